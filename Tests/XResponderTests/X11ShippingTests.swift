import CX11
import Foundation
import Testing

/// `xrport package` end to end (R-DA4), as a user ships an app and another user installs it: the
/// template app (Tests/TemplateApp, Swift 5) packaged from this package's build, its `.deb`
/// unpacked by dpkg into a scratch root, the unpacked files accepted by desktop-file-validate and
/// appstreamcli, and the app started from its entry's `Exec` line the way a launcher does —
/// through PATH, with a startup id — until its window is up with the identity the entry names.
@Suite("X11: a packaged app installed into a scratch root starts from its menu entry (R-DA4)", .serialized)
@MainActor
struct X11ShippingTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

    func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("R-DA4: xrport package writes a .deb that dpkg unpacks; its entry and metadata validate; started by its Exec line through PATH, the app finds its bundle, shows its icon and the entry's window class, and ends the launch")
    func packagedTemplateApp() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("xr-ship-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let identifier = "org.xresponder.TemplateNotes"
        // The build this test runs from is the package's build: --no-build packages it as it is.
        let packaging = try run(Self.binaries.appendingPathComponent("xrport").path, [
            "package", "--no-build", "--configuration", "debug", "--product", "XRTemplateApp",
            "--sources", Self.packageRoot.appendingPathComponent("Tests/TemplateApp").path,
            "--identifier", identifier, "--name", "Template Notes", "--summary", "Notes from Xcode's template",
            "--version", "1.2", "--category", "Office;", "--output", scratch.appendingPathComponent("out").path,
            Self.packageRoot.path,
        ])
        #expect(packaging.status == 0, "\(packaging.text)")
        #expect(packaging.text.contains("desktop-file-validate: accepted") && packaging.text.contains("appstreamcli: accepted"), "\(packaging.text)")
        let deb = scratch.appendingPathComponent("out/template-notes_1.2_\(try run("dpkg", ["--print-architecture"]).text.trimmingCharacters(in: .whitespacesAndNewlines)).deb")
        try #require(FileManager.default.fileExists(atPath: deb.path), "\(packaging.text)")

        // dpkg's view of the package: its fields and its files.
        let depends = try run("dpkg-deb", ["--field", deb.path, "Depends"]).text
        // Pango is loaded when text first needs it (no NEEDED entry names it): the package says so.
        for package in ["libc6", "libx11-6", "libcairo2", "libpangocairo-1.0-0"] {
            #expect(depends.contains(package), "Depends: \(depends)")
        }
        let contents = try run("dpkg-deb", ["--contents", deb.path]).text
        for path in ["./usr/bin/template-notes -> ../lib/template-notes/XRTemplateApp", "./usr/lib/template-notes/XRTemplateApp",
                     "./usr/share/applications/\(identifier).desktop", "./usr/share/metainfo/\(identifier).metainfo.xml",
                     "./usr/share/icons/hicolor/128x128/apps/\(identifier).png",
                     "./usr/lib/template-notes/XResponder_XRTemplateApp.resources/Assets.xcassets/AppIcon.appiconset/Icon-180.png"] {
            #expect(contents.contains(path), "\(path) in\n\(contents)")
        }
        let lines = contents.split(separator: "\n")
        #expect(lines.allSatisfy { $0.contains(" root/root ") }, "every file owned by root:\n\(contents)")
        #expect(lines.contains { $0.hasPrefix("-rwxr-xr-x") && $0.hasSuffix("/XRTemplateApp") }, "the program is executable")

        // Installed into a scratch root, as dpkg installs it.
        let root = scratch.appendingPathComponent("root")
        let unpack = try run("dpkg-deb", ["-x", deb.path, root.path])
        try #require(unpack.status == 0, "\(unpack.text)")
        let entryFile = root.appendingPathComponent("usr/share/applications/\(identifier).desktop")
        let validators = [try run("desktop-file-validate", [entryFile.path]),
                          try run("appstreamcli", ["validate", "--no-net", root.appendingPathComponent("usr/share/metainfo/\(identifier).metainfo.xml").path])]
        for verdict in validators { #expect(verdict.status == 0, "\(verdict.text)") }

        // The launcher's side: read Exec, start it through PATH with a startup id, watch the root.
        let entry = try String(contentsOf: entryFile, encoding: .utf8)
        let exec = try #require(entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }.map { String($0.dropFirst(5)) })
        #expect(exec == "template-notes")
        let listener = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(listener) }
        XSelectInput(listener, XDefaultRootWindow(listener), PropertyChangeMask)
        XSync(listener, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = root.appendingPathComponent("usr/bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["DESKTOP_STARTUP_ID"] = "xr-ship_TIME1"
        var className = "", icon: [UInt] = [], message = ""
        // `exec` in a shell: the app runs as the launcher runs it, argv[0] the bare command.
        let output = try LaunchedProgram.runUntilClosed(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exec \(exec)"],
                                                        windowTitle: "Notes", environment: environment) { display, window, _ in
            var hint = XClassHint()
            if XGetClassHint(display, window, &hint) != 0 {
                className = String(cString: hint.res_class)
                XFree(hint.res_name)
                XFree(hint.res_class)
            }
            message = X11AppEntryTests.startupMessage(on: listener, timeout: 20)
            let deadline = Date().addingTimeInterval(20)
            repeat {
                icon = LaunchedProgram.cardinals(named: "_NET_WM_ICON", of: window, on: display)
                if icon.isEmpty { usleep(20_000) }
            } while icon.isEmpty && Date() < deadline
        }
        #expect(output.status == 0, "\(output.text)")
        #expect(className == identifier, "WM_CLASS is the entry's StartupWMClass")
        #expect(message == "remove: ID=xr-ship_TIME1", "\(message)")
        // The icon comes from the catalog in the bundle beside the real executable, not beside the
        // link the shell found on PATH: 180 px, orange.
        #expect(icon.count > 2 + 8 * 16 + 8 && icon[2 + 8 * 16 + 8] == 0xFFFF9500, "\(icon.count)")
    }
}
