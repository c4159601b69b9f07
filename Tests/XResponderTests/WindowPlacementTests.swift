import Foundation
import Testing
@testable import XResponder

/// A scene's window opens at a sensible size rather than the whole screen (R-BR5): an iPhone
/// app's at an iPhone's portrait size, an iPad app's at an iPad's, bounded by the scene's size
/// restrictions and the desktop's work area, centred there, and titled from the scene or the app.
@Suite("Scene windows open at a sensible size and title (R-BR5)", .tearsDownTestTrees)
@MainActor
struct WindowPlacementTests {
    /// Gives the main screen `bounds` and `workArea` for a test; returns what puts them back.
    func useScreen(bounds: CGRect, workArea: CGRect) -> () -> Void {
        let saved = (UIScreen.main.bounds, UIScreen.main.workArea)
        (UIScreen.main.bounds, UIScreen.main.workArea) = (bounds, workArea)
        return { (UIScreen.main.bounds, UIScreen.main.workArea) = saved }
    }

    func makeScene() -> UIWindowScene {
        UIWindowScene(session: UISceneSession(role: .windowApplication, configuration:
            UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions(userActivity: nil))
    }

    @Test("R-BR5 an app that declares nothing (or iPhone only) opens at 390 × 844, centred in the work area; an iPad app at 1024 × 768")
    func sizeFromTheDeviceFamily() {
        let restore = useScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080), workArea: CGRect(x: 0, y: 32, width: 1920, height: 1048))   // a top panel
        defer { restore() }
        let window = UIWindow(windowScene: makeScene())
        #expect(window.frame == CGRect(x: 765, y: 134, width: 390, height: 844))
        #expect(UIWindowScene.runsOnPad(["UIDeviceFamily": [1, 2]]))
        #expect(!UIWindowScene.runsOnPad(["UIDeviceFamily": [1]]) && !UIWindowScene.runsOnPad([:]))
        #expect(!UIWindowScene.runsOnPad(["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]))
        #expect(UIWindowScene.runsOnPad(["UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]]))
        // Xcode's iPhone template: portrait and both landscapes — a phone app, opened in portrait.
        #expect(!UIWindowScene.runsOnPad(["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
                                          "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]]))
    }

    @Test("R-BR5 a window never opens larger than the work area; size restrictions bound it, and bring open windows within them")
    func boundedByWorkAreaAndRestrictions() {
        let restore = useScreen(bounds: CGRect(x: 0, y: 0, width: 1366, height: 768), workArea: CGRect(x: 0, y: 0, width: 1366, height: 728))
        defer { restore() }
        let scene = makeScene()
        let small = UIWindow(windowScene: scene)
        #expect(small.frame.size == CGSize(width: 390, height: 728), "the phone height does not fit: the work area's")
        scene.sizeRestrictions?.minimumSize = CGSize(width: 600, height: 500)
        #expect(small.frame.size == CGSize(width: 600, height: 728), "brought up to the new minimum")
        let restricted = UIWindow(windowScene: scene)
        #expect(restricted.frame.size == CGSize(width: 600, height: 728))
        scene.sizeRestrictions?.maximumSize = CGSize(width: 700, height: 600)
        #expect(UIWindow(windowScene: scene).frame.size == CGSize(width: 600, height: 600))
    }

    @Test("R-BR5 a window is titled by its scene's title, else the app's display name (never untitled)")
    func titleFromSceneOrApp() {
        let scene = makeScene()
        let window = UIWindow(windowScene: scene)
        #expect(window.title == UIWindowScene.applicationDisplayName && !window.title.isEmpty)
        scene.title = "Inbox"
        #expect(window.title == "Inbox")
        scene.title = nil
        #expect(window.title == UIWindowScene.applicationDisplayName)
    }

    @Test("R-BR5 a screen-sized window that joins a scene (UIWindow(frame: UIScreen.main.bounds), then windowScene) takes the scene's placement; another size is kept")
    func screenSizedWindowJoiningAScene() {
        let scene = makeScene()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        window.windowScene = scene
        #expect(window.frame == scene.defaultWindowFrame && window.frame.size != UIScreen.main.bounds.size)
        let small = UIWindow(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        small.windowScene = scene
        #expect(small.frame == CGRect(x: 10, y: 10, width: 300, height: 200))
    }

    @Test("R-BR5 an app without scenes: its screen-sized window (made in didFinishLaunching) opens at the app's size in the work area, titled; another size is kept")
    func sceneLessApplicationWindow() {
        let restore = useScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), workArea: CGRect(x: 0, y: 0, width: 1280, height: 800))
        defer { restore() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(window.frame == CGRect(x: 445, y: 0, width: 390, height: 800), "a phone's size, as tall as the work area allows")
        #expect(window.rootViewController?.view.frame == window.bounds)
        #expect(window.title == UIWindowScene.applicationDisplayName)
        let tool = UIWindow(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        tool.title = "Inspector"
        tool.makeKeyAndVisible()
        #expect(tool.frame == CGRect(x: 10, y: 10, width: 300, height: 200) && tool.title == "Inspector")
    }
}
