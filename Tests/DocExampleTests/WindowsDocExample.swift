import Foundation
import Testing
import XResponder

// docs/desktop.md, "Remembered between launches": a scene delegate that restores the note its
// window showed.

final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var noteID: String?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if let activity = connectionOptions.userActivities.first ?? session.stateRestorationActivity {
            noteID = activity.userInfo?["noteID"] as? String
        }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let noteID else { return nil }
        let activity = NSUserActivity(activityType: "com.example.notes.open")
        activity.addUserInfoEntries(from: ["noteID": noteID])
        return activity
    }
}

final class NotesWindowsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NoteSceneDelegate.self
        return configuration
    }
}

@MainActor @Test func theDocsNoteSceneOpensTheNoteItIsAskedFor() throws {
    let app = UIApplication.launch(delegate: NotesWindowsAppDelegate.self, clock: ManualClock())
    let activity = NSUserActivity(activityType: "com.example.notes.open")
    activity.addUserInfoEntries(from: ["noteID": "42"])
    app.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
    let scene = try #require(app.connectedScenes.first { ($0.delegate as? NoteSceneDelegate)?.noteID != nil })
    let delegate = try #require(scene.delegate as? NoteSceneDelegate)
    #expect(delegate.noteID == "42" && delegate.window?.isKeyWindow == true)
    let saved = try #require(delegate.stateRestorationActivity(for: scene))
    #expect(saved.activityType == "com.example.notes.open" && saved.userInfo?["noteID"] as? String == "42")
    for scene in app.connectedScenes { app.requestSceneSessionDestruction(scene.session, options: nil) }
}
