import Foundation
import Testing
@testable import XResponder

/// The scene delegate of Xcode's template, as written there (not `final`, R-BR4): found by its name in the app delegate's module, as the template's Info.plist names it.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    static var log: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.title = "Template"
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        Self.log.append("connect")
    }

    func sceneDidDisconnect(_ scene: UIScene) { Self.log.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.log.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { Self.log.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.log.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.log.append("background") }
}

/// The template's application delegate.
class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    static var discarded = 0
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Self.discarded += sceneSessions.count
    }
}

/// A classic app delegate that makes its own window and hears the application's state.
final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    static var log: [String] = []
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { Self.log.append("active") }
    func applicationWillResignActive(_ application: UIApplication) { Self.log.append("resign") }
    func applicationDidEnterBackground(_ application: UIApplication) { Self.log.append("background") }
    func applicationWillEnterForeground(_ application: UIApplication) { Self.log.append("foreground") }
}

@Suite("Scenes and entry points (R-AS4, R-AS5)", .tearsDownTestTrees)
@MainActor
struct SceneTests {
    @Test("R-AS4: the template's scene delegate is found by name, connects, makes the window; focus and iconify drive its state")
    func templateSceneConnects() throws {
        SceneDelegate.log = []
        let h = Harness(delegate: TemplateAppDelegate.self)
        let scene = try #require(h.app.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene && scene.windows.first === window && window.isKeyWindow)
        #expect(SceneDelegate.log == ["connect", "foreground", "active"])
        #expect(scene.activationState == .foregroundActive && h.app.applicationState == .active)
        #expect(h.app.openSessions.first === scene.session && scene.session.scene === scene)

        h.input.setFocus(false, of: window)
        #expect(SceneDelegate.log.suffix(1) == ["resign"] && h.app.applicationState == .inactive)
        h.input.setIconified(true, of: window)
        #expect(SceneDelegate.log.suffix(1) == ["background"] && scene.activationState == .background)
        #expect(h.app.applicationState == .background)
        h.input.setIconified(false, of: window)
        h.input.setFocus(true, of: window)
        #expect(SceneDelegate.log.suffix(2) == ["foreground", "active"] && h.app.applicationState == .active)

        scene.title = "Notes"
        #expect(window.title == "Notes")
    }

    @Test("R-AS4: another scene is another window; destroying a session disconnects its scene and discards it")
    func secondScene() throws {
        SceneDelegate.log = []
        TemplateAppDelegate.discarded = 0
        let h = Harness(delegate: TemplateAppDelegate.self)
        let first = try #require(h.app.connectedScenes.first as? UIWindowScene)
        h.app.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "compose"), options: nil)
        #expect(h.app.connectedScenes.count == 2 && h.app.openSessions.count == 2)
        let second = try #require(h.app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        let secondWindow = try #require(second.windows.first)
        #expect(secondWindow !== first.windows.first && secondWindow.isKeyWindow)
        // The key window moved: the first scene is inactive, the second active.
        #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)
        h.app.requestSceneSessionDestruction(second.session, options: nil)
        #expect(h.app.connectedScenes.count == 1 && TemplateAppDelegate.discarded == 1)
        #expect(secondWindow.isHidden && second.activationState == .unattached)
        #expect(SceneDelegate.log.contains("disconnect"))
        // Bringing an open session forward reuses its scene.
        h.app.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        #expect(h.app.connectedScenes.count == 1 && first.windows.first?.isKeyWindow == true)
    }

    @Test("R-AS4: an app without scenes hears the application's state from its own delegate")
    func classicAppState() throws {
        ClassicAppDelegate.log = []
        let h = Harness(delegate: ClassicAppDelegate.self)
        #expect(h.app.connectedScenes.isEmpty)
        let window = try #require((h.app.delegate as? ClassicAppDelegate)?.window)
        #expect(ClassicAppDelegate.log == ["active"] && h.app.applicationState == .active)
        h.input.setFocus(false, of: window)
        h.input.setIconified(true, of: window)
        h.input.setIconified(false, of: window)
        h.input.setFocus(true, of: window)
        #expect(ClassicAppDelegate.log == ["active", "resign", "background", "foreground", "active"])
    }
}
