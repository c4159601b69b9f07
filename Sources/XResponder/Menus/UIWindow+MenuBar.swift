import Foundation

extension UIWindow {
    /// The bar showing the main menu in this window (R-DA1), if it has one.
    var menuBarView: MenuBarView? { menuBarStorage }

    /// Whether this window offers the main menu: a window of the app's screens (one with a root
    /// view controller, at the normal level, not a popup) on a platform whose windows carry menus.
    var showsMainMenu: Bool {
        !isPopupMenu && windowLevel == .normal && rootViewController != nil
            && UIApplication.sharedIfExists?.platformBackend?.showsMenuBarInWindows == true
    }

    /// Whether this window shows the menu bar: it offers the main menu, and the desktop does not
    /// show it in a global menu bar instead (`GlobalMenu`).
    var wantsMenuBar: Bool { showsMainMenu && GlobalMenu.current?.isShownByDesktop != true }

    /// Adds or removes the bar as `wantsMenuBar` says, moves the root view and presentations to
    /// the content area, and tells the window's views their safe area moved. Called when the window shows and when its root changes.
    func updateMenuBar() {
        // A window that offers the menu only now (its root set after it was shown, or a
        // registrar heard of while it had none) is registered now: registering when it showed
        // and when the registrar came would miss it. Registering twice does nothing.
        GlobalMenu.current?.register(self)
        let wanted = wantsMenuBar
        guard wanted != (menuBarStorage != nil) else { return }
        if wanted {
            let bar = MenuBarView()
            menuBarStorage = bar
            addSubview(bar)
            UIMenuSystem.main.didInvalidate = {
                for window in UIApplication.sharedIfExists?.windows ?? [] { window.menuBarStorage?.reloadIfNeeded() }
            }
        } else {
            menuBarStorage?.close()
            menuBarStorage?.removeFromSuperview()
            menuBarStorage = nil
        }
        // The root view and any presentation move below the bar, or back up to the top.
        for view in subviews where view === rootViewController?.viewIfLoaded || view is PresentationContainerView {
            placeFillingView(view)
        }
        setNeedsLayout()
        TreeWalk.forEach(in: self) { $0.safeAreaDidChange() }
    }

    /// The part of the window below the menu bar, in the window's coordinates: where the root
    /// view and presentations go. The bar is chrome, as in a GTK window or under Mac Catalyst,
    /// so an app that lays its root view out from y = 0 is not covered by it.
    var contentBounds: CGRect {
        let inset = min(menuBarInset, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + inset, width: bounds.width, height: bounds.height - inset)
    }

    /// Where a view that fills the window goes: a presentation's container takes the content
    /// area in window coordinates (see `PresentationContainerView.fill`), a root view its frame.
    func placeFillingView(_ view: UIView) {
        if let container = view as? PresentationContainerView { container.fill(contentBounds) } else { view.frame = contentBounds }
    }

    /// The bar across the top, in front of everything the app put in the window.
    func layoutMenuBar() {
        guard let bar = menuBarStorage else { return }
        let frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: MenuBarView.Metrics.height)
        if bar.frame != frame { bar.frame = frame }
        if subviews.last !== bar { bringSubviewToFront(bar) }
    }

    /// The height the bar takes from the top of the window. The window's safe area is inset by
    /// it too, so a view the app puts over the bar learns it is covered, as under a status bar.
    var menuBarInset: CGFloat { menuBarStorage == nil ? 0 : MenuBarView.Metrics.height }

    /// F10 opens the bar's first menu and Alt with a title's mnemonic that menu (R-DA1), when no
    /// responder used the key, as GTK's menu bars do.
    func handleUnusedMenuBarKey(_ presses: Set<UIPress>) -> Bool {
        guard let bar = menuBarStorage, presses.count == 1, let key = presses.first?.key else { return false }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        if key.keyCode == .keyboardF10, modifiers.isEmpty { return bar.open(0, byKeyboard: true) }
        guard modifiers == .alternate, let letter = key.charactersIgnoringModifiers.lowercased().first, letter.isLetter
        else { return false }
        return bar.openMenu(mnemonic: letter)
    }
}
