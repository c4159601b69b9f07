import Foundation

/// A colour well (R-BR1's pickers): a ring of hues around the selected colour (a slash through an
/// empty well when there is none). A click opens the system colour picker as a popover at the well;
/// each colour picked there becomes `selectedColor` and sends `.valueChanged`. `title` titles the
/// picker; `supportsAlpha` lets it pick opacity.
@preconcurrency @MainActor
open class UIColorWell: UIControl, UIColorPickerViewControllerDelegate {
    open var title: String?
    open var supportsAlpha = true
    /// Setting it in code draws it and sends nothing (as in UIKit).
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The picker while it is up.
    private(set) weak var picker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        backgroundColor = .clear
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Colour well"
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY), radius = side / 2
        // The hue ring: 36 wedges, red at the top, clockwise.
        let wedges = 36
        for index in 0..<wedges {
            let start = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(wedges)
            let end = start + 2 * .pi / CGFloat(wedges) + 0.02
            context.setFillColor(UIColor(hue: CGFloat(index) / CGFloat(wedges), saturation: 1, brightness: 1, alpha: 1))
            context.move(to: center)
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.closePath()
            context.fillPath()
        }
        // A gap in the window's background, then the colour.
        let gap = radius * 0.72, inner = radius * 0.58
        context.setFillColor(UIColor.systemBackground)
        context.fillEllipse(in: CGRect(x: center.x - gap, y: center.y - gap, width: gap * 2, height: gap * 2))
        let well = CGRect(x: center.x - inner, y: center.y - inner, width: inner * 2, height: inner * 2)
        if let selectedColor {
            context.setFillColor(selectedColor)
            context.fillEllipse(in: well)
        } else {
            context.setStrokeColor(UIColor.secondaryLabel)
            context.setLineWidth(1.5)
            context.move(to: CGPoint(x: well.minX + inner * 0.3, y: well.maxY - inner * 0.3))
            context.addLine(to: CGPoint(x: well.maxX - inner * 0.3, y: well.minY + inner * 0.3))
            context.strokePath()
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { showPicker() }
    }

    /// Opens the picker at the well, from the controller the well's view belongs to (its topmost
    /// presentation). Nothing when the well is in no controller's view or a picker is up.
    func showPicker() {
        guard picker == nil, let presenter = popoverPresenter else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.delegate = self
        picker.popoverPresentationController?.sourceView = self
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}
