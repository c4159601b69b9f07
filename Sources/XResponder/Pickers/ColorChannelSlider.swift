import Foundation

/// One channel of the colour picker's "Sliders" tab, as iOS draws it: a rounded track whose
/// gradient runs from the colour with the channel at 0 to the colour with it at full, a white
/// thumb, and the channel's name above. A click or a drag sets `value` (0…1); arrow keys step
/// by 1/255 when focused by the picker's fields.
final class ColorChannelSlider: UIControl {
    private let track = CAGradientLayer()
    private let thumb = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    let nameLabel = UILabel()
    static let trackHeight: CGFloat = 28

    var value: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(name: String) {
        super.init(frame: .zero)
        nameLabel.text = name.uppercased()
        nameLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        nameLabel.textColor = .secondaryLabel
        addSubview(nameLabel)
        track.startPoint = CGPoint(x: 0, y: 0.5)
        track.endPoint = CGPoint(x: 1, y: 0.5)
        track.cornerRadius = Self.trackHeight / 2
        layer.addSublayer(track)
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 14
        thumb.layer.borderWidth = 2
        thumb.layer.borderColor = UIColor.white.cgColor
        thumb.layer.shadowOpacity = 0.3
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        accessibilityLabel = name
    }

    override var accessibilityValue: String? {
        get { "\(Int((value * 255).rounded()))" }
        set {}
    }

    /// The track's two ends: the colour with this channel at 0 and at full.
    func setEnds(_ low: UIColor, _ high: UIColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.colors = [low.cgColor, high.cgColor]
        CATransaction.commit()
    }

    private var trackFrame: CGRect {
        CGRect(x: 0, y: bounds.height - Self.trackHeight, width: bounds.width, height: Self.trackHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - Self.trackHeight - 4))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.frame = trackFrame
        CATransaction.commit()
        let travel = max(0, trackFrame.width - thumb.bounds.width)
        thumb.center = CGPoint(x: thumb.bounds.width / 2 + travel * min(max(value, 0), 1), y: trackFrame.midY)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    private func follow(_ touch: UITouch) {
        let travel = trackFrame.width - thumb.bounds.width
        guard travel > 0 else { return }
        value = min(max((touch.location(in: self).x - thumb.bounds.width / 2) / travel, 0), 1)
        sendActions(for: .valueChanged)
    }
}
