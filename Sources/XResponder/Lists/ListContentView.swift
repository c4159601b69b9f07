import Foundation

/// The view that shows a `UIListContentConfiguration`: an image, then the text with the secondary
/// text below it (or at the trailing edge, side by side).
@MainActor
final class ListContentView: UIView {
    private let imageView = UIImageView(image: nil)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()

    /// The labels that show text, for measuring.
    var labels: [UILabel] { [textLabel, secondaryLabel].filter { !$0.isHidden && !($0.text ?? "").isEmpty } }

    var configuration = UIListContentConfiguration.cell() {
        didSet { apply() }
    }

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// What a cell's `contentConfiguration` setter does: shows `configuration` in `container`
    /// through `shown` (made on first use), or takes the view away when nil. Returns the view now
    /// shown.
    static func show(_ configuration: UIListContentConfiguration?, in container: UIView, replacing shown: ListContentView?) -> ListContentView? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        let view = shown ?? ListContentView()
        if view.superview !== container { container.addSubview(view) }
        view.configuration = configuration
        return view
    }

    private func apply() {
        let c = configuration
        textLabel.text = c.text
        textLabel.adjustsFontForContentSizeCategory = c.textProperties.adjustsFontForContentSizeCategory
        textLabel.font = c.textProperties.adjusted(to: traitCollection.preferredContentSizeCategory)
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        textLabel.textAlignment = c.textProperties.alignment
        secondaryLabel.text = c.secondaryText
        secondaryLabel.adjustsFontForContentSizeCategory = c.secondaryTextProperties.adjustsFontForContentSizeCategory
        secondaryLabel.font = c.secondaryTextProperties.adjusted(to: traitCollection.preferredContentSizeCategory)
        secondaryLabel.textColor = c.secondaryTextProperties.color
        secondaryLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        secondaryLabel.textAlignment = c.prefersSideBySideTextAndSecondaryText ? .right : c.secondaryTextProperties.alignment
        secondaryLabel.isHidden = c.secondaryText == nil
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    /// The side of the image's square, before it is fitted to the row's height.
    private var imageSide: CGFloat? {
        guard let image = configuration.image else { return nil }
        let limit = configuration.imageProperties.maximumSize
        return limit.height > 0 ? limit.height : max(image.size.height, 22)
    }

    /// The height the content needs at `width` (a self-sizing cell's, R-LC2): the margins around
    /// the taller of the image and the text — the text and secondary text side by side, or one
    /// above the other.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let c = configuration
        let margins = UIEdgeInsets(c.directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection)
        var textWidth = max(0, width - margins.left - margins.right)
        if let side = imageSide { textWidth = max(0, textWidth - side - c.imageToTextPadding) }
        func height(_ label: UILabel, width: CGFloat) -> CGFloat {
            label.isHidden || (label.text ?? "").isEmpty ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        let text: CGFloat
        if c.prefersSideBySideTextAndSecondaryText || c.secondaryText == nil {
            let secondaryWidth = c.secondaryText == nil ? 0 : min(textWidth / 2, secondaryLabel.intrinsicContentSize.width)
            text = max(height(textLabel, width: textWidth - secondaryWidth), height(secondaryLabel, width: secondaryWidth))
        } else {
            text = height(textLabel, width: textWidth) + c.textToSecondaryTextVerticalPadding + height(secondaryLabel, width: textWidth)
        }
        return (max(text, imageSide ?? 0) + margins.top + margins.bottom).rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration
        let area = bounds.inset(by: UIEdgeInsets(c.directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection))
        var x = area.minX
        if let side = imageSide.map({ min(area.height, $0) }) {
            imageView.frame = CGRect(x: x, y: area.midY - side / 2, width: side, height: side)
            x += side + c.imageToTextPadding
        }
        let text = CGRect(x: x, y: area.minY, width: max(0, area.maxX - x), height: area.height)
        if c.prefersSideBySideTextAndSecondaryText || c.secondaryText == nil {
            let secondaryWidth = c.secondaryText == nil ? 0 : min(text.width / 2, secondaryLabel.intrinsicContentSize.width)
            textLabel.frame = CGRect(x: text.minX, y: text.minY, width: text.width - secondaryWidth, height: text.height)
            secondaryLabel.frame = CGRect(x: text.maxX - secondaryWidth, y: text.minY, width: secondaryWidth, height: text.height)
        } else {
            let titleHeight = textLabel.sizeThatFits(CGSize(width: text.width, height: .greatestFiniteMagnitude)).height
            let secondaryHeight = secondaryLabel.sizeThatFits(CGSize(width: text.width, height: .greatestFiniteMagnitude)).height
            let top = text.midY - (titleHeight + c.textToSecondaryTextVerticalPadding + secondaryHeight) / 2
            textLabel.frame = CGRect(x: text.minX, y: top, width: text.width, height: titleHeight)
            secondaryLabel.frame = CGRect(x: text.minX, y: top + titleHeight + c.textToSecondaryTextVerticalPadding,
                                          width: text.width, height: secondaryHeight)
        }
    }
}
