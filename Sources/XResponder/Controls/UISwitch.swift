import Foundation

/// An on/off switch: a tap toggles it and sends `valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    // Accessibility (R-A11Y1): a switch is a toggle whose value is "1" or "0"; activation flips it.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union([.button, .toggleButton]) }
    override func defaultAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }

    public var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    public var onTintColor: UIColor = .systemGreen

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
    }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var wantsToWinSingleTaps: Bool { true }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        // UIControl has just decided whether the touch ended inside (slop included).
        guard touch != nil, isTouchInside else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = bounds.insetBy(dx: 0.5, dy: 0.5)
        context.setFillColor(isOn ? onTintColor : UIColor.systemGray5)
        context.beginPath()
        context.addRoundedRect(track, cornerRadius: track.height / 2)
        context.fillPath()
        let knobSize = track.height - 4
        let knobX = isOn ? track.maxX - knobSize - 2 : track.minX + 2
        context.setFillColor(isHighlighted ? UIColor(white: 0.93, alpha: 1) : .white)
        context.fillEllipse(in: CGRect(x: knobX, y: track.minY + 2, width: knobSize, height: knobSize))
    }

    /// UIKit's switch is 51 × 31 points, whatever frame it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

