import Foundation

/// A button, drawn as UIKit draws it (R-AP2).
///
/// - `.custom` (what `UIButton()` and `UIButton(frame:)` make) draws nothing of its own: only the
///   titles, images and background images you set, white titles by default.
/// - `.system` draws its title in the tint colour, no background; pressed, the title fades.
/// - `.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd` and `.close` draw their glyphs.
/// - With a `configuration` (`UIButton(configuration: .filled())`), the configuration's style draws
///   the background, colours and padding, and `configurationUpdateHandler` runs on each state change.
///
/// `titleLabel` and `imageView` are optional as in UIKit; they are made when first asked for.
/// Fires `touchUpInside` (and `primaryActionTriggered`) on a tap; wins single taps over ancestors'
/// tap recognizers (R-G6).
@preconcurrency @MainActor
open class UIButton: UIControl {
    // Accessibility (R-A11Y1): a button reads its title (or its symbol's name) and presses.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        return currentImage?.symbolName
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    override func defaultAccessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        if showsMenuAsPrimaryAction, menu != nil { return presentButtonMenu(byKeyboard: true) }
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// What a button is made as (`UIButton(type:)`): custom, system, detail disclosure, info, contact-add, close.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        public static let roundedRect = ButtonType.system
    }

    public internal(set) var buttonType: ButtonType

    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var subtitleLabelStorage: UILabel?
    private var isUpdatingConfiguration = false
    /// iOS 14: the button's menu, shown on a right click (or a held touch), or on a click when
    /// `showsMenuAsPrimaryAction` (`UIButton+Menu.swift`).
    open var menu: UIMenu? { didSet { menuDidChange() } }
    /// iOS 15: a pop-up button; choosing an action makes it the one selected and the button's title.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// The menu interaction's delegate, held here (the interaction holds it weakly).
    var menuProvider: ButtonMenuProvider?

    /// A menu that is the primary action opens on the press, as UIKit opens it; the touch is not
    /// tracked and sends no touch events.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if showsMenuAsPrimaryAction, menu != nil, isEnabled, !isTracking {
            presentButtonMenu(byKeyboard: false)
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// The space around the title and image (deprecated in UIKit for configurations, still used).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Custom buttons darken their image while pressed (UIKit's default, true).
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false

    /// A button of `buttonType`. A convenience initializer, as in UIKit: it goes through
    /// `init(frame:)`, so a subclass that overrides only that (and `init?(coder:)`) inherits it,
    /// and `MyButton()` and `MyButton(type: .system)` run the subclass's `init(frame:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType.drawsGlyph { frame.size = intrinsicContentSize }
    }

    /// A `.custom` button, as in UIKit: it draws nothing until you give it a title, image or
    /// background.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button from a storyboard or nib: its type is the file's `buttonType` (`custom` when absent).
    public required init?(coder: NSCoder) {
        buttonType = NibCoder.buttonType(in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
    }

    /// A button of `buttonType` that runs `primaryAction` on tap, titled and imaged by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A button drawn by `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        // Observers do not run for assignments inside an initialiser, so the content is applied here.
        self.configuration = configuration
        contentDidChange()
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if self.configuration?.title == nil { self.configuration?.title = primaryAction.title }
        }
    }

    private func adopt(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
        addAction(action, for: .primaryActionTriggered)
    }

    open override var wantsToWinSingleTaps: Bool { true }

    // MARK: Configuration

    /// The style and content the button draws; nil for the classic title-and-image button.
    open var configuration: Configuration? {
        didSet {
            if configuration != nil, buttonType == .custom { buttonType = .plain }
            contentDidChange()
        }
    }

    /// Runs whenever the button's state changes (and on `setNeedsUpdateConfiguration()`), to set
    /// `configuration` for the new state.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }

    /// Asks for `updateConfiguration()` now (UIKit defers it to the next layout; the result is
    /// the same: the next frame shows it).
    open func setNeedsUpdateConfiguration() { updateConfiguration() }

    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        if let handler = configurationUpdateHandler { handler(self) }
        contentDidChange()
    }

    // MARK: State

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }

    private func stateDidChange() {
        if configurationUpdateHandler != nil { updateConfiguration() } else { contentDidChange() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    /// Titles, images or style changed: the labels take the state's values; size and layout follow.
    func contentDidChange() {
        applyContent()
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let configuration {
            ButtonDrawing.drawBackground(of: configuration, state: state, tint: tintColor, in: backgroundRect(forBounds: bounds))
        } else if let background = currentBackgroundImage {
            background.draw(in: backgroundRect(forBounds: bounds))
        }
        if buttonType.drawsGlyph {
            ButtonDrawing.drawGlyph(buttonType, color: glyphColor, in: bounds, context: context)
        }
    }

    private var glyphColor: UIColor {
        let base = buttonType == .close ? UIColor(rgb: 0x8E8E93) : tintColor ?? .systemBlue
        if !isEnabled { return Configuration.disabledForeground }
        return isHighlighted ? base.withAlphaComponent(base.alpha * 0.3) : base
    }

    // MARK: Layout (UIButton+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// Where the background (image or configuration fill) goes.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The bounds less the content insets.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentInsets) }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { defaultTitleRect(contentRect) }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { defaultImageRect(contentRect) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }
    open override var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }
}

extension UIButton.ButtonType {
    /// The types that draw a system glyph instead of a title.
    var drawsGlyph: Bool {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: true
        case .custom, .system, .plain: false
        }
    }
}
