import Foundation
import XResponder
import XResponderTesting

/// The tour's notification server: dunst on a private session bus (headless `make demo` has no
/// desktop), placed over the demo window so that the window's screenshot shows the notification.
@MainActor
final class TourNotificationServer {
    static var current: TourNotificationServer?
    let bus: PrivateSessionBus
    let dunst = Process()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xdemo-dunst-\(getpid())")

    init?() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dunst"), let bus = try? PrivateSessionBus() else { return nil }
        self.bus = bus
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("dunstrc")
        // dunst 1.9's settings: top-left of the screen, inside the demo window (at the root's origin).
        let settings = "[global]\n    origin = top-left\n    offset = 560x60\n    width = 360\n    timeout = 0\n    font = Inter 11\n"
        try? settings.write(to: config, atomically: true, encoding: .utf8)
        dunst.executableURL = URL(fileURLWithPath: "/usr/bin/dunst")
        dunst.arguments = ["-config", config.path]
        dunst.standardOutput = FileHandle.nullDevice
        dunst.standardError = FileHandle.nullDevice
        guard (try? dunst.run()) != nil else {
            bus.stop()
            return nil
        }
    }

    /// What `dunstctl count displayed` says (-1 when it cannot say).
    var displayed: Int {
        let control = Process()
        let output = Pipe()
        control.executableURL = URL(fileURLWithPath: "/usr/bin/dunstctl")
        control.arguments = ["count", "displayed"]
        control.standardOutput = output
        control.standardError = FileHandle.nullDevice
        guard (try? control.run()) != nil else { return -1 }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        control.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    func stop() {
        if dunst.isRunning { kill(dunst.processIdentifier, SIGKILL) }
        dunst.waitUntilExit()
        bus.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

extension XTestTour: NotificationShooting {
    func startNotificationServer() -> Bool {
        guard let server = TourNotificationServer() else {
            print("xdemo: no dunst: the notification is not shot")
            return false
        }
        TourNotificationServer.current = server
        // Asked of the bus, not of dunst: a call to the name before this dunst owns it would start
        // another one, with the default settings, from Debian's activation file.
        _ = try? backend.processEvents(timeout: 10) {
            server.bus.process(owning: "org.freedesktop.Notifications") == server.dunst.processIdentifier
        }
        return true
    }

    func waitForNotification() {
        guard let server = TourNotificationServer.current else { return }
        _ = try? backend.processEvents(timeout: 10) { server.displayed == 1 }
        settle(0.3)
    }

    func stopNotificationServer() {
        TourNotificationServer.current?.stop()
        TourNotificationServer.current = nil
    }
}
