import Foundation

/// A slider: dragging along it sets `value` between `minimumValue` and `maximumValue` and sends
/// `valueChanged` (continuously, unless `isContinuous` is false). A horizontal pan or swipe on an
/// ancestor does not steal the drag (R-G6).
@preconcurrency @MainActor
open class UISlider: UIControl {
    public var minimumValue: Float = 0 { didSet { value = clamp(value) } }
    public var maximumValue: Float = 1 { didSet { value = clamp(value) } }
    public var value: Float = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    public var isContinuous = true
    public var minimumTrackTintColor: UIColor = .systemBlue

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

    /// Actions get the touch event, as UIKit's do (`action(_:forEvent:)`).
    private func update(from touch: UITouch, event: UIEvent?) {
        let inset: CGFloat = 14
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
        let inset: CGFloat = 14
        let midY = bounds.midY
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let thumbX = bounds.minX + inset + fraction * max(0, bounds.width - 2 * inset)
        context.setFillColor(UIColor.systemGray4)
        context.beginPath()
        context.addRoundedRect(CGRect(x: bounds.minX + inset, y: midY - 2, width: bounds.width - 2 * inset, height: 4), cornerRadius: 2)
        context.fillPath()
        context.setFillColor(minimumTrackTintColor)
        context.beginPath()
        context.addRoundedRect(CGRect(x: bounds.minX + inset, y: midY - 2, width: thumbX - bounds.minX - inset, height: 4), cornerRadius: 2)
        context.fillPath()
        context.setFillColor(isHighlighted ? UIColor(white: 0.9, alpha: 1) : .white)
        context.fillEllipse(in: CGRect(x: thumbX - 12, y: midY - 12, width: 24, height: 24))
        context.setStrokeColor(UIColor.systemGray3)
        context.setLineWidth(0.5)
        context.strokeEllipse(in: CGRect(x: thumbX - 12, y: midY - 12, width: 24, height: 24))
    }

    /// As tall as UIKit's (31 points); as wide as it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 31) }
}
