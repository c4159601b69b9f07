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
}
