import Foundation

/// A scene's status bar, as UIKit reports it. On a desktop the window manager's title bar is
/// outside the window, so inside it there is no status bar: hidden, with a zero frame, which is
/// what layout code that subtracts `statusBarFrame.height` needs to lay out right.
@preconcurrency @MainActor
public final class UIStatusBarManager {
    public var statusBarStyle: UIStatusBarStyle { .default }
    public var isStatusBarHidden: Bool { true }
    public var statusBarFrame: CGRect { .zero }
    init() {}
}

extension UIWindowScene {
    /// The scene's status bar: none (see `UIStatusBarManager`).
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

extension UIViewController {
    /// Tells UIKit to ask `preferredStatusBarStyle` again: nothing to update here.
    public func setNeedsStatusBarAppearanceUpdate() {}
    /// Tells UIKit to ask `supportedInterfaceOrientations` again: nothing to update here.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}
