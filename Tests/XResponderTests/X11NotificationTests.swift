import CX11
import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// dunst, the notification server, on the test's private session bus; driven from its own
/// process with `dunstctl`, whose context menu is a script that picks the action named in `choice`.
@MainActor
final class DunstPeer {
    let process = Process()
    let folder: URL
    var choice = "" { didSet { try? Data((choice + "\n").utf8).write(to: folder.appendingPathComponent("choice")) } }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-dunst-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let menu = folder.appendingPathComponent("menu.sh")
        // dunst hands its context menu's lines (one per action) to this "dmenu" on stdin.
        try "#!/bin/sh\ngrep -m1 -F \"$(cat '\(folder.path)/choice')\"\n".write(to: menu, atomically: true, encoding: .utf8)
        chmod(menu.path, 0o755)
        let config = folder.appendingPathComponent("dunstrc")
        try "[global]\n    dmenu = \(menu.path)\n    timeout = 0\n".write(to: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dunst")
        process.arguments = ["-config", config.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Runs `dunstctl` with `arguments`; its standard output.
    @discardableResult
    func control(_ arguments: String...) -> (status: Int32, output: String) {
        let control = Process()
        let output = Pipe()
        control.executableURL = URL(fileURLWithPath: "/usr/bin/dunstctl")
        control.arguments = arguments
        control.standardOutput = output
        control.standardError = FileHandle.nullDevice
        guard (try? control.run()) != nil else { return (-1, "") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        control.waitUntilExit()
        return (control.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether this dunst owns org.freedesktop.Notifications on `bus` — asked of the bus, never of
    /// the name: a call to it before dunst owns it starts a second dunst from Debian's activation
    /// file, which may win the name with the default settings (ignoring the menu script) and a
    /// process the test cannot stop (the flake that failed a clean-clone CI run).
    func isServing(on bus: PrivateSessionBus) -> Bool { bus.process(owning: "org.freedesktop.Notifications") == process.processIdentifier }

    var displayedCount: Int { Int(control("count", "displayed").output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}

@Suite("Notifications through a real notification server under X11 (R-DA3)", .serialized)
@MainActor
struct X11NotificationTests {
    @Test("R-DA3 X11: dunst shows the app's notifications; its click, action and dismissal reach the delegate; a hung server holds nothing")
    func dunstShowsAndAnswers() throws {
        let bus = try PrivateSessionBus()
        let x = try XServerHarness()
        let dunst = try DunstPeer()
        defer {
            dunst.stop()
            x.tearDown()
            bus.stop()
        }
        let deadline = Date(timeIntervalSinceNow: 20)
        while !dunst.isServing(on: bus), Date() < deadline { usleep(20_000) }
        try #require(dunst.isServing(on: bus), "dunst did not come up on the private bus")
        // Another process listens to what the app sends: dbus-monitor prints each Notify call.
        let monitor = try LineClient("/usr/bin/dbus-monitor", ["--session", "interface='org.freedesktop.Notifications',member='Notify'"])
        defer { monitor.finish() }
        var monitored: [String] = []
        try x.waitUntil("dbus-monitor is listening", timeout: 20) {
            monitored += monitor.lines()
            return monitored.contains { $0.contains("NameLost") }
        }

        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 300, height: 200))
        let center = UNUserNotificationCenter(server: FreedesktopNotificationServer())
        let suite = "xr-x11-notifications-\(UUID().uuidString)"
        center.defaults = try #require(UserDefaults(suiteName: suite))
        let delegate = RecordingNotificationDelegate()
        center.delegate = delegate
        center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
        center.setNotificationCategories([UNNotificationCategory(identifier: "INVITE", actions: [
            UNNotificationAction(identifier: "ACCEPT", title: "Accept"),
            UNNotificationAction(identifier: "DECLINE", title: "Decline"),
        ], intentIdentifiers: [], options: [.customDismissAction])])

        func post(_ identifier: String, title: String) throws {
            let content = UNMutableNotificationContent()
            content.title = title
            content.body = "Room 4 & lunch"
            content.categoryIdentifier = "INVITE"
            center.add(UNNotificationRequest(identifier: identifier, content: content, trigger: nil))
            try x.waitUntil("dunst answered \(identifier)", timeout: 20) {
                center.delivered.contains { $0.notification.request.identifier == identifier && $0.serverID != nil }
            }
            // dunst answers Notify before its queue shows the notification; its context menu,
            // click and close act only on shown ones (on a busy machine `context` found none).
            try x.waitUntil("dunst shows \(identifier)", timeout: 20) { dunst.displayedCount == 1 }
        }

        // Shown, as the other process saw it sent.
        try post("meeting", title: "Meeting")
        try x.waitUntil("dbus-monitor saw the Notify call", timeout: 20) {
            monitored += monitor.lines()
            return monitored.contains { $0.contains("string \"Meeting\"") }
        }
        let call = monitored.joined(separator: "\n")
        #expect(call.contains("string \"Room 4 &amp; lunch\""), "the body, escaped for the server's markup")
        #expect(call.contains("string \"ACCEPT\"") && call.contains("string \"Accept\"") && call.contains("string \"default\""))

        // Chosen from dunst's context menu: the action's identifier comes back.
        dunst.choice = "Accept"
        dunst.control("context")
        try x.waitUntil("the action came back", timeout: 20) { delegate.responses.count == 1 }
        #expect(delegate.responses.last?.identifier == "meeting" && delegate.responses.last?.action == "ACCEPT")
        try x.waitUntil("the answered notification left the desktop", timeout: 20) { dunst.displayedCount == 0 }

        // Clicked (dunst's default action): the default action identifier, and the app's window
        // comes to the front with the keyboard focus (no window manager here: the app focuses it).
        try post("lunch", title: "Lunch")
        x.injector.focus(windowID: UInt(XDefaultRootWindow(x.injector.display)))
        dunst.control("action", "0")
        try x.waitUntil("the click came back", timeout: 20) { delegate.responses.count == 2 }
        // The app's focus request is flushed before its delegate hears, but on its own connection:
        // the server may answer this connection's query first (X11 quirk: no order across
        // clients), so the focus is waited for, not read once.
        try x.waitUntil("the clicked notification's app has the keyboard focus", timeout: 20) {
            x.injector.focusedWindow() == x.backend.windowID(of: window)
        }
        #expect(delegate.responses.last?.identifier == "lunch" && delegate.responses.last?.action == UNNotificationDefaultActionIdentifier)
        try x.waitUntil("the clicked notification left the desktop", timeout: 20) { dunst.displayedCount == 0 }

        // Dismissed by the user: reported, since the category asks for it.
        try post("call", title: "Call")
        dunst.control("close")
        try x.waitUntil("the dismissal came back", timeout: 20) { delegate.responses.count == 3 }
        #expect(delegate.responses.last?.action == UNNotificationDismissActionIdentifier)
        #expect(delegate.willPresent == ["meeting", "lunch", "call"], "the app was in front: the delegate was asked each time")

        // A server that hangs (stopped) holds nothing: the loop turns and runs main-queue work
        // while the Notify call waits; the answer arrives once the server runs again.
        kill(dunst.process.processIdentifier, SIGSTOP)
        let content = UNMutableNotificationContent()
        content.title = "While hung"
        center.add(UNNotificationRequest(identifier: "hung", content: content, trigger: nil))
        var ran = false
        let turnsBefore = x.backend.turnCount
        x.app.performOnNextTurn { ran = true }
        try x.waitUntil("the loop ran on while the server hung", timeout: 20) { ran && x.backend.turnCount > turnsBefore + 2 }
        #expect(center.delivered.first { $0.notification.request.identifier == "hung" }?.serverID == nil)
        kill(dunst.process.processIdentifier, SIGCONT)
        try x.waitUntil("the resumed server answered", timeout: 20) {
            center.delivered.contains { $0.notification.request.identifier == "hung" && $0.serverID != nil }
        }
        center.removeAllDeliveredNotifications()
        try x.waitUntil("the app closed its notification on the desktop", timeout: 20) { dunst.displayedCount == 0 }
        UserDefaults.standard.removePersistentDomain(forName: suite)
    }
}
