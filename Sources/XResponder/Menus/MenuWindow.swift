import Foundation

/// One popup of a context menu (R-DT1): a window of its own above every other, without a scene's
/// chrome. On X11 it is an override-redirect window of type `_NET_WM_WINDOW_TYPE_POPUP_MENU`,
/// transient for the window the menu came from; the root popup holds the pointer and keyboard grab.
@MainActor
final class MenuWindow: UIWindow {
    /// In front of alerts: a menu opened from an alert stays above it.
    static let menuLevel = UIWindow.Level(2500)
    let list: MenuListView
    /// The window the menu was opened from (for a submenu, its parent popup): X11's transient-for.
    private weak var opener: UIWindow?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(level: Int, presentation: ContextMenuPresentation, opener: UIWindow?) {
        list = MenuListView(level: level)
        self.opener = opener
        super.init(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        list.presentation = presentation
        windowLevel = Self.menuLevel
        backgroundColor = .secondarySystemGroupedBackground
        title = "Menu"
        addSubview(list)
    }

    override var isPopupMenu: Bool { true }
    override var popupOpener: UIWindow? { opener }

    /// Moves or resizes the popup, and the platform's window with it.
    func place(_ frame: CGRect) {
        guard frame != self.frame else { return }
        self.frame = frame
        platformWindow?.popupFrameDidChange(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        list.frame = bounds
    }

    /// The platform could not grab the pointer for the popup: another program holds it, and a menu
    /// that cannot see outside clicks would never go away. It closes.
    override func popupGrabFailed() {
        list.presentation?.dismiss(reason: "the pointer could not be grabbed")
    }
}
