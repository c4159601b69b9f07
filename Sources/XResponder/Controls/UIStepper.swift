import Foundation

/// A − / + control: a tap on the left half decrements `value` by `stepValue`, on the right half
/// increments it, and sends `valueChanged`. Wins single taps over ancestors' tap recognizers (R-G6).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    // Accessibility (R-A11Y1): a stepper adjusts by its step and reads its value.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled else { return }
        value = min(max(value + Double(steps) * stepValue, minimumValue), maximumValue)
        sendActions(for: .valueChanged)
    }

    public var value: Double = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    /// Past the ends, wrap around instead of stopping.
    public var wraps = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
    }

    open override var wantsToWinSingleTaps: Bool { true }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        // UIControl has just decided whether the touch ended inside (slop included).
        guard let touch, isTouchInside else { return }
        let step = touch.location(in: self).x < bounds.midX ? -stepValue : stepValue
        var next = value + step
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemGray6)
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: 8)
        context.fillPath()
        context.setStrokeColor(UIColor.label)
        context.setLineWidth(2)
        let quarter = bounds.width / 4, mid = bounds.midY
        context.beginPath()
        context.move(to: CGPoint(x: quarter - 7, y: mid))
        context.addLine(to: CGPoint(x: quarter + 7, y: mid))
        context.move(to: CGPoint(x: 3 * quarter - 7, y: mid))
        context.addLine(to: CGPoint(x: 3 * quarter + 7, y: mid))
        context.move(to: CGPoint(x: 3 * quarter, y: mid - 7))
        context.addLine(to: CGPoint(x: 3 * quarter, y: mid + 7))
        context.strokePath()
    }

    /// UIKit's stepper is 94 × 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

