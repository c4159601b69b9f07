import Foundation

/// Something a list cell shows beside its content (R-LC2): a disclosure chevron, a checkmark, a
/// label, an outline's disclosure (a chevron that turns down when its item is expanded), the reorder
/// handle or an app's own view; each always, only in editing mode or only out of it (`displayed`).
/// Other kinds of UIKit's are not drawn yet (docs/lists.md).
public struct UICellAccessory: Sendable {
    /// When a cell shows an accessory: always, only while editing, or only while not.
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    /// How an outline disclosure looks and acts (iOS 14): as a header — the whole row expands and
    /// collapses, the chevron in the tint colour — or as a cell, where only the chevron does.
    public struct OutlineDisclosureOptions: Sendable {
        /// Whether an outline disclosure acts as a header's (the whole row toggles) or a cell's (only the chevron), or as the cell's configuration suggests.
        public enum Style: Int, Sendable { case automatic = 0, header, cell }
        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// Where an accessory goes: before the content or after it.
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// How wide the room kept for an accessory is.
    public enum LayoutDimension: Sendable, Equatable {
        /// The standard room (34 points), or the view's own width when that is wider.
        case standard
        /// The view's own width.
        case actual
        case custom(CGFloat)
    }

    /// An app's own view as an accessory (iOS 14): a badge, a switch, a count.
    public struct CustomViewConfiguration: Sendable {
        /// The view is the app's; it is only touched on the main actor.
        final class ViewBox: @unchecked Sendable {
            let view: UIView
            init(_ view: UIView) { self.view = view }
        }
        let box: ViewBox
        public var customView: UIView { box.view }
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            box = ViewBox(customView)
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        var isLeading: Bool {
            if case .leading = placement { return true }
            return false
        }
    }

    /// How the reorder handle looks (iOS 14).
    public struct ReorderOptions: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// A thin line between the handle and an accessory before it.
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    enum Kind: Sendable {
        case disclosureIndicator, checkmark, label(String)
        case outlineDisclosure(OutlineDisclosureOptions, (@MainActor () -> Void)?)
        case customView(CustomViewConfiguration)
        case reorder(ReorderOptions)
    }
    var text: String? {
        if case .label(let text) = kind { return text }
        return nil
    }
    let kind: Kind
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }

    /// The disclosure of an outline's parent item; a click expands or collapses it (or runs
    /// `actionHandler` instead, when given).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// The reorder handle: three grey lines; dragging them moves the row
    /// (UICollectionView+Reorder.swift) when the data source moves items.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(options), displayed: displayed)
    }

    /// Whether it is the reorder handle.
    var isReorder: Bool {
        if case .reorder = kind { return true }
        return false
    }

    /// Whether it shows in a cell that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// An app's own view, at the leading or trailing edge.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let shown), .trailing(let shown): displayed = shown
        }
        return UICellAccessory(kind: .customView(configuration), displayed: displayed)
    }

    /// The configuration, for a custom view.
    var customViewConfiguration: CustomViewConfiguration? {
        if case .customView(let configuration) = kind { return configuration }
        return nil
    }

    /// Whether it goes before the content (a custom view placed leading); others trail it.
    var isLeading: Bool { customViewConfiguration?.isLeading ?? false }

    /// The options, for an outline disclosure.
    var outlineOptions: OutlineDisclosureOptions? {
        if case .outlineDisclosure(let options, _) = kind { return options }
        return nil
    }

    /// The handler an outline disclosure runs instead of expanding.
    var outlineActionHandler: (@MainActor () -> Void)? {
        if case .outlineDisclosure(_, let handler) = kind { return handler }
        return nil
    }

    /// The room it takes (a label is measured in the body font).
    @MainActor var width: CGFloat {
        switch kind {
        case .disclosureIndicator, .checkmark: return 34
        case .outlineDisclosure(let options, _): return options.isHidden == true ? 0 : 34
        case .label(let text):
            let label = UILabel()
            label.text = text
            return label.intrinsicContentSize.width + 16
        case .reorder(let options):
            guard options.isHidden != true else { return 0 }
            switch options.reservedLayoutWidth {
            case .standard, .actual: return 44
            case .custom(let width): return max(0, width.isFinite ? width : 0)
            }
        case .customView(let configuration):
            guard configuration.isHidden != true else { return 0 }
            let view = configuration.customView
            let intrinsic = view.intrinsicContentSize.width
            let own = intrinsic >= 0 ? intrinsic : view.bounds.width
            switch configuration.reservedLayoutWidth {
            case .standard: return max(34, own + 16)
            case .actual: return own + 16
            case .custom(let width): return max(0, width.isFinite ? width : 0)
            }
        }
    }

    /// Draws a glyph accessory in `area`.
    @MainActor func draw(in area: CGRect, context: CGContext, tint: UIColor, expanded: Bool = false) {
        switch kind {
        case .outlineDisclosure(let options, _):
            guard options.isHidden != true else { return }
            let color = options.tintColor ?? (options.style == .header ? tint : .secondaryLabel)
            (expanded ? AccessoryGlyph.chevronDown : .chevron).draw(at: area.minX + 10, midY: area.midY, in: context, tint: color, colored: true)
        case .disclosureIndicator: AccessoryGlyph.chevron.draw(at: area.minX + 10, midY: area.midY, in: context, tint: tint)
        case .checkmark: AccessoryGlyph.checkmark.draw(at: area.minX + 10, midY: area.midY, in: context, tint: tint)
        case .reorder(let options):
            guard options.isHidden != true else { return }
            // Three grey lines, as the table's handle (UITableViewCell.drawEditingControls).
            context.setFillColor(options.tintColor ?? UIColor.systemGray2)
            for offset in [-5.0, 0.0, 5.0] {
                context.fill(CGRect(x: area.midX - 9, y: area.midY + CGFloat(offset) - 0.75, width: 18, height: 1.5))
            }
        case .label, .customView: break   // the cell lays these out as views
        }
    }
}
