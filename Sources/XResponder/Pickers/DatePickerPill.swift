import Foundation

/// One of a compact date picker's buttons, as iOS 14 draws them: the date ("Nov 30, 2026") or the
/// time ("5:21 PM") on a rounded grey fill, in the tint colour while its popover is open. A click
/// opens the popover (`UIDatePicker.openPopover(for:)`).
final class DatePickerPill: UIControl {
    enum Part { case date, time }

    let part: Part
    let label = UILabel()
    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    /// Whether its popover is open (drawn in the tint colour).
    var isOpen = false { didSet { updateColors() } }

    /// Never in a storyboard or nib: this view is the date picker's own.
    required init?(coder: NSCoder) { return nil }

    init(part: Part) {
        self.part = part
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        addSubview(label)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = part == .date ? "Date" : "Time"
        updateColors()
    }

    var text: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            accessibilityValue = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: (label.intrinsicContentSize.width + 2 * Self.padding).rounded(.up), height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.padding, dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.6 : 1 } }

    override var isEnabled: Bool { didSet { updateColors() } }

    private func updateColors() {
        label.textColor = !isEnabled ? .tertiaryLabel : isOpen ? (tintColor ?? .systemBlue) : .label
    }
}
