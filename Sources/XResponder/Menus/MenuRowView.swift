import Foundation

/// One row of a menu popup: its image, title (and subtitle), checkmark and chevron, drawn plain or
/// highlighted (the tint behind white text). Separators are drawn by the list itself.
@MainActor
final class MenuRowView: UIView {
    let row: MenuRow
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    /// A key command's shortcut, right-aligned in the secondary colour (R-DA1).
    private let shortcutLabel = UILabel()
    private let checkColumn: Bool
    private let imageColumn: Bool
    /// Where the text (or the image) starts, after the checkmark column.
    var leadingInset: CGFloat = 0 { didSet { setNeedsLayout() } }
    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { applyColors(); setNeedsDisplay() } }
    }

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(row: MenuRow, checkColumn: Bool, imageColumn: Bool) {
        self.row = row
        self.checkColumn = checkColumn
        self.imageColumn = imageColumn
        super.init(frame: .zero)
        backgroundColor = .clear
        titleLabel.text = row.title
        titleLabel.font = {
            if case .header = row { return MenuListView.Metrics.headerFont }
            return MenuListView.Metrics.titleFont
        }()
        addSubview(titleLabel)
        if case .action(let action, _) = row, let subtitle = action.subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            subtitleLabel.font = MenuListView.Metrics.subtitleFont
            addSubview(subtitleLabel)
        }
        if case .command(let command as UIKeyCommand) = row, let shortcut = command.shortcutLabel {
            shortcutLabel.text = shortcut
            shortcutLabel.font = MenuListView.Metrics.titleFont
            shortcutLabel.textAlignment = .right
            addSubview(shortcutLabel)
        }
        if let image = row.image {
            imageView.image = image
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        applyColors()
    }

    /// The widest line of text, for the popup's width.
    var textWidth: CGFloat {
        max(titleLabel.intrinsicContentSize.width, subtitleLabel.text == nil ? 0 : subtitleLabel.intrinsicContentSize.width)
    }

    private var isDestructive: Bool {
        switch row {
        case .action(let action, _): return action.attributes.contains(.destructive)
        case .command(let command): return command.attributes.contains(.destructive)
        case .submenu(let menu): return menu.options.contains(.destructive)
        default: return false
        }
    }

    private func applyColors() {
        let color: UIColor
        if case .header = row { color = .secondaryLabel }
        else if !row.isSelectable { color = .tertiaryLabel }
        else if isHighlighted { color = .white }
        else if isDestructive { color = .systemRed }
        else { color = .label }
        titleLabel.textColor = color
        subtitleLabel.textColor = isHighlighted ? UIColor(white: 1, alpha: 0.8) : .secondaryLabel
        imageView.tintColor = color
        shortcutLabel.textColor = isHighlighted ? UIColor(white: 1, alpha: 0.8) : (row.isSelectable ? .secondaryLabel : .tertiaryLabel)
    }

    /// How wide `label` is as a shortcut column: the list makes room for the widest.
    static func shortcutWidth(of label: String) -> CGFloat {
        label.size(withAttributes: [.font: MenuListView.Metrics.titleFont]).width.rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = leadingInset
        if imageColumn {
            imageView.frame = CGRect(x: x, y: (bounds.height - 16) / 2, width: 16, height: 16)
            x += MenuListView.Metrics.imageColumn
        }
        var trailing = bounds.width - MenuListView.Metrics.textInset
            - (chevronShown ? MenuListView.Metrics.chevronColumn : 0)
        if shortcutLabel.text != nil {
            let width = Self.shortcutWidth(of: shortcutLabel.text ?? "")
            shortcutLabel.frame = CGRect(x: trailing - width, y: (bounds.height - 18) / 2, width: width, height: 18)
            trailing -= width + MenuListView.Metrics.shortcutGap
        }
        let width = max(0, trailing - x)
        if subtitleLabel.text != nil {
            titleLabel.frame = CGRect(x: x, y: 5, width: width, height: 18)
            subtitleLabel.frame = CGRect(x: x, y: 23, width: width, height: 14)
        } else {
            titleLabel.frame = CGRect(x: x, y: (bounds.height - 18) / 2, width: width, height: 18)
        }
    }

    private var chevronShown: Bool {
        if case .submenu = row { return true }
        return false
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if isHighlighted {
            context.setFillColor(tintColor ?? .systemBlue)
            UIBezierPath(roundedRect: bounds, cornerRadius: 4).fill()
        }
        let glyphColor: UIColor = isHighlighted ? .white : (row.isSelectable ? .label : .tertiaryLabel)
        switch row {
        case _ where row.state == .on:
            AccessoryGlyph.checkmark.draw(at: MenuListView.Metrics.textInset + 4, midY: bounds.midY, in: context, tint: glyphColor)
        case _ where row.state == .mixed:
            context.setFillColor(glyphColor)
            context.fill(CGRect(x: MenuListView.Metrics.textInset, y: bounds.midY - 1, width: 10, height: 2))
        case .submenu:
            context.setStrokeColor(glyphColor)
            context.setLineWidth(1.5)
            context.setLineCap(.round)
            let x = bounds.width - MenuListView.Metrics.textInset - 6
            context.beginPath()
            context.move(to: CGPoint(x: x, y: bounds.midY - 5))
            context.addLine(to: CGPoint(x: x + 4.5, y: bounds.midY))
            context.addLine(to: CGPoint(x: x, y: bounds.midY + 5))
            context.strokePath()
        default:
            break
        }
    }

    // Accessibility (R-A11Y1): a row reads its title; a checked action says so.
    override var defaultIsAccessibilityElement: Bool {
        switch row {
        case .separator, .header: return false
        default: return true
        }
    }
    override var defaultAccessibilityLabel: String? { row.title }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = .button
        if !row.isSelectable { traits.insert(.notEnabled) }
        if isHighlighted { traits.insert(.selected) }
        return traits
    }
    override var defaultAccessibilityValue: String? {
        row.state == .on ? Self.checkedValue : nil
    }

    /// What a checked row's accessibility value reads (the bridge's checked state follows it).
    static let checkedValue = "checked"

    /// Whether the row is a check menu item (`MenuRow.hasCheckmark`).
    var hasCheckmark: Bool { row.hasCheckmark }
}
