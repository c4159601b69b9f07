import Foundation

/// The application's scenes (R-AS4): connected scenes and open sessions, and the application state
/// derived from them. Owned by the application; a scene is kept here from connection until it is
/// disconnected, which is also when its session leaves `openSessions`.
@MainActor
final class SceneRegistry {
    var scenes: [UIScene] = []
    var sessions: [UISceneSession] = []
    var applicationState: UIApplication.State = .inactive
    /// While the delegate launches, the application stays inactive (UIKit's order: it becomes
    /// active after `didFinishLaunching` returns).
    var isLaunching = false
    /// Where the app's windows are remembered between launches (R-DA2): set for apps started with
    /// `UIApplicationMain`; nil for tests and embedders, which then start as on a first launch.
    var store: SceneSessionStore?

    /// The size new windows open at: the last one the user closed.
    var rememberedWindowSize: CGSize? {
        guard let store else { return nil }
        store.loadIfNeeded()
        return store.lastClosedWindowSize
    }
}
