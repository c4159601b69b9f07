import Foundation

/// A push button: a title drawn with Pango on a rounded, tinted background that darkens while
/// highlighted. Fires `touchUpInside` (and `primaryActionTriggered`) on a tap; wins single taps over
/// ancestors' tap recognizers (R-G6).
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom = 0, system = 1 }

    public let buttonType: ButtonType
    /// The label that shows the title.
    public let titleLabel = UILabel(frame: .zero)
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The fill behind the title; `.systemBlue` for system buttons.
    public var tintColor: UIColor = .systemBlue { didSet { setNeedsDisplay() } }
    public var cornerRadius: CGFloat = 8 { didSet { setNeedsDisplay() } }

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        configure()
    }

    public override init(frame: CGRect) {
        buttonType = .system
        super.init(frame: frame)
        configure()
    }

    /// A system button that runs `primaryAction` on tap.
    public convenience init(primaryAction: UIAction) {
        self.init(type: .system)
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    private func configure() {
        isOpaque = false
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .white
        addSubview(titleLabel)
    }

    open override var wantsToWinSingleTaps: Bool { true }

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
        invalidateIntrinsicContentSize()
    }

    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    public func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    public var currentTitle: String? { title(for: state) }

    open override var isHighlighted: Bool { didSet { updateTitle() } }

    private func updateTitle() {
        titleLabel.text = currentTitle
        titleLabel.textColor = titleColor(for: state) ?? (buttonType == .system ? .white : .label)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }

    open override func draw(_ rect: CGRect) {
        guard buttonType == .system, let context = UIGraphicsGetCurrentContext() else { return }
        let base = isEnabled ? tintColor : .systemGray
        let fill = isHighlighted
            ? UIColor(red: base.red * 0.7, green: base.green * 0.7, blue: base.blue * 0.7, alpha: base.alpha) : base
        context.setFillColor(fill)
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: cornerRadius)
        context.fillPath()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel.sizeThatFits(size)
        return CGSize(width: text.width + 32, height: max(text.height + 14, 34))
    }

    /// The title plus the button's padding (R-L1).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }
}
