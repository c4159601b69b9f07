import Foundation
import Testing
@testable import XResponder

// docs/application-structure.md: the scene delegate of Xcode's template, and the app it starts.

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: NotesViewController())
        window?.makeKeyAndVisible()
    }
}

/// The first screen of the docs' app.
final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }
}

/// The template's application delegate: nothing but the default scene configuration.
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor @Test func theDocsSceneDelegateMakesTheWindow() throws {
    let application = UIApplication.launch(delegate: NotesAppDelegate.self, clock: ManualClock())
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    let window = try #require((scene.delegate as? SceneDelegate)?.window)
    let navigation = try #require(window.rootViewController as? UINavigationController)
    #expect(window.isKeyWindow && navigation.topViewController?.title == "Notes")
    #expect(navigation.navigationBar.topItem?.title == "Notes")
    window.isHidden = true
}
