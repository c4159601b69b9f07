import CX11
import Foundation
import Testing
@testable import XResponder

/// The work area new windows open in comes from the window manager's `_NET_WORKAREA` (R-BR5).
/// Xvfb runs no window manager, so the test publishes the property on the root window itself, as
/// one would, and takes it away after.
@Suite("X11 work area from _NET_WORKAREA (R-BR5)", .serialized)
@MainActor
struct X11WorkAreaTests {
    func publish(_ display: OpaquePointer, desktop: Int?, areas: [Int]) {
        let root = XDefaultRootWindow(display)
        let workArea = XInternAtom(display, "_NET_WORKAREA", 0), current = XInternAtom(display, "_NET_CURRENT_DESKTOP", 0)
        // X11 quirk: format-32 data is passed as C longs.
        var values = areas
        XChangeProperty(display, root, workArea, XA_CARDINAL, 32, PropModeReplace,
                        values.withUnsafeMutableBytes { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, Int32(values.count))
        if var desktop {
            XChangeProperty(display, root, current, XA_CARDINAL, 32, PropModeReplace,
                            withUnsafeMutableBytes(of: &desktop) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
        } else {
            XDeleteProperty(display, root, current)
        }
        XSync(display, 0)
    }

    func withdraw(_ display: OpaquePointer) {
        let root = XDefaultRootWindow(display)
        XDeleteProperty(display, root, XInternAtom(display, "_NET_WORKAREA", 0))
        XDeleteProperty(display, root, XInternAtom(display, "_NET_CURRENT_DESKTOP", 0))
        XSync(display, 0)
    }

    @Test("R-BR5 X11: the current desktop's _NET_WORKAREA is the work area; none, or a bad one, is the whole screen")
    func workAreaFromTheWindowManager() throws {
        let x = try XServerHarness()
        defer { withdraw(x.injector.display); x.tearDown() }
        let screen = x.backend.display.screenBounds
        #expect(x.backend.display.workArea == screen, "no window manager: the whole screen")
        publish(x.injector.display, desktop: 1, areas: [0, 0, 100, 100, 0, 30, Int(screen.width), Int(screen.height) - 30])
        #expect(x.backend.display.workArea == CGRect(x: 0, y: 30, width: screen.width, height: screen.height - 30), "the second desktop's")
        publish(x.injector.display, desktop: nil, areas: [64, 0, Int(screen.width) - 64, Int(screen.height)])
        #expect(x.backend.display.workArea == CGRect(x: 64, y: 0, width: screen.width - 64, height: screen.height), "desktop 0 when none is named")
        publish(x.injector.display, desktop: 5, areas: [0, 0, 10, 10])
        #expect(x.backend.display.workArea == screen, "a desktop with no entry: the screen")
        publish(x.injector.display, desktop: 0, areas: [-5000, -5000, 20, 20])
        #expect(x.backend.display.workArea == screen, "nonsense: the screen")
    }

    @Test("R-BR5 X11: a shown screen-sized window that joins a scene is resized on the server to the scene's placement")
    func shownWindowJoiningASceneIsResized() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, configuration:
            UISceneConfiguration(name: nil, sessionRole: .windowApplication)), connectionOptions: UIScene.ConnectionOptions(userActivity: nil))
        let window = UIWindow(frame: UIScreen.main.bounds)
        // Shown as it is (makeKeyAndVisible would place a window of an app without scenes first).
        window.isHidden = false
        #expect(try x.backend.processEvents(timeout: 5) { x.backend.isMapped(window) })
        window.windowScene = scene
        let expected = scene.defaultWindowFrame.size
        func serverSize() -> CGSize {
            var attributes = XWindowAttributes()
            XGetWindowAttributes(x.injector.display, Window(x.backend.windowID(of: window) ?? 0), &attributes)
            return CGSize(width: CGFloat(attributes.width), height: CGFloat(attributes.height))
        }
        try x.waitUntil("the server resizes the window") { serverSize() == expected }
        #expect(window.frame.size == expected)
        window.isHidden = true
    }
}
