import CX11
import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

@Suite("Document pickers through xdg-desktop-portal's file chooser under X11 (R-DA3)", .serialized)
@MainActor
struct X11DocumentPickerTests {
    @Test("R-DA3 X11: the portal's GTK dialog opens over the app's window with the app's types; the file typed there reaches the delegate; Escape cancels; a stopped portal falls back to the built-in chooser and its late dialog is closed")
    func portalChooser() throws {
        let bus = try PrivateSessionBus()
        let x = try XServerHarness()
        let folder = try ScratchFolder(files: ["notes.txt": "notes", "paper.pdf": "%PDF"], folders: [])
        defer {
            DesktopFileChooser.service = PortalFileChooser()
            folder.remove()
            x.tearDown()
            bus.stop()
        }
        DesktopFileChooser.service = PortalFileChooser()
        // Another process listens to what the app asks: dbus-monitor prints each FileChooser call,
        // each Close, and the answers on the bus (to tell a Close done from one refused).
        let monitor = try LineClient("/usr/bin/dbus-monitor", ["--session", "interface='org.freedesktop.portal.FileChooser'",
                                                                   "interface='org.freedesktop.portal.Request',member='Close'",
                                                                   "type='method_return'", "type='error'"])
        defer { monitor.finish() }
        var monitored: [String] = []
        try x.waitUntil("dbus-monitor is listening", timeout: 20) {
            monitored += monitor.lines()
            return monitored.contains { $0.contains("NameLost") }
        }

        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 500, height: 400))
        let root = UIViewController()
        window.rootViewController = root
        let windowID = try #require(x.backend.windowID(of: window))
        let delegate = RecordingPickerDelegate()
        delegate.presenter = root
        let display = x.injector.display

        /// Presents a picker for text files in the scratch folder; the portal's dialog, once mapped.
        func presentPicker() throws -> (UIDocumentPickerViewController, Window?) {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
            picker.directoryURL = folder.url
            picker.delegate = delegate
            root.present(picker, animated: false)
            var dialog: Window?
            try x.waitUntil("the portal's dialog mapped", timeout: 60) {
                dialog = LaunchedProgram.topLevelWindow(titled: "Open Document", on: display)
                return dialog != nil
            }
            return (picker, dialog)
        }

        // Opened: the dialog belongs to the app's window, and the call carried the app's types.
        let (_, opened) = try presentPicker()
        let dialog = try #require(opened)
        // GTK may set WM_TRANSIENT_FOR just after mapping the dialog (seen on a busy machine): wait for it.
        var parent: Window = 0
        try x.waitUntil("the dialog is transient for the app's window", timeout: 30) {
            XGetTransientForHint(display, dialog, &parent)
            return UInt(parent) == windowID
        }
        try x.waitUntil("dbus-monitor saw the OpenFile call", timeout: 20) {
            monitored += monitor.lines()
            return monitored.contains { $0.contains("member=OpenFile") } && monitored.contains { $0.contains("*.txt") }
        }
        let call = monitored.joined(separator: "\n")
        #expect(call.contains("string \"x11:\(String(windowID, radix: 16))\""), "the parent window, as the portal names it")
        #expect(call.contains("string \"text/plain\"") && call.contains("string \"Open Document\""))

        // The user types the file's path into GTK's location entry (Ctrl+L) and presses Return.
        // GTK moves the keyboard focus into the entry a moment after Ctrl+L and drops what is
        // typed before (seen here): the path is typed again, over the entry's text (Ctrl+A), until
        // the dialog answers (each try waits up to 3 s for it; a busy machine only takes more tries).
        for _ in 0..<20 where delegate.picked.isEmpty {
            if let shown = LaunchedProgram.topLevelWindow(titled: "Open Document", on: display) {
                x.injector.focus(windowID: UInt(shown))
                chord(XK_Control_L, "l", x)
                chord(XK_Control_L, "a", x)
                x.injector.type(folder.file("notes.txt").path)
                x.injector.tap(keysyms: [UInt(XK_Return)])
            }
            _ = try x.backend.processEvents(timeout: 3) { !delegate.picked.isEmpty }
        }
        #expect(delegate.picked == [[folder.file("notes.txt")]])
        try x.waitUntil("the picker went", timeout: 10) { root.presentedViewController == nil }

        // Escape in the dialog: cancelled (pressed again while the dialog stays, as above).
        _ = try presentPicker()
        for _ in 0..<20 where delegate.cancelled == 0 {
            if let shown = LaunchedProgram.topLevelWindow(titled: "Open Document", on: display) {
                x.injector.focus(windowID: UInt(shown))
                x.injector.tap(keysyms: [UInt(XK_Escape)])
            }
            _ = try x.backend.processEvents(timeout: 3) { delegate.cancelled > 0 }
        }
        #expect(delegate.cancelled == 1)
        try x.waitUntil("the picker went", timeout: 10) { root.presentedViewController == nil }

        // The portal stopped (hung): the loop runs on, and the built-in chooser comes instead;
        // once the portal runs again its late dialog is closed, never left over the app.
        let portals = PrivateSessionBus.processes(withArgumentEndingWith: "/xdg-desktop-portal")
        try #require(!portals.isEmpty, "xdg-desktop-portal was activated on the private bus")
        for pid in portals { kill(pid, SIGSTOP) }
        let hung = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        hung.directoryURL = folder.url
        hung.delegate = delegate
        root.present(hung, animated: false)
        var ran = false
        x.app.performOnNextTurn { ran = true }
        try x.waitUntil("the loop ran on while the portal hung", timeout: 10) { ran }
        try x.waitUntil("the built-in chooser came instead", timeout: 30) { hung.builtInChooser != nil }
        #expect(hung.builtInChooser?.listing.entries.map(\.name) == ["notes.txt", "paper.pdf"])
        for pid in portals { kill(pid, SIGCONT) }
        // The portal answers the call it held; the picker no longer wants it and closes it. The
        // backend refuses a Close that comes before it has shown the dialog (almost always, for a
        // late answer): the dialog would be mapped after that refusal and stay. The picker asks
        // again until the portal answers its Close; the dialog is then gone, or going.
        try x.waitUntil("the portal answered a Close of the late request", timeout: 30) {
            monitored += monitor.lines()
            return Self.closeWasAnswered(in: monitored)
        }
        try x.waitUntil("no portal dialog is left over the app", timeout: 30) {
            LaunchedProgram.topLevelWindow(titled: "Open Document", on: display) == nil
        }
        hung.builtInChooser?.cancel()
        try x.waitUntil("the built-in chooser's cancel reached the delegate", timeout: 10) { delegate.cancelled == 2 }
    }

    @Test("R-DA3 X11: an export asks the portal's save dialog with the file's name in the folder the app chose; Return there copies the file and the delegate hears where it went")
    func portalExport() throws {
        let bus = try PrivateSessionBus()
        let x = try XServerHarness()
        let source = try ScratchFolder(files: ["report.txt": "quarterly"], folders: [])
        let destination = try ScratchFolder(files: [:], folders: [])
        defer {
            DesktopFileChooser.service = PortalFileChooser()
            source.remove()
            destination.remove()
            x.tearDown()
            bus.stop()
        }
        DesktopFileChooser.service = PortalFileChooser()
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 500, height: 400))
        let root = UIViewController()
        window.rootViewController = root
        let delegate = RecordingPickerDelegate()
        let picker = UIDocumentPickerViewController(forExporting: [source.file("report.txt")], asCopy: true)
        picker.directoryURL = destination.url
        picker.delegate = delegate
        root.present(picker, animated: false)
        let display = x.injector.display
        let title = "Export “report.txt”"
        try x.waitUntil("the portal's save dialog mapped", timeout: 60) { dialog(titled: title, on: display) != nil }
        // GTK's save dialog starts with the name field focused and filled (current_name) in
        // current_folder: Return saves there (pressed again while the dialog stays, as above).
        for _ in 0..<20 where delegate.picked.isEmpty {
            if let shown = dialog(titled: title, on: display) {
                x.injector.focus(windowID: UInt(shown))
                x.injector.tap(keysyms: [UInt(XK_Return)])
            }
            _ = try x.backend.processEvents(timeout: 3) { !delegate.picked.isEmpty }
        }
        #expect(delegate.picked == [[destination.file("report.txt")]])
        #expect(destination.text("report.txt") == "quarterly" && source.text("report.txt") == "quarterly", "a copy")
    }

    /// A mapped top-level window whose _NET_WM_NAME is `title`. X11 quirk: GTK writes a WM_NAME
    /// that is not Latin-1 (the title's curly quotes) as COMPOUND_TEXT, which XFetchName hands back
    /// undecoded; the EWMH name is UTF-8.
    func dialog(titled title: String, on display: OpaquePointer) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in 0..<Int(count) where LaunchedProgram.text(named: "_NET_WM_NAME", of: children[index], on: display) == title {
            var attributes = XWindowAttributes()
            if XGetWindowAttributes(display, children[index], &attributes) != 0, attributes.map_state == IsViewable { return children[index] }
        }
        return nil
    }

    /// Whether one of the `org.freedesktop.portal.Request.Close` calls dbus-monitor printed was
    /// answered with a method return (an error is a Close the backend refused).
    static func closeWasAnswered(in lines: [String]) -> Bool {
        let closes = lines.filter {
            $0.hasPrefix("method call") && $0.contains("interface=org.freedesktop.portal.Request;") && $0.hasSuffix("member=Close")
        }
        return closes.contains { call in
            guard let caller = field("sender", of: call), let callee = field("destination", of: call),
                  let serial = field("serial", of: call) else { return false }
            return lines.contains {
                $0.hasPrefix("method return") && field("sender", of: $0) == callee && field("destination", of: $0) == caller
                    && field("reply_serial", of: $0) == serial
            }
        }
    }

    /// A `name=value` field of a dbus-monitor header line (`… sender=:1.3 -> destination=:1.5 serial=8 path=…;`).
    static func field(_ name: String, of line: String) -> String? {
        line.split(separator: " ").first { $0.hasPrefix(name + "=") }.map {
            String($0.dropFirst(name.count + 1)).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        }
    }

    /// A key pressed with a modifier held.
    func chord(_ modifier: Int32, _ key: String, _ x: XServerHarness) {
        x.injector.key(keysym: UInt(modifier), isDown: true)
        x.injector.type(key)
        x.injector.key(keysym: UInt(modifier), isDown: false)
    }
}
