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

    // MARK: Layout guides (iOS 14): where the parts are, for a custom cell to line up with them.

    /// Where the text is; nil when there is none.
    public var textLayoutGuide: UILayoutGuide? { listConfiguration.text == nil ? nil : guide(following: textLabel, "text") }
    /// Where the secondary text is; nil when there is none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        listConfiguration.secondaryText == nil ? nil : guide(following: secondaryLabel, "secondaryText")
    }
    /// Where the image is; nil when there is none.
    public var imageLayoutGuide: UILayoutGuide? { listConfiguration.image == nil ? nil : guide(following: imageView, "image") }

    /// A guide on `view`'s frame (its frame constraints carry where `layoutSubviews` puts it),
    /// made once per part.
    private func guide(following view: UIView, _ part: String) -> UILayoutGuide {
        let identifier = "UIListContentView." + part
        if let made = layoutGuides.first(where: { $0.identifier == identifier }) { return made }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }

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
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    /// The side of the image's square, before it is fitted to the row's height.
    private var imageSide: CGFloat? {
        guard let image = listConfiguration.image else { return nil }
        let limit = listConfiguration.imageProperties.maximumSize
        return limit.height > 0 ? limit.height : max(image.size.height, 22)
    }

    /// The width kept for the image: its side, or `reservedLayoutSize`'s width when wider — room
    /// that lines rows up whether they have an image or not.
    private func imageRoom(side: CGFloat?) -> CGFloat? {
        let reserved = listConfiguration.imageProperties.reservedLayoutSize.width
        guard side != nil || reserved > 0 else { return nil }
        return max(side ?? 0, reserved)
    }

    /// The height the content needs at `width` (a self-sizing cell's, R-LC2): the margins around
    /// the taller of the image and the text — the text and secondary text side by side, or one
    /// above the other.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let c = listConfiguration
        let margins = UIEdgeInsets(c.directionalLayoutMargins, direction: effectiveUserInterfaceLayoutDirection)
        var textWidth = max(0, width - margins.left - margins.right)
        if let room = imageRoom(side: imageSide) { textWidth = max(0, textWidth - room - c.imageToTextPadding) }
        func height(_ label: UILabel, width: CGFloat) -> CGFloat {
            label.isHidden || (label.text ?? "").isEmpty ? 0 : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        let text: CGFloat
        if c.prefersSideBySideTextAndSecondaryText || c.secondaryText == nil {
            let secondaryWidth = c.secondaryText == nil ? 0 : min(textWidth / 2, secondaryLabel.intrinsicContentSize.width)
            let gap = secondaryWidth > 0 ? c.textToSecondaryTextHorizontalPadding : 0
            text = max(height(textLabel, width: textWidth - secondaryWidth - gap), height(secondaryLabel, width: secondaryWidth))
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
        let side = imageSide.map { min(area.height, $0) }
        if let room = imageRoom(side: side) {
            if let side { imageView.frame = CGRect(x: x + (room - side) / 2, y: area.midY - side / 2, width: side, height: side) }
            x += room + c.imageToTextPadding
        }
        let text = CGRect(x: x, y: area.minY, width: max(0, area.maxX - x), height: area.height)
        if c.prefersSideBySideTextAndSecondaryText || c.secondaryText == nil {
            let secondaryWidth = c.secondaryText == nil ? 0 : min(text.width / 2, secondaryLabel.intrinsicContentSize.width)
            let gap = secondaryWidth > 0 ? c.textToSecondaryTextHorizontalPadding : 0
            textLabel.frame = CGRect(x: text.minX, y: text.minY, width: max(0, text.width - secondaryWidth - gap), height: text.height)
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
