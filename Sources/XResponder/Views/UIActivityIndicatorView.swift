import Foundation

/// The spinning wheel of "busy": eight spokes, the bright one moving on eight times a second with
/// the others fading behind it. It turns on the application clock's frames while animating, so
/// headless tests can step it, and hides once stopped when `hidesWhenStopped` (UIKit's default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    // Accessibility (R-A11Y1): read as "In progress" while it spins.
    override var defaultIsAccessibilityElement: Bool { isAnimating }
    override var defaultAccessibilityLabel: String? { "In progress" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    /// The size and colour of an activity indicator: medium or large (and the older white and gray styles).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// The styles before iOS 13, drawn as medium and large.
        case whiteLarge = 0, white = 1, gray = 2
    }

    /// Spokes in the wheel and steps a second, as iOS draws it.
    static let spokes = 8
    static let stepsPerSecond: Double = 8

    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    open var color: UIColor! { didSet { setNeedsDisplay() } }
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    public private(set) var isAnimating = false
    /// The spoke drawn brightest.
    private(set) var step = 0
    private var startTime: TimeInterval = 0

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(for: style)))
    }

    /// An indicator from a storyboard or nib, of the file's `style` (`medium` when absent).
    public required init?(coder: NSCoder) {
        style = NibCoder.activityIndicatorStyle(in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
        isHidden = true
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// The legacy name of `init(style:)`.
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    static func side(for style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }

    open override var intrinsicContentSize: CGSize { Self.side(for: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.side(for: style) }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateHidden()
        let application = UIApplication.shared
        startTime = application.clock.now
        application.frameTicker.add(self) { [weak self] now in self?.tick(now) ?? false }
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        UIApplication.shared.frameTicker.remove(self)
        updateHidden()
        setNeedsDisplay()
    }

    private func tick(_ now: TimeInterval) -> Bool {
        guard isAnimating else { return false }
        let next = Int((now - startTime) * Self.stepsPerSecond) % Self.spokes
        if next != step {
            step = next
            setNeedsDisplay()
        }
        return true
    }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// Eight rounded spokes around the centre; the current one opaque, the ones behind it fading.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side / 4
        let base = color ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel)
        let lineWidth = max(2, side / 10)
        context.setLineCap(.round)
        context.setLineWidth(lineWidth)
        for spoke in 0..<Self.spokes {
            let age = (step - spoke + Self.spokes) % Self.spokes
            let alpha = isAnimating ? 1 - CGFloat(age) / CGFloat(Self.spokes) * 0.85 : 0.5
            let angle = CGFloat(spoke) / CGFloat(Self.spokes) * 2 * .pi - .pi / 2
            context.setStrokeColor(base.withAlphaComponent(base.alpha * alpha))
            context.beginPath()
            context.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            // The round cap reaches half the line's width past the end: it ends inside the bounds.
            let end = outer - lineWidth / 2
            context.addLine(to: CGPoint(x: center.x + cos(angle) * end, y: center.y + sin(angle) * end))
            context.strokePath()
        }
    }
}
