import Foundation

/// What persists of a scene (R-AS4): its role, configuration and identifier. The application keeps
/// it in `openSessions` until the scene is destroyed; sessions open when the app quits come back at
/// its next launch with their user info and `stateRestorationActivity` (R-DA2, SceneSessionStore).
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// What a scene session is for: the application's windows, an external display, and so on; the Info.plist's scene configurations are keyed by it.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    public let role: UISceneSession.Role
    public let persistentIdentifier: String
    public internal(set) var configuration: UISceneConfiguration
    /// The scene while it is connected; weak, the application keeps connected scenes.
    public internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?
    open var stateRestorationActivity: NSUserActivity?

    /// A new session, or with `persistentIdentifier` one remembered from the last launch (R-DA2).
    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String? = nil) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier ?? UUID().uuidString
    }

    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
