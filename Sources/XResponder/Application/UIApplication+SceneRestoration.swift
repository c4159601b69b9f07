import Foundation

// Windows remembered between launches (R-DA2, SceneSessionStore): the scene sessions open when the
// app quits — with their user info, restoration activity and window frame — are written, and
// connected again at the next launch, each with its `stateRestorationActivity`, in its place.

extension UIApplication {
    /// Connects the sessions remembered at the last quit, the key window's last so that it is key
    /// again. False when there were none (or none could be connected: no scene delegate).
    func restoreRememberedScenes() -> Bool {
        guard let store = sceneRegistry.store else { return false }
        store.loadIfNeeded()
        var connected = false
        for record in store.records where record.role == UISceneSession.Role.windowApplication.rawValue {
            if connectScene(role: .windowApplication, userActivity: nil, restoring: record) != nil { connected = true }
        }
        return connected
    }

    /// A remembered session's user info and restoration activity, before its scene connects (UIKit
    /// hands the activity over on the session in `scene(_:willConnectTo:options:)`).
    func restore(_ record: SceneSessionStore.Record, into session: UISceneSession) {
        session.userInfo = record.userInfo.map { RestorableValue.decode(dictionary: $0) as? [String: Any] ?? [:] }
        session.stateRestorationActivity = record.activity.flatMap(NSUserActivity.restored(from:))
    }

    /// Writes the open sessions, asking each connected scene's delegate what it shows. The key
    /// window's scene goes last.
    func saveSceneSessions() {
        guard let store = sceneRegistry.store, !sceneRegistry.isLaunching else { return }
        let keyScene = keyWindow?.windowScene
        let sessions = sceneRegistry.sessions.filter { $0.scene !== keyScene } + sceneRegistry.sessions.filter { $0.scene === keyScene && keyScene != nil }
        let records = sessions.map { session -> SceneSessionStore.Record in
            if let scene = session.scene {
                session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
            }
            let windowScene = session.scene as? UIWindowScene
            let window = windowScene?.windows.first { !$0.isHidden } ?? windowScene?.windows.first
            return SceneSessionStore.Record(
                persistentIdentifier: session.persistentIdentifier, role: session.role.rawValue,
                configurationName: session.configuration.name,
                userInfo: session.userInfo.map { RestorableValue.encode(dictionary: $0, path: "userInfo") },
                activity: session.stateRestorationActivity?.restorationPropertyList,
                frame: window?.frame ?? windowScene?.rememberedFrame)
        }
        store.save(records)
    }
}
