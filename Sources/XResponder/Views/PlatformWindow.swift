import Foundation

/// What the platform backend (X11) attaches to a realized `UIWindow`.
@MainActor
public protocol PlatformWindow: AnyObject {
    func titleDidChange(_ window: UIWindow)
    func visibilityDidChange(_ window: UIWindow)
    func setNeedsDisplay(_ window: UIWindow)
}
