import Foundation

/// What the platform backend (X11) attaches to a realized `UIWindow`.
@preconcurrency @MainActor
public protocol PlatformWindow: AnyObject {
    func titleDidChange(_ window: UIWindow)
    func visibilityDidChange(_ window: UIWindow)
    func setNeedsDisplay(_ window: UIWindow)
    /// The pointer over the window should look like `style` (X11: a cursor of the theme, R-TX5).
    func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle)
    /// Tab (Shift+Tab) went past the window's last (first) focusable view: a window embedded in
    /// another program hands the keyboard focus on to the host's next widget and returns true;
    /// a top-level window returns false and the focus wraps around inside it (R-E1).
    func passKeyFocusToHost(from window: UIWindow, backwards: Bool) -> Bool
    /// A scene's size restrictions changed (X11: the window manager's size hints, R-AS4).
    func sizeLimitsDidChange(_ window: UIWindow, minimum: CGSize, maximum: CGSize)
    /// A popup menu grew or moved (a deferred element loaded): the platform places popups itself,
    /// with no window manager between (X11: the window is moved and resized) (R-DT1).
    func popupFrameDidChange(_ window: UIWindow)
    /// The app placed a top-level window anew (it joined a scene, which sizes it): the platform
    /// asks for that frame (X11: the window manager may still place it otherwise).
    func placementDidChange(_ window: UIWindow)
    /// The window as xdg-desktop-portal names a dialog's parent ("x11:<hex id>"), so that the
    /// desktop's file chooser is modal to it and placed over it; empty when it has no such name.
    var portalParentWindow: String { get }
    /// Brings the window to the front with the keyboard focus (X11: through the window manager).
    func activate(_ window: UIWindow)
    /// The id a global menu registrar knows the window by (X11: the window's id); nil for windows
    /// that have no menu of their own (embedded ones, popups).
    var globalMenuWindowID: UInt32? { get }
}

extension PlatformWindow {
    /// Platforms without a global menu have no ids for it.
    public var globalMenuWindowID: UInt32? { nil }
    /// Platforms without pointers ignore it.
    public func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle) {}
    /// Top-level windows keep the focus: it wraps around.
    public func passKeyFocusToHost(from window: UIWindow, backwards: Bool) -> Bool { false }
    /// Platforms without a window manager ignore them.
    public func sizeLimitsDidChange(_ window: UIWindow, minimum: CGSize, maximum: CGSize) {}
    /// Platforms without windows of their own ignore it.
    public func popupFrameDidChange(_ window: UIWindow) {}
    /// Platforms without windows of their own ignore it.
    public func placementDidChange(_ window: UIWindow) {}
    /// Platforms without desktop portals have no name for it.
    public var portalParentWindow: String { "" }
    /// Platforms without windows of their own ignore it.
    public func activate(_ window: UIWindow) {}
}
