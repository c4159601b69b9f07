import Foundation
import Testing
@testable import XResponder

/// xsettingsd, the real settings manager, serving `theme` on the test's display.
///
/// Started with posix_spawn and every signal unblocked and at its default: the test process
/// blocks SIGHUP, and a child started by Foundation's `Process` inherits that mask, so it would
/// never hear the SIGHUP that makes xsettingsd read its settings again.
final class SettingsManager {
    private(set) var pid: pid_t = 0
    let config: URL

    convenience init(theme: String) throws {
        try self.init(settings: Self.settings(theme: theme))
    }

    /// xsettingsd serving `settings`, its configuration's lines ("Net/DoubleClickTime 700").
    init(settings: String) throws {
        config = FileManager.default.temporaryDirectory.appendingPathComponent("xsettingsd-\(UUID().uuidString).conf")
        try settings.write(to: config, atomically: true, encoding: .utf8)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = ["/usr/bin/xsettingsd", "-c", config.path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    }

    /// Rewrites the settings; xsettingsd reads them again on SIGHUP.
    func change(theme: String) throws {
        try change(settings: Self.settings(theme: theme))
    }

    func change(settings: String) throws {
        try settings.write(to: config, atomically: true, encoding: .utf8)
        kill(pid, SIGHUP)
    }

    func stop() {
        guard pid != 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
        try? FileManager.default.removeItem(at: config)
    }

    private static func settings(theme: String) -> String {
        "Net/ThemeName \"\(theme)\"\nXft/DPI 98304\n"
    }
}

@Suite("X11 desktop appearance from XSETTINGS (R-AP3)", .serialized)
@MainActor
struct X11AppearanceTests {
    @Test("R-AP3 the desktop's dark theme (xsettingsd) becomes the windows' style, and is followed while running")
    func followsXSettings() throws {
        final class Watcher: UIView {
            var styles: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { styles.append(traitCollection.userInterfaceStyle) }
        }
        guard DesktopAppearance.environmentStyle == nil else {
            Issue.record("XRESPONDER_APPEARANCE or GTK_THEME is set: the desktop's settings would be ignored")
            return
        }
        let manager = try SettingsManager(theme: "Adwaita-dark")
        defer { manager.stop() }
        // xsettingsd owns the selection once it has started; the application finds it at start.
        Thread.sleep(forTimeInterval: 0.3)
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        watcher.backgroundColor = .systemBackground
        window.addSubview(watcher)
        try x.waitUntil("the dark theme") { watcher.traitCollection.userInterfaceStyle == .dark }
        #expect(x.backend.desktopSettings.settings["Net/ThemeName"] == .string("Adwaita-dark"))
        // Drawn dark on the server: systemBackground is black.
        try x.waitUntil("a dark frame on the server") {
            x.backend.screenshot(of: window).map { rgba($0, 60, 40) == black } ?? false
        }
        try manager.change(theme: "Adwaita")
        try x.waitUntil("the light theme") { watcher.traitCollection.userInterfaceStyle == .light }
        #expect(watcher.styles.last == .light)
        try x.waitUntil("a light frame on the server") {
            x.backend.screenshot(of: window).map { rgba($0, 60, 40) == white } ?? false
        }
        try manager.change(theme: "Adwaita-dark")
        try x.waitUntil("dark again") { watcher.traitCollection.userInterfaceStyle == .dark }
        // The manager going away leaves the default, light.
        manager.stop()
        try x.waitUntil("light when the manager is gone") { watcher.traitCollection.userInterfaceStyle == .light }
        // A manager that starts later announces itself (MANAGER on the root window) and is followed.
        let later = try SettingsManager(theme: "Yaru-dark")
        defer { later.stop() }
        try x.waitUntil("a later manager's dark theme") { watcher.traitCollection.userInterfaceStyle == .dark }
        later.stop()
        try x.waitUntil("light again") { watcher.traitCollection.userInterfaceStyle == .light }
        window.isHidden = true
    }
}
