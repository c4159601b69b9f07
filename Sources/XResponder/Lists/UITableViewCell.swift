import Foundation

/// A row of a table view (R-LC1): a `contentView` for your subviews, and UIKit's default content —
/// `textLabel`, `detailTextLabel` and `imageView` laid out by `CellStyle`, or a
/// `UIListContentConfiguration` — with an accessory at the trailing edge, a highlight while pressed
/// and a selected background.
///
/// The table view makes registered cells with `init(style:reuseIdentifier:)`. A subclass that
/// overrides it (and `init?(coder:)`, as UIKit requires) is made through its override; Linux Swift
/// cannot call an initializer from a class value otherwise (see docs/lists.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // Accessibility (R-A11Y1; CellAccessibility): the row's texts as one element, selected when
    // the row is (or checked); a container when it holds controls.
    override var defaultIsAccessibilityElement: Bool { !CellAccessibility.holdsControls(self) }
    override var defaultAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isSelected || accessoryType == .checkmark ? .selected : .none
    }

    /// The standard layouts of a cell's text and image labels (default, value 1, value 2, subtitle).
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    /// The standard accessory drawn at a cell's trailing edge (chevron, checkmark, info button).
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// Whether and how a cell shows that it is selected.
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    /// Which editing control a row shows in editing mode: delete, insert or none.
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }

    public let style: CellStyle
    public let reuseIdentifier: String?
    public let contentView = UIView()

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var selectionStyle: SelectionStyle = .default
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var selectedBackgroundView: UIView?
    public private(set) var isSelected = false
    public private(set) var isHighlighted = false
    /// Where the separator line along the bottom starts and ends: the table's `separatorInset`
    /// unless the cell sets its own, as in UIKit.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set { ownSeparatorInset = newValue; setNeedsDisplay() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// Set by the table view: its separator inset, and the colour of this row's separator (nil:
    /// none, as for the last row of a grouped section or `separatorStyle = .none`).
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue { setNeedsDisplay() } }
    }
    var separatorColor: UIColor? { didSet { if separatorColor !== oldValue { setNeedsDisplay() } } }

    // MARK: Editing state (set by the table view)

    /// Whether the row is in editing mode: its content moves aside for the editing control and the
    /// reorder handle, and `editingAccessoryType` replaces the accessory.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false
    /// The accessory while editing.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            setNeedsLayout()
        }
    }
    /// UIKit's flag; the handle shows whenever the data source moves the row (as UIKit does in
    /// practice), so it is accepted and not needed.
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    /// The control the row shows in editing mode (the delegate's `editingStyleForRowAt`).
    open var editingStyle: EditingStyle { tableEditingStyle }
    var tableEditingStyle: EditingStyle = .none
    /// Set by the table: the content indents for the editing control (the delegate's answer).
    var tableIndentsWhileEditing = true
    /// Set by the table: the row can be dragged by a handle at its trailing edge.
    var showsReorderHandle = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        if isEditingStorage != editing { setNeedsUpdateConfiguration() }
        isEditingStorage = editing
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Where the delete or insert control is, in the cell's coordinates (nothing when none shows).
    var editingControlFrame: CGRect {
        guard isEditing, tableEditingStyle != .none, shouldIndentWhileEditing, tableIndentsWhileEditing else { return .null }
        return CGRect(x: 0, y: 0, width: UITableView.editingControlWidth, height: bounds.height)
    }

    /// Where the reorder handle is (nothing when none shows).
    var reorderControlFrame: CGRect {
        guard isEditing, showsReorderHandle else { return .null }
        return CGRect(x: bounds.maxX - UITableView.reorderControlWidth, y: 0, width: UITableView.reorderControlWidth, height: bounds.height)
    }

    /// The accessory shown now: the editing one while editing.
    private var shownAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }
    private var shownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

    /// The segue a storyboard's prototype cell triggers when selected (R-IB3).
    var selectionSegue: ((Any?) -> Void)?

    private var textLabelStorage: UILabel?
    /// The text label if one was made (reading `textLabel` makes one).
    var existingTextLabel: UILabel? { textLabelStorage }
    private var detailTextLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    /// The configuration updates and the content configuration's view.
    var configurationUpdates = CellConfigurationUpdates()
    private var configuredContent: (UIView & UIContentView)? { configurationUpdates.shownContent }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    /// UIKit's archive initializer, as UIKit requires it of cells: a prototype cell or a cell nib
    /// gives its style and reuse identifier; any other coder a `.default` cell without one.
    public required init?(coder: NSCoder) {
        style = NibCoder.cellStyle(in: coder)
        reuseIdentifier = NibCoder.attribute("reuseIdentifier", in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table view makes a registered cell: through `init(style:reuseIdentifier:)`, which a
    /// subclass's override receives (a required convenience can be called on a class value).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: Default content

    open var textLabel: UILabel? {
        textLabelStorage ?? makeDefaultContentLabel(font: .preferredFont(forTextStyle: .body), color: .label,
                                                    in: contentView) { textLabelStorage = $0 }
    }

    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let font: UIFont = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
        let label = makeDefaultContentLabel(font: font, color: .secondaryLabel, in: contentView) { detailTextLabelStorage = $0 }
        if style == .value1 { label.textAlignment = .right }
        return label
    }

    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView(image: nil)
        view.contentMode = .scaleAspectFit
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The default content as a configuration (iOS 14): text, secondary text and image.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell()
    }

    /// Setting one replaces the default labels with the configuration's content view (a list
    /// content configuration's, or your own `UIContentView`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContent(in: contentView) }
    }

    /// The content view a configuration shows, for measuring a self-sizing row.
    var shownContentView: (UIView & UIContentView)? { configuredContent }

    // MARK: Configuration updates (iOS 14; as UICollectionViewCell's)

    /// Whether an update sets the content configuration to its `updated(for:)` state (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update sets the background configuration to its `updated(for:)` state (true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Called at each configuration update, after `updateConfiguration(using:)`'s own work (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state now: traits, selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Updates the configurations for `state`: the content and background configurations to their
    /// `updated(for:)` (when updated automatically), then the `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Asks for a configuration update before the cell is next laid out or measured.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// The labels of the default content or the configuration, for measuring a self-sizing row.
    var defaultContentLabels: [UILabel] {
        if let configuredContent { return (configuredContent as? UIListContentView)?.labels ?? [] }
        return [textLabelStorage, detailTextLabelStorage].compactMap { $0 }.filter { !($0.text ?? "").isEmpty }
    }

    // MARK: Reuse and state

    /// Called before the table view hands the cell out again: reset what the last row set.
    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        if isSelected != selected { setNeedsUpdateConfiguration() }
        isSelected = selected
        updateStateAppearance()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if isHighlighted != highlighted { setNeedsUpdateConfiguration() }
        isHighlighted = highlighted
        updateStateAppearance()
    }

    /// The grey of a selected or pressed row (none for `.none`).
    private func updateStateAppearance() {
        let marked = (isSelected || isHighlighted) && selectionStyle != .none
        if let selectedBackgroundView {
            if marked {
                selectedBackgroundView.frame = bounds
                insertSubview(selectedBackgroundView, at: 0)
                contentView.backgroundColor = .clear
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        backgroundColor = marked && selectedBackgroundView == nil ? .systemGray4 : (backgroundConfiguration?.drawnBackgroundColor ?? .systemBackground)
        highlightContent(marked)
    }

    /// Labels and image views in the content view take the row's highlight (their
    /// `highlightedTextColor`, `highlightedImage`), as UIKit's cell sets theirs.
    private func highlightContent(_ highlighted: Bool) {
        var pending: [UIView] = [contentView]
        var visited = 0
        while let view = pending.popLast(), visited < 10_000 {
            visited += 1
            if let label = view as? UILabel { label.isHighlighted = highlighted }
            if let image = view as? UIImageView { image.isHighlighted = highlighted }
            pending += view.subviews
        }
    }

    // MARK: Layout

    /// The room the accessory takes at the trailing edge.
    private var accessoryWidth: CGFloat {
        if let shownAccessoryView { return shownAccessoryView.frame.width + 16 }
        return shownAccessoryType == .none ? 0 : 34
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let leading = editingControlFrame.isNull ? 0 : editingControlFrame.width
        let handle = reorderControlFrame.isNull ? 0 : reorderControlFrame.width
        let trailing = accessoryWidth + handle
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        accessoryView?.isHidden = isEditing
        editingAccessoryView?.isHidden = !isEditing
        if let shown = shownAccessoryView {
            let size = shown.frame.size
            shown.frame = CGRect(x: bounds.maxX - handle - 16 - size.width, y: (bounds.height - size.height) / 2,
                                 width: size.width, height: size.height)
        }
        layoutDefaultContent(in: contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)))
    }

    /// The default labels by `style`: image at the leading edge, then the text; subtitle below it,
    /// value1's detail at the trailing edge, value2's detail after a narrow blue title.
    private func layoutDefaultContent(in area: CGRect) {
        if let configuredContent {
            configuredContent.frame = contentView.bounds
            return
        }
        var x = area.minX
        if let image = imageViewStorage, let picture = image.image {
            let side = min(area.height - 8, max(picture.size.width, 24))
            image.frame = CGRect(x: x, y: area.midY - side / 2, width: side, height: side)
            x += side + 16
        }
        let text = CGRect(x: x, y: area.minY, width: max(0, area.maxX - x), height: area.height)
        switch style {
        case .subtitle:
            let titleHeight = textLabelStorage?.intrinsicContentSize.height ?? 0
            let detailHeight = detailTextLabelStorage?.intrinsicContentSize.height ?? 0
            let top = text.midY - (titleHeight + detailHeight + 2) / 2
            textLabelStorage?.frame = CGRect(x: text.minX, y: top, width: text.width, height: titleHeight)
            detailTextLabelStorage?.frame = CGRect(x: text.minX, y: top + titleHeight + 2, width: text.width, height: detailHeight)
        case .value1:
            let detailWidth = min(text.width / 2, detailTextLabelStorage?.intrinsicContentSize.width ?? 0)
            textLabelStorage?.frame = CGRect(x: text.minX, y: text.minY, width: text.width - detailWidth - 8, height: text.height)
            detailTextLabelStorage?.frame = CGRect(x: text.maxX - detailWidth, y: text.minY, width: detailWidth, height: text.height)
        case .value2:
            let titleWidth = min(text.width / 3, 91)
            textLabelStorage?.frame = CGRect(x: text.minX, y: text.minY, width: titleWidth, height: text.height)
            detailTextLabelStorage?.frame = CGRect(x: text.minX + titleWidth + 6, y: text.minY,
                                                   width: max(0, text.width - titleWidth - 6), height: text.height)
        case .default:
            textLabelStorage?.frame = text
        }
    }

    // MARK: Drawing

    /// The accessory glyph: a chevron, a checkmark, or an info circle, in the accessory colours.
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        if let separatorColor, let context = UIGraphicsGetCurrentContext() {
            context.setFillColor(separatorColor)
            context.fill(CGRect(x: bounds.minX + separatorInset.left, y: bounds.maxY - 1,
                                width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: 1))
        }
        drawEditingControls()
        guard shownAccessoryView == nil, shownAccessoryType != .none, let context = UIGraphicsGetCurrentContext() else { return }
        let x = bounds.maxX - (reorderControlFrame.isNull ? 0 : reorderControlFrame.width) - 24
        let glyph: AccessoryGlyph = switch shownAccessoryType {
        case .disclosureIndicator: .chevron
        case .checkmark: .checkmark
        default: .info
        }
        glyph.draw(at: x, midY: bounds.midY, in: context, tint: tintColor)
    }

    /// The editing mode's controls: a red circle with a bar (delete) or a green one with a cross
    /// (insert) at the leading edge, three grey lines (the reorder handle) at the trailing edge.
    private func drawEditingControls() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let control = editingControlFrame
        if !control.isNull {
            let center = CGPoint(x: control.midX + 2, y: control.midY)
            context.setFillColor(tableEditingStyle == .delete ? UIColor.systemRed : UIColor.systemGreen)
            context.fillEllipse(in: CGRect(x: center.x - 11, y: center.y - 11, width: 22, height: 22))
            context.setFillColor(UIColor.white)
            context.fill(CGRect(x: center.x - 6, y: center.y - 1, width: 12, height: 2))
            if tableEditingStyle == .insert { context.fill(CGRect(x: center.x - 1, y: center.y - 6, width: 2, height: 12)) }
        }
        let handle = reorderControlFrame
        if !handle.isNull {
            context.setFillColor(UIColor.systemGray2)
            for offset in [-5.0, 0.0, 5.0] {
                context.fill(CGRect(x: handle.midX - 9, y: handle.midY + CGFloat(offset) - 0.75, width: 18, height: 1.5))
            }
        }
    }
}

extension UITableViewCell: ConfigurationUpdatingCell {}
