import Foundation

/// The storyboard an app starts with (R-IB5), as UIKit starts it: for an app without scenes, after
/// `application(_:willFinishLaunchingWithOptions:)` a window is made, given to the delegate's
/// `window`, and its root controller is the storyboard's initial one; after
/// `didFinishLaunchingWithOptions` it is made key and visible. For a scene, the same happens before
/// `scene(_:willConnectTo:options:)`, with the scene delegate's `window`.
///
/// Which storyboard: `Info.plist`'s scene manifest (`UISceneStoryboardFile`) for scenes, its
/// `UIMainStoryboardFile` for apps without. `Info.plist` is the app bundle's (AppBundle: beside the
/// executable, or in the app-shaped resource bundle xrport makes of an Xcode project); an app with
/// no `Info.plist` starts with `Main.storyboard` when
/// it has one, the name Xcode's templates give it. An app whose code makes its own window anyway
/// keeps that window: the storyboard's is let go.
@MainActor
enum MainStoryboard {
    /// Where Info.plist and the storyboard come from: the app's (nil), or a test's.
    static var source: (info: [String: Any], bundle: Bundle)?

    /// The app's Info.plist, as read.
    static var info: [String: Any]? { source?.info ?? AppBundle.info }
    private static var bundle: Bundle? { source?.bundle }

    /// The storyboard name for an app without scenes, or nil.
    static func applicationStoryboardName(info: [String: Any]? = MainStoryboard.info) -> String? {
        guard let info, !info.isEmpty else { return fallbackName }
        return (info["UIMainStoryboardFile"] as? String).flatMap(usable)
    }

    /// The storyboard name for a scene of `role`, or nil.
    static func sceneStoryboardName(role: UISceneSession.Role, info: [String: Any]? = MainStoryboard.info) -> String? {
        guard let info, !info.isEmpty else { return fallbackName }
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any],
              let forRole = configurations[role.rawValue] as? [[String: Any]], let first = forRole.first else {
            return (info["UIMainStoryboardFile"] as? String).flatMap(usable)
        }
        return (first["UISceneStoryboardFile"] as? String).flatMap(usable)
    }

    private static func usable(_ name: String) -> String? { name.isEmpty || name.hasPrefix("$(") ? nil : name }

    /// `Main`, when there is no Info.plist and a `Main.storyboard` is among the app's resources.
    private static var fallbackName: String? {
        NibDocument.find("Main", extension: "storyboard", in: bundle) == nil ? nil : "Main"
    }

    /// Makes the window of an app without scenes and gives it to the delegate (R-IB5).
    static func loadForApplication(delegate: UIApplicationDelegate) -> UIWindow? {
        guard let name = applicationStoryboardName() else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        return install(UIStoryboard(name: name, bundle: bundle), in: window) { delegate.window = window }
    }

    /// Makes a scene's window and gives it to the scene delegate (R-IB5).
    static func loadForScene(_ scene: UIWindowScene, delegate: UIWindowSceneDelegate) -> UIWindow? {
        guard let name = sceneStoryboardName(role: scene.session.role) else { return nil }
        let window = UIWindow(windowScene: scene)
        let delegate = delegate
        return install(UIStoryboard(name: name, bundle: bundle), in: window) { delegate.window = window }
    }

    private static func install(_ storyboard: UIStoryboard, in window: UIWindow, give: () -> Void) -> UIWindow? {
        guard let initial = storyboard.instantiateInitialViewController() else {
            storyboard.document.report("the app's main storyboard has no initial view controller; no window is made from it", at: nil)
            return nil
        }
        window.rootViewController = initial
        give()
        return window
    }

    /// After launch or connection: the storyboard's window shows unless the app replaced it.
    static func show(_ window: UIWindow?, ifStillThe current: UIWindow?) {
        guard let window else { return }
        if current === window { window.makeKeyAndVisible() } else { window.isHidden = true }
    }
}
