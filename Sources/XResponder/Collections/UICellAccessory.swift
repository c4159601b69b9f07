import Foundation

/// Something a list cell shows at its trailing edge (R-LC2): a disclosure chevron, a checkmark, a
/// label, or an outline's disclosure (a chevron that turns down when its item is expanded). Other
/// kinds of UIKit's are not drawn yet (docs/lists.md).
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    /// How an outline disclosure looks and acts (iOS 14): as a header — the whole row expands and
    /// collapses, the chevron in the tint colour — or as a cell, where only the chevron does.
    public struct OutlineDisclosureOptions: Sendable {
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

    enum Kind: Sendable {
        case disclosureIndicator, checkmark, label(String)
        case outlineDisclosure(OutlineDisclosureOptions, (@MainActor () -> Void)?)
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
        case .label: break   // a label accessory is a label the cell lays out
        }
    }
}
