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

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration
        let area = bounds.inset(by: UIEdgeInsets(c.directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection))
        var x = area.minX
        if let image = c.image {
            let limit = c.imageProperties.maximumSize
            let side = min(area.height, limit.height > 0 ? limit.height : max(image.size.height, 22))
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
