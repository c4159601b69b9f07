import Foundation

/// What the platform backend (X11) attaches to a realized `UIWindow`.
@MainActor
public protocol PlatformWindow: AnyObject {
    func titleDidChange(_ window: UIWindow)
    func visibilityDidChange(_ window: UIWindow)
    func setNeedsDisplay(_ window: UIWindow)
    /// The pointer over the window should look like `style` (X11: a cursor of the theme, R-TX5).
    func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle)
}

extension PlatformWindow {
    /// Platforms without pointers ignore it.
    public func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle) {}
}
