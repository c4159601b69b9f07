import CX11
import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// The main menu exported to a desktop's global menu bar (R-DA1): Debian's appmenu-registrar on a
/// private session bus, and `gdbus` in other processes reading and clicking the menu as a panel's
/// applet does.
@Suite("The global menu through appmenu-registrar under X11 (R-DA1)", .serialized)
@MainActor
struct X11GlobalMenuTests {
    static let registrar = "/usr/libexec/vala-panel/appmenu-registrar"

    /// Runs `gdbus call` with `arguments` in its own process while the app's loop turns (the app
    /// answers the call in its loop); its output.
    func gdbus(_ x: XServerHarness, _ arguments: [String]) throws -> String {
        // "--" before the method's arguments: gdbus would read "-1" as an option.
        let split = arguments.prefix(6) + ["--"] + arguments.dropFirst(6)
        let quoted = split.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let client = try LineClient("/bin/sh", ["-c", "gdbus call --session --timeout 10 \(quoted) 2>&1"])
        defer { client.finish() }
        var lines: [String] = []
        try x.waitUntil("gdbus \(arguments.dropFirst(4).first ?? "") answered", timeout: 20) {
            lines += client.lines()
            return !client.process.isRunning
        }
        lines += client.lines()
        return lines.joined(separator: "\n")
    }

    @Test("R-DA1 X11: with a registrar running, the window registers its menu and hides its bar; gdbus reads the menu's items, labels and shortcuts and a click on Refresh reaches the first responder; the registrar gone, the bar comes back")
    func registrarShowsTheMenu() throws {
        try withRegistrar { x, registrar in
            x.app.delegate = MenuBuildingDelegate()
            UIMenuSystem.main.setNeedsRebuild()
            defer { UIMenuSystem.main.setNeedsRebuild() }
            let window = try x.showWindow(frame: CGRect(x: 60, y: 60, width: 400, height: 300))
            window.rootViewController = UIViewController()
            let document = MenuDocumentView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            window.rootViewController?.view.addSubview(document)
            #expect(document.becomeFirstResponder())
            let xid = try #require(x.backend.windowID(of: window))
            try x.waitUntil("the menu is the desktop's", timeout: 20) {
                x.backend.globalMenu?.registered.contains(UInt32(xid)) == true && window.menuBarView == nil
            }
            #expect(window.rootViewController?.view.frame == window.bounds, "no bar: the content fills the window")

            // The panel's side: which service and path serve this window's menu, and what is in it.
            let found = Self.gdbusNow(["--dest", GlobalMenu.registrarName, "--object-path", GlobalMenu.registrarPath,
                                      "--method", "\(GlobalMenu.registrarName).GetMenuForWindow", "\(xid)"])
            let unique = try #require(SessionBus.current?.uniqueName)
            #expect(found.contains("'\(unique)'") && found.contains("'/MenuBar'"), "\(found)")
            let layout = try gdbus(x, ["--dest", unique, "--object-path", "/MenuBar", "--method", "com.canonical.dbusmenu.GetLayout", "0", "-1", "[]"])
            for label in ["File", "Edit", "Style", "Refresh", "Bold", "Quit"] {
                #expect(layout.contains("'label': <'\(label)"), "\(label) in \(layout)")
            }
            #expect(layout.contains("'shortcut': <[['Control', 'r']]>"), "Refresh's Ctrl+R")
            #expect(layout.contains("'type': <'separator'>"))
            #expect(layout.contains("'icon-data': <[byte 0x89, 0x50, 0x4e, 0x47"), "Refresh's symbol as a PNG")

            // A click in the desktop's menu on Refresh: the command goes up the chain from the
            // first responder, as a choice in the window's bar does.
            let refresh = try #require(Self.itemID(labelled: "Refresh", in: layout), "\(layout)")
            _ = try gdbus(x, ["--dest", unique, "--object-path", "/MenuBar", "--method", "com.canonical.dbusmenu.AboutToShow", "\(refresh)"])
            _ = try gdbus(x, ["--dest", unique, "--object-path", "/MenuBar", "--method", "com.canonical.dbusmenu.Event",
                              "\(refresh)", "clicked", "<0>", "0"])
            try x.waitUntil("Refresh performed", timeout: 20) { document.log.contains("refresh") }

            // Bad calls get errors, not a stall: an unknown item, wrong arguments, another object.
            let unknown = try gdbus(x, ["--dest", unique, "--object-path", "/MenuBar", "--method", "com.canonical.dbusmenu.GetProperty", "99999", "label"])
            #expect(!unknown.contains("<"), "no value for an unknown item: \(unknown)")
            let elsewhere = try gdbus(x, ["--dest", unique, "--object-path", "/Nothing", "--method", "com.canonical.dbusmenu.GetLayout", "0", "-1", "[]"])
            #expect(!elsewhere.contains("uint32"), "\(elsewhere)")

            // The registrar ends (the panel went): the window shows its own bar again.
            kill(registrar.processIdentifier, SIGKILL)
            try x.waitUntil("the bar is back", timeout: 20) { window.menuBarView != nil }
        }
    }

    /// The registrar is heard of while the window has no root view controller (so it offers no
    /// menu yet); the root set afterwards registers it. CI of 7250169 timed out in the test above
    /// when the bus answered during `showWindow`, before its root was set.
    @Test("R-DA1 X11: a window given its root view controller after the registrar was heard of registers its menu then")
    func rootSetAfterTheRegistrarWasHeard() throws {
        try withRegistrar { x, _ in
            let window = try x.showWindow(frame: CGRect(x: 60, y: 60, width: 400, height: 300))
            let xid = try #require(x.backend.windowID(of: window))
            try x.waitUntil("the registrar is heard of", timeout: 20) { x.backend.globalMenu?.isShownByDesktop == true }
            #expect(x.backend.globalMenu?.registered.contains(UInt32(xid)) == false, "no root view controller: no menu to offer")
            window.rootViewController = UIViewController()
            #expect(x.backend.globalMenu?.registered.contains(UInt32(xid)) == true && window.menuBarView == nil)
            let unique = try #require(SessionBus.current?.uniqueName)
            var found = ""
            try x.waitUntil("the registrar knows the window", timeout: 20) {
                found = Self.gdbusNow(["--dest", GlobalMenu.registrarName, "--object-path", GlobalMenu.registrarPath,
                                       "--method", "\(GlobalMenu.registrarName).GetMenuForWindow", "\(xid)"])
                return found.contains("'\(unique)'")
            }
        }
    }

    /// Runs `body` with a private session bus, Debian's appmenu-registrar running on it (waited for
    /// until it owns its name, at most 20 s) and an X server; the registrar is handed over for a
    /// test that ends it. Everything is ended afterwards.
    func withRegistrar(_ body: (XServerHarness, Process) throws -> Void) throws {
        let bus = try PrivateSessionBus()
        let registrar = Process()
        registrar.executableURL = URL(fileURLWithPath: Self.registrar)
        registrar.standardOutput = FileHandle.nullDevice
        registrar.standardError = FileHandle.nullDevice
        try registrar.run()
        let x = try XServerHarness()
        defer {
            if registrar.isRunning { kill(registrar.processIdentifier, SIGKILL) }
            registrar.waitUntilExit()
            x.tearDown()
            bus.stop()
        }
        let deadline = Date().addingTimeInterval(20)
        while !Self.gdbusNow(["--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                               "--method", "org.freedesktop.DBus.NameHasOwner", GlobalMenu.registrarName]).contains("true"),
              Date() < deadline { usleep(20_000) }
        try body(x, registrar)
    }

    /// Runs `gdbus call` with `arguments` and waits for it: for services other than the app.
    static func gdbusNow(_ arguments: [String]) -> String {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = ["call", "--session", "--timeout", "10"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The id of the item labelled `label` in gdbus's print of a layout: "(12, {'label': <'Refresh'>…".
    static func itemID(labelled label: String, in layout: String) -> Int32? {
        guard let range = layout.range(of: "{'label': <'\(label)'>") else { return nil }
        let before = layout[..<range.lowerBound]
        guard let open = before.lastIndex(of: "(") else { return nil }
        let number = before[before.index(after: open)...].prefix { $0.isNumber }
        return Int32(number)
    }
}
