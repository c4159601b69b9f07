import Foundation

/// A button in a navigation bar or a toolbar (R-AS2): a title, an image, a system item, a custom
/// view or a flexible or fixed space, sending its action to its target (nil: along the responder
/// chain from the first responder, as UIKit does) or running its `primaryAction`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item's title is drawn: plain, or emphasized (`.done`).
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        /// Bold, for the action that completes the screen.
        case done = 2
    }

    /// UIKit's system items, drawn with their localized English title or their symbol.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The SF Symbols name drawn for the item, or nil for a titled item.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrow.uturn.backward"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "bookmark"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            default: nil
            }
        }

        /// The title drawn for a titled item (and the accessibility label of every item).
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .pageCurl: "Page"
            default: String(describing: self).prefix(1).uppercased() + String(describing: self).dropFirst()
            }
        }
    }

    open var style: Style = .plain { didSet { barItemDidChange() } }
    /// Weak, as in UIKit: the item does not keep its target alive.
    open weak var target: AnyObject?
    open var action: Selector?
    /// A closure action, run instead of target-action when set.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if !primaryAction.title.isEmpty { title = primaryAction.title }
                if let actionImage = primaryAction.image { image = actionImage }
            }
        }
    }
    /// iOS 14: a menu the item shows — on a click when it has no primary action or target-action,
    /// else on a right click or a held touch.
    open var menu: UIMenu? { didSet { barItemDidChange() } }
    /// The width of a fixed space (or of a titled item, when positive).
    open var width: CGFloat = 0 { didSet { barItemDidChange() } }
    open var customView: UIView? { didSet { barItemDidChange() } }
    open var tintColor: UIColor? { didSet { barItemDidChange() } }
    open var isSelected = false
    open var isHidden = false { didSet { barItemDidChange() } }
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = ActionTarget.object(target)
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = ActionTarget.object(target)
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = ActionTarget.object(target)
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item running a closure or showing a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A titled or imaged item running a closure or showing a menu (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The item was clicked: its primary action, else its action to its target or along the chain.
    func perform(from sender: Any?) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    }

    /// The view a bar shows for this item: its custom view, or a system button with its title or
    /// image (bold for `.done`), tinted, that performs the item when clicked.
    func makeView() -> UIView {
        if let customView { return customView }
        let button = BarButton(item: self)
        return button
    }
}

/// The button a bar shows for a `UIBarButtonItem`.
@MainActor
final class BarButton: UIButton {
    /// Weak: the item owns nothing of the bar, and the bar makes its buttons anew on each change.
    weak var item: UIBarButtonItem?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        buttonType = .system
        let symbol = item.systemItem?.symbolName.flatMap { UIImage(systemName: $0) }
        if let image = item.image ?? symbol {
            setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        } else {
            setTitle(item.title ?? item.systemItem?.title ?? "", for: .normal)
            titleLabel?.font = item.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        }
        if let tint = item.tintColor { tintColor = tint }
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityLabel ?? item.title ?? item.systemItem?.title
        addAction(UIAction { [weak item] action in item?.perform(from: action.sender) }, for: .touchUpInside)
        if let menu = item.menu {
            self.menu = menu
            showsMenuAsPrimaryAction = item.primaryAction == nil && item.action == nil
        }
    }

    /// In its bar: the item's tint and title attributes, else the appearance rules' (R-BR3).
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let item, superview != nil else { return }
        let style = AppearanceProxies.itemStyle(for: item, in: superview)
        if let tint = style.tint { tintColor = tint }
        if let attributes = style.attributes {
            if let font = attributes[.font] as? UIFont { titleLabel?.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { setTitleColor(color, for: .normal) }
        }
    }

    /// The width the bar gives the button: its content, at least 44 points (a comfortable target),
    /// or the item's own width.
    var barWidth: CGFloat {
        if let width = item?.width, width > 0 { return width }
        return max(44, sizeThatFits(CGSize(width: 400, height: 44)).width + 8)
    }
}
