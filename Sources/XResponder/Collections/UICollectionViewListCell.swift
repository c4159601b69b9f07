import Foundation

/// A row of a list section (R-LC2): the default list content (text, secondary text, image) through
/// `defaultContentConfiguration()`, accessories at the trailing edge, a separator, and the grey of
/// a selected row.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for label in accessoryLabels { label.removeFromSuperview() }
            for old in oldValue.compactMap(\.customViewConfiguration) where old.customView.superview === self {
                old.customView.removeFromSuperview()
            }
            for configuration in accessories.compactMap(\.customViewConfiguration) {
                configuration.customView.isHidden = configuration.isHidden == true
                if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
                addSubview(configuration.customView)
            }
            accessoryLabels = accessories.compactMap(\.text).map { text in
                let label = UILabel()
                label.text = text
                label.textColor = .secondaryLabel
                addSubview(label)
                return label
            }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    private var accessoryLabels: [UILabel] = []
    /// An outline's depth: the content moves in by `indentationWidth` per level (a diffable data
    /// source with section snapshots sets it).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout(); setNeedsDisplay() } } }
    open var indentationWidth: CGFloat = 16 { didSet { setNeedsLayout() } }
    open var indentsAccessories = true { didSet { setNeedsLayout() } }
    /// How far the content moves in for the level.
    private var indentation: CGFloat { CGFloat(max(0, min(indentationLevel, 64))) * max(0, indentationWidth) }

    /// Where the separator runs (iOS 14): constrain its leading anchor to move the separator's
    /// start (to a custom content's text, say); by default 16 points in, past the indentation.
    public var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16 + indentation)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
        ])
        separatorGuide = guide
        return guide
    }
    private var separatorGuide: UILayoutGuide?

    /// The outline disclosure shown, if any.
    var outlineDisclosure: UICellAccessory? { accessories.first { $0.outlineOptions != nil } }

    /// Where the outline disclosure is drawn, in the cell.
    var outlineDisclosureFrame: CGRect {
        var x = bounds.maxX
        for accessory in trailingAccessories.reversed() {
            x -= accessory.width
            if accessory.outlineOptions != nil { return CGRect(x: x, y: 0, width: accessory.width, height: bounds.height) }
        }
        return .null
    }
    /// Set by the collection view: the separator's colour in a list section (nil: none).
    var separatorColor: UIColor? { didSet { if separatorColor !== oldValue { setNeedsDisplay() } } }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        backgroundColor = .secondarySystemGroupedBackground
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    override func updateStateAppearance() {
        super.updateStateAppearance()
        guard selectedBackgroundView == nil else { return }
        backgroundColor = showsSelection ? .systemGray4 : (backgroundConfiguration?.drawnBackgroundColor ?? .secondarySystemGroupedBackground)
    }

    /// The accessories shown in the cell's editing state, after the content and before it (custom
    /// views placed leading).
    private var trailingAccessories: [UICellAccessory] { accessories.filter { !$0.isLeading && $0.isShown(editing: isEditingInList) } }
    private var leadingAccessories: [UICellAccessory] { accessories.filter { $0.isLeading && $0.isShown(editing: isEditingInList) } }

    /// Where the reorder handle is, in the cell (null when none shows).
    var reorderAccessoryFrame: CGRect {
        var x = bounds.maxX
        for accessory in trailingAccessories.reversed() {
            x -= accessory.width
            if case .reorder(let options) = accessory.kind, options.isHidden != true {
                return CGRect(x: x, y: 0, width: accessory.width, height: bounds.height)
            }
        }
        return .null
    }
    /// The accessories' room at the trailing edge, and at the leading edge.
    private var accessoryWidth: CGFloat { trailingAccessories.reduce(0) { $0 + $1.width } }
    private var leadingAccessoryWidth: CGFloat { leadingAccessories.reduce(0) { $0 + $1.width } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Labels and custom views of accessories not shown in this editing state hide.
        for (accessory, label) in zip(accessories.filter { $0.text != nil }, accessoryLabels) {
            label.isHidden = !accessory.isShown(editing: isEditingInList)
        }
        for accessory in accessories {
            guard let configuration = accessory.customViewConfiguration else { continue }
            configuration.customView.isHidden = configuration.isHidden == true || !accessory.isShown(editing: isEditingInList)
        }
        var x = bounds.maxX, labels = zip(accessories.filter { $0.text != nil }, accessoryLabels)
            .filter { $0.0.isShown(editing: isEditingInList) }.map(\.1).reversed().makeIterator()
        for accessory in trailingAccessories.reversed() {
            x -= accessory.width
            if accessory.text != nil, let label = labels.next() {
                label.frame = CGRect(x: x, y: 0, width: accessory.width - 16, height: bounds.height)
            }
            place(accessory, in: CGRect(x: x, y: 0, width: accessory.width, height: bounds.height))
        }
        var leading = indentsAccessories ? indentation : 0
        for accessory in leadingAccessories {
            place(accessory, in: CGRect(x: leading, y: 0, width: accessory.width, height: bounds.height))
            leading += accessory.width
        }
    }

    /// A custom view accessory at its own size, centred in its room.
    private func place(_ accessory: UICellAccessory, in room: CGRect) {
        guard let view = accessory.customViewConfiguration?.customView else { return }
        let intrinsic = view.intrinsicContentSize
        let size = CGSize(width: min(room.width, intrinsic.width >= 0 ? intrinsic.width : view.bounds.width),
                          height: min(room.height, intrinsic.height >= 0 ? intrinsic.height : view.bounds.height))
        view.frame = CGRect(x: room.midX - size.width / 2, y: room.midY - size.height / 2, width: size.width, height: size.height)
    }

    override var contentFrame: CGRect {
        let x = indentation + leadingAccessoryWidth
        return CGRect(x: x, y: 0, width: max(0, bounds.width - accessoryWidth - x), height: bounds.height)
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let separatorColor {
            context.setFillColor(separatorColor)
            // Where the separator starts: 16 points in (and the indentation), unless the app moved
            // the separator layout guide's leading edge.
            let start = separatorGuide.map { $0.layoutFrame.minX } ?? 16 + indentation
            context.fill(CGRect(x: start, y: bounds.maxY - 1, width: max(0, bounds.width - start), height: 1))
        }
        let trailing = trailingAccessories
        var x = bounds.maxX
        for (index, accessory) in trailing.enumerated().reversed() {
            x -= accessory.width
            accessory.draw(in: CGRect(x: x, y: 0, width: accessory.width, height: bounds.height), context: context, tint: tintColor,
                           expanded: isExpandedInOutline)
            // The reorder handle keeps apart from an accessory before it with a thin line.
            if case .reorder(let options) = accessory.kind, options.showsVerticalSeparator, options.isHidden != true, index > 0 {
                context.setFillColor(UIColor.separator)
                context.fill(CGRect(x: x, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5))
            }
        }
    }
}
