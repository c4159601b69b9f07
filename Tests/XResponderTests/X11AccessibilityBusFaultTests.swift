import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// The accessibility bus as a hostile desktop has it (R-U6, R-A11Y1): its daemon stopped when the
/// application starts, or gone and started again while it runs. The application never waits for
/// it: the bus is joined off the main thread (`DBusConnector`).
@Suite("X11 accessibility bus faults: a stopped or restarted bus never holds the loop (R-U6, R-A11Y1)", .serialized)
@MainActor
struct X11AccessibilityBusFaultTests {
    /// The fault drill of issue #49: before, the bridge connected with blocking D-Bus calls while
    /// the backend was installed, and an application started while the accessibility bus's daemon
    /// was stopped showed no window and ran no loop until the daemon resumed (75 s in the drill;
    /// here the hang guard would end the run).
    @Test("R-U6 R-A11Y1 X11: started while the accessibility bus's daemon is stopped, the app starts and draws at once, and joins the bus when it resumes")
    func startsWhileBusIsStopped() throws {
        let hangGuard = HangGuard("R-U6 started while the accessibility bus is stopped", seconds: 90)
        defer { hangGuard.finish() }
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        // Asking for the address makes the launcher start the accessibility bus; then its daemon stops.
        _ = try #require(ATSPIBridge.busAddress(fallbackAddress: nil), "the launcher gave the accessibility bus's address")
        let daemons = bus.accessibilityBusDaemons
        try #require(!daemons.isEmpty, "the accessibility bus's daemon is running")
        for pid in daemons { kill(pid, SIGSTOP) }
        var resumed = false
        defer { if !resumed { for pid in daemons { kill(pid, SIGCONT) } } }

        let x = try XServerHarness()
        defer { x.tearDown() }
        #expect(x.backend.accessibilityBridge == nil, "no bridge while the bus does not answer")
        // The loop turns: a window is made, mapped and drawn while the daemon is still stopped.
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
        #expect(x.backend.isMapped(window))
        #expect(x.backend.accessibilityBridge == nil)

        for pid in daemons { kill(pid, SIGCONT) }
        resumed = true
        try x.waitUntil("the bridge joined once the bus resumed", timeout: 60) {
            x.backend.accessibilityBridge?.isEmbedded == true
        }
    }

    @Test("R-U6 R-A11Y1 X11: when the accessibility bus goes away the bridge lets it go, and joins the next bus that starts")
    func joinsAgainAfterTheBusRestarts() throws {
        var bus = try PrivateSessionBus()
        let x = try XServerHarness()
        defer {
            x.tearDown()
            bus.stop()
        }
        try x.waitUntil("the bridge joined", timeout: 30) { x.backend.accessibilityBridge?.isEmbedded == true }
        let first = try #require(x.backend.accessibilityBridge?.busAddress)
        bus.stop()
        try x.waitUntil("the lost bus seen", timeout: 30) { x.backend.accessibilityBridge == nil }
        bus = try PrivateSessionBus()
        _ = try #require(ATSPIBridge.busAddress(fallbackAddress: nil), "the new launcher gave an address")
        try x.waitUntil("the bridge joined the new bus", timeout: 90) {
            x.backend.accessibilityBridge.map { $0.isEmbedded && $0.busAddress != first } == true
        }
    }

    /// Issue #50: the connector thread loads libdbus and its dependencies, and the main thread's
    /// first calls waited on the loader's lock meanwhile; the bus is joined once the first frame
    /// is on the server, and then as before.
    @Test("R-A11Y1 X11: the accessibility bus is joined once the first frame is on the server, not before")
    func busJoinedAfterTheFirstFrame() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = RecordingWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 120))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        var startedEarly = false
        func presented() -> Bool { (window.platformWindow as? X11Window)?.hasPresented == true }
        try x.waitUntil("the window's first frame") {
            if !presented(), x.backend.accessibilityConnector != nil || x.backend.accessibilityBridge != nil { startedEarly = true }
            return presented()
        }
        #expect(!startedEarly, "the bus was joined before the first frame")
        try x.waitUntil("the bridge joined after the first frame", timeout: 30) { x.backend.accessibilityBridge?.isEmbedded == true }
    }
}
