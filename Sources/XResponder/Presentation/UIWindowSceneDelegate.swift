import Foundation

/// The delegate of a window scene: it keeps the scene's main window (`var window: UIWindow?` in
/// Xcode's template, which creates it in `scene(_:willConnectTo:options:)`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// UIKit's requirement is optional: a delegate without a window property keeps none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
