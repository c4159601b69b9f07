import Foundation

/// A slider: dragging along it sets `value` between `minimumValue` and `maximumValue` and sends
/// `valueChanged` (continuously, unless `isContinuous` is false). A horizontal pan or swipe on an
/// ancestor does not steal the drag (R-G6).
@preconcurrency @MainActor
open class UISlider: UIControl {
    // Accessibility (R-A11Y1): a slider is adjustable, reads its position as a percentage, and
    // steps by a tenth of its range.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled else { return }
        setValue(value + Float(steps) * (maximumValue - minimumValue) / 10, animated: true)
        sendActions(for: .valueChanged)
    }

    public var minimumValue: Float = 0 { didSet { value = clamp(value) } }
    public var maximumValue: Float = 1 { didSet { value = clamp(value) } }
    public var value: Float = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    public var isContinuous = true
    /// The track left of the thumb; nil (UIKit's default) draws it in `tintColor`.
    public var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track right of the thumb; nil draws it in the system's grey.
    public var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb; nil draws it white, as UIKit's.
    public var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public func setValue(_ value: Float, animated: Bool) { self.value = clamp(value) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(from: touch, event: event)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(from: touch, event: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged, event: event) }
    }

    /// How far in from each end the thumb's centre travels.
    static let trackInset: CGFloat = 14

    /// Where the thumb's centre is when the value is `fraction` of the way along (0 … 1).
    package func thumbCenter(atFraction fraction: CGFloat) -> CGPoint {
        let inset = Self.trackInset
        return CGPoint(x: bounds.minX + inset + min(max(fraction, 0), 1) * max(0, bounds.width - 2 * inset), y: bounds.midY)
    }

    /// How far along the value is (0 … 1).
    package var valueFraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((value - minimumValue) / span) : 0
    }

    /// Actions get the touch event, as UIKit's do (`action(_:forEvent:)`).
    private func update(from touch: UITouch, event: UIEvent?) {
        let inset = Self.trackInset
        let usable = max(1, bounds.width - 2 * inset)
        let fraction = Float(min(max((touch.location(in: self).x - bounds.minX - inset) / usable, 0), 1))
        let newValue = clamp(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != value else { return }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged, event: event) }
    }

    private func clamp(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled,
           gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let inset = Self.trackInset
        let midY = bounds.midY
        let thumbX = thumbCenter(atFraction: valueFraction).x
        context.setFillColor(maximumTrackTintColor ?? UIColor.systemGray4)
        context.beginPath()
        context.addRoundedRect(CGRect(x: bounds.minX + inset, y: midY - 2, width: bounds.width - 2 * inset, height: 4), cornerRadius: 2)
        context.fillPath()
        context.setFillColor(minimumTrackTintColor ?? tintColor)
        context.beginPath()
        context.addRoundedRect(CGRect(x: bounds.minX + inset, y: midY - 2, width: thumbX - bounds.minX - inset, height: 4), cornerRadius: 2)
        context.fillPath()
        context.setFillColor(thumbTintColor ?? (isHighlighted ? UIColor(white: 0.9, alpha: 1) : .white))
        context.fillEllipse(in: CGRect(x: thumbX - 12, y: midY - 12, width: 24, height: 24))
        context.setStrokeColor(UIColor.systemGray3)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: CGRect(x: thumbX - 12, y: midY - 12, width: 24, height: 24))
    }

    /// As tall as UIKit's (31 points); as wide as it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 31) }
}
