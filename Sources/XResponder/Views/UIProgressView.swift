import Foundation

/// A bar that fills as work progresses: a rounded track in `trackTintColor`, filled from the
/// leading edge (the trailing edge right to left) in `progressTintColor` (the tint colour by default).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    // Accessibility (R-A11Y1): progress reads as a percentage.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    /// How a progress view looks: the default bar, or a toolbar's bar.
    public enum Style: Int, Sendable { case `default` = 0, bar = 1 }

    static let height: CGFloat = 4

    open var progressViewStyle: Style = .default { didSet { setNeedsDisplay() } }
    /// From 0 to 1; values outside are clamped, NaN reads as 0.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var progressImage: UIImage?
    open var trackImage: UIImage?

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 150, height: Self.height))
        progressViewStyle = style
    }

    /// Sets the progress; `animated` is accepted (the bar takes the value at once).
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != storedProgress else { return }
        storedProgress = clamped
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        context.setFillColor(trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemGray5))
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: radius)
        context.fillPath()
        let width = bounds.width * CGFloat(storedProgress)
        guard width > 0 else { return }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rtl ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        context.setFillColor(progressTintColor ?? tintColor)
        context.beginPath()
        context.addRoundedRect(filled, cornerRadius: radius)
        context.fillPath()
    }
}
