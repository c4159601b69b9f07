import Foundation

/// The view that shows a `UIListContentConfiguration` (iOS 14): an image, then the text with the
/// secondary text below it (or at the trailing edge, side by side). Cells make one for their list
/// content; a custom cell can hold one of its own.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(image: nil)
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()

    /// The labels that show text, for measuring.
    var labels: [UILabel] { [textLabel, secondaryLabel].filter { !$0.isHidden && !($0.text ?? "").isEmpty } }

    /// The list configuration shown.
    var listConfiguration = UIListContentConfiguration.cell() {
        didSet { apply() }
    }

    /// The configuration shown; one that is not a list content configuration is ignored (a cell
    /// makes its own view for it).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                EventTrace.log("UIListContentView: \(type(of: newValue)) is not a list content configuration; ignored")
                return
            }
            listConfiguration = list
        }
    }

    public init(configuration: UIListContentConfiguration) {
        super.init(frame: .zero)
        listConfiguration = configuration
        apply()   // observers do not run in the class's own initializer
    }

    /// Never in a storyboard or nib: cells make it.
    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
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
        guard let image = listConfiguration.image else { return nil }
        let limit = listConfiguration.imageProperties.maximumSize
        return limit.height > 0 ? limit.height : max(image.size.height, 22)
    }

    /// The height the content needs at `width` (a self-sizing cell's, R-LC2): the margins around
    /// the taller of the image and the text — the text and secondary text side by side, or one
    /// above the other.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let c = listConfiguration
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = listConfiguration
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
