import Foundation

extension UIScrollView {
    /// Pull to refresh (R-BR1): the control lies above the content, behind it; the scroll view
    /// then bounces vertically even when its content is short, as UIKit's does.
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            if let old = refreshControlStorage, old.superview === self {
                if old.isRefreshing { old.endRefreshing() }
                old.removeFromSuperview()
            }
            refreshControlStorage = newValue
            guard let control = newValue else { return }
            insertSubview(control, at: 0)
            control.scrollViewDidScroll(self)
        }
    }

    /// The control's room opened or closed. Opening leaves the content where it is (a pull
    /// already shows the control; after `beginRefreshing()` in code the app scrolls to it if it
    /// wants, as in UIKit); closing moves content pulled into the room back up.
    func refreshInsetDidChange(adding: Bool) {
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if !adding, contentOffset.y < minimumContentOffset.y, !isDragging {
            setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset.y), animated: true)
        }
    }
}

extension UIWindow {
    /// F5 that no responder used refreshes the first shown scroll view with a refresh control,
    /// scrolled to show it, as reloading does in a desktop app (R-BR1). Answers whether it did.
    func handleUnusedRefreshKey(_ presses: Set<UIPress>) -> Bool {
        guard presses.count == 1, let key = presses.first?.key, key.keyCode == .keyboardF5,
              key.modifierFlags.subtracting([.alphaShift, .numericPad]).isEmpty else { return false }
        let found = TreeWalk.first(from: self, shownOnly: true) { view in
            guard let control = (view as? UIScrollView)?.refreshControl else { return false }
            return control.isEnabled && !control.isRefreshing
        }
        guard let scroll = found as? UIScrollView, let control = scroll.refreshControl else { return false }
        control.triggerByUser()
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: scroll.minimumContentOffset.y), animated: true)
        return true
    }
}
