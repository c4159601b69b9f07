import Foundation

/// The colour picker's spectrum, as iOS's "Spectrum" tab draws it: hues across, paler towards
/// the top (white over the top half) and darker towards the bottom (black over the bottom half).
/// A click or a drag picks the colour under the pointer, shown by a ring; the colour at a point is
/// exactly what is drawn there (the overlays' mix is HSB's saturation and brightness).
final class ColorSpectrumView: UIControl {
    private let hues = CAGradientLayer()
    private let whites = CAGradientLayer()
    private let blacks = CAGradientLayer()
    private let ring = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
    /// Where the picked colour lies, in unit coordinates of the spectrum; nil: not in it.
    private(set) var picked: CGPoint?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        clipsToBounds = true
        hues.startPoint = CGPoint(x: 0, y: 0.5)
        hues.endPoint = CGPoint(x: 1, y: 0.5)
        hues.colors = (0...6).map { UIColor(hue: CGFloat($0) / 6, saturation: 1, brightness: 1, alpha: 1).cgColor }
        whites.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
        blacks.colors = [UIColor.black.withAlphaComponent(0).cgColor, UIColor.black.cgColor]
        for gradient in [hues, whites, blacks] { layer.addSublayer(gradient) }
        ring.layer.cornerRadius = 11
        ring.layer.borderWidth = 3
        ring.layer.borderColor = UIColor.white.cgColor
        ring.layer.shadowOpacity = 0.3
        ring.layer.shadowRadius = 2
        ring.layer.shadowOffset = .zero
        ring.isUserInteractionEnabled = false
        ring.isHidden = true
        addSubview(ring)
        accessibilityLabel = "Spectrum"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hues.frame = bounds
        whites.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        blacks.frame = CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        CATransaction.commit()
        placeRing()
    }

    /// The colour drawn at `unit` (0…1 across and down).
    static func color(at unit: CGPoint) -> UIColor {
        let x = min(max(unit.x, 0), 1), y = min(max(unit.y, 0), 1)
        let hue = x >= 1 ? 0 : x
        if y < 0.5 { return UIColor(hue: hue, saturation: y * 2, brightness: 1, alpha: 1) }
        return UIColor(hue: hue, saturation: 1, brightness: 1 - (y - 0.5) * 2, alpha: 1)
    }

    /// Where `color` lies in the spectrum (its nearest place: a colour both pale and dark has none).
    static func unitPoint(of color: UIColor) -> CGPoint {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        let y = b >= 1 - 1e-6 ? s / 2 : 0.5 + (1 - b) / 2
        return CGPoint(x: h, y: y)
    }

    /// Shows the ring at `color`'s place.
    func show(_ color: UIColor) {
        picked = Self.unitPoint(of: color)
        placeRing()
    }

    private func placeRing() {
        guard let picked, bounds.width > 0 else { ring.isHidden = true; return }
        ring.isHidden = false
        ring.center = CGPoint(x: picked.x * bounds.width, y: picked.y * bounds.height)
        ring.backgroundColor = Self.color(at: picked)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    private func pick(at point: CGPoint) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        picked = CGPoint(x: min(max(point.x / bounds.width, 0), 1), y: min(max(point.y / bounds.height, 0), 1))
        placeRing()
        sendActions(for: .valueChanged)
    }

    /// The colour picked last.
    var pickedColor: UIColor? { picked.map(Self.color(at:)) }
}
