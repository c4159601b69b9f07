import Foundation

/// A scene's delegate (R-AS4), created by the application from the scene configuration's class.
///
/// The protocol asks for `init()`, which is how the application makes it without Objective-C:
/// a `final class SceneDelegate: UIResponder, UIWindowSceneDelegate` satisfies it with the inherited
/// initializer. Xcode's template writes the class without `final`; the porting tool (`xrport`) adds
/// it, or declare `required override init()` yourself.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    init()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
