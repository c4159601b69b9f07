import Foundation

/// What drives a real application: the X11 backend implements it. `UIApplication.run()` hands control
/// to the installed backend; with none, a headless loop services the queue and the main run loop.
@preconcurrency @MainActor
public protocol PlatformBackend: AnyObject {
    /// Runs until `stop()` is called. Throws when the platform fails (the X display connection is
    /// lost): the application decides what to do, nothing exits behind its back (R-X5).
    func run(_ application: UIApplication) throws
    /// Makes `run` return after the current turn.
    func stop()
    /// A window became visible and has no platform window yet: realize it (X11: create and map).
    func windowDidBecomeVisible(_ window: UIWindow)
    /// Whether input has arrived that the loop has not read yet: idle-time work (a long text's
    /// measuring) stops its slice early for it.
    var hasUnreadInput: Bool { get }
    /// Whether the app's windows show the main menu as a menu bar (R-DA1): a desktop's windows do
    /// unless the desktop shows the menu itself; headless platforms have no bar.
    var showsMenuBarInWindows: Bool { get }
}

extension PlatformBackend {
    public var hasUnreadInput: Bool { false }
    public var showsMenuBarInWindows: Bool { false }
}
