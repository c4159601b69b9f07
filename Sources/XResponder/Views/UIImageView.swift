import Foundation

/// Shows a `UIImage`, fitted to its bounds by `contentMode` (R-L2).
///
/// As in UIKit, an image view does not take touches (`isUserInteractionEnabled` is false): a tap on
/// it falls through to its superview (seed 003), unless the application turns interaction on.
@preconcurrency @MainActor
open class UIImageView: UIView {
    // Accessibility (R-A11Y1): an image view is an image, not read unless made an element.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    override var defaultAccessibilityLabel: String? { image?.symbolName }

    public var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while the view is highlighted (a selected table row's image views are);
    /// nil: `image`.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether `highlightedImage` is shown. A table cell sets it while its row is selected or
    /// pressed, as UIKit's does.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue, highlightedImage != nil { setNeedsDisplay() } } }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isUserInteractionEnabled = false
    }

    /// The configuration a symbol image is drawn with here (its size and scale), over the image's
    /// own (iOS 13); images that are not symbols are drawn as they are.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// `image` with the preferred symbol configuration applied, when it is a symbol.
    private func configured(_ image: UIImage?) -> UIImage? {
        guard let image, let preferredSymbolConfiguration, image.symbolConfiguration != nil else { return image }
        return image.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? image
    }

    /// The image's size in points.
    open override var intrinsicContentSize: CGSize {
        configured(image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { configured(image)?.size ?? bounds.size }

    open override func draw(_ rect: CGRect) {
        guard let given = configured((isHighlighted ? highlightedImage : nil) ?? image), let context = UIGraphicsGetCurrentContext() else { return }
        // A catalog image with light and dark variants draws the one of this view's traits.
        let variant = given.imageAsset?.image(with: traitCollection) ?? given
        let image = variant.renderingMode == given.renderingMode ? variant : variant.withRenderingMode(given.renderingMode)
        let target = UIView.contentRect(for: image.size, in: bounds, mode: contentMode)
        context.saveGState()
        context.clip(to: bounds)   // aspect fill and the edge modes may overhang
        // A template (a symbol, or `.alwaysTemplate`) takes the view's tint colour.
        image.draw(in: target, tint: image.fixedTintColor ?? (image.isTemplate ? tintColor : nil))
        context.restoreGState()
    }
}
