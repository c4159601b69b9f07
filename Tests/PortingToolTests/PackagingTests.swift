import CCairo
import Foundation
import FoundationXML
import Testing
@testable import xrport

/// `xrport package` (R-DA4): what it writes for the desktop, checked by the desktop's own
/// validators (desktop-file-validate, appstreamcli), and the icons it renders. The whole command,
/// its `.deb` installed into a scratch root and the app started from its entry, is
/// X11ShippingTests'.
@Suite("xrport package: an app as the Linux desktop installs it (R-DA4)")
struct PackagingTests {
    static let templateIcons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TemplateApp")

    func app(_ options: [String: String] = [:], info: [String: Any] = ["CFBundleIdentifier": "com.example.Notes"]) throws -> AppMetadata {
        try AppMetadata.make(executable: "Notes", info: info, options: options, environment: [:])
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("R-DA4: the identity comes from the Info.plist Xcode wrote, options override it, and what the desktop cannot take is refused with the option that fixes it")
    func metadata() throws {
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.BMI-Calculator", "CFBundleName": "BMI Calculator",
                                   "CFBundleShortVersionString": "2.1", "LSApplicationCategoryType": "public.app-category.healthcare-fitness"]
        let fromPlist = try AppMetadata.make(executable: "BMI_Calculator", info: info, options: [:], environment: ["DEBEMAIL": "ann@example.org", "DEBFULLNAME": "Ann"])
        #expect(fromPlist.identifier == "com.example.BMI-Calculator" && fromPlist.name == "BMI Calculator" && fromPlist.version == "2.1")
        #expect(fromPlist.packageName == "bmi-calculator" && fromPlist.categories == ["Utility"] && fromPlist.maintainer == "Ann <ann@example.org>")
        let overridden = try AppMetadata.make(executable: "BMI_Calculator", info: info,
                                              options: ["identifier": "org.example.Bmi", "name": "Body Mass", "version": "3.0", "summary": "Weigh up."],
                                              environment: [:])
        #expect(overridden.identifier == "org.example.Bmi" && overridden.name == "Body Mass" && overridden.version == "3.0")
        #expect(overridden.summary == "Weigh up", "AppStream wants a summary without a final full stop")
        #expect(try app(info: ["CFBundleIdentifier": "com.example.Notes", "CFBundleDisplayName": "My Notes", "CFBundleName": "Notes"]).name == "My Notes")

        #expect(throws: AppMetadata.Problem.noIdentifier("Notes")) { try app(info: [:]) }
        for bad in ["Notes", "com.example", "com.1example.Notes", "com..Notes", "com.example.Notes!", "com.exämple.Notes"] {
            #expect(throws: AppMetadata.Problem.badIdentifier(bad)) { try app(["identifier": bad]) }
        }
        for bad in ["v1.0", "1.0-beta", "", "1 0"] {
            #expect(throws: AppMetadata.Problem.badVersion(bad)) { try app(["version": bad]) }
        }
        #expect(AppMetadata.packageName(for: "Ä", executable: "X") == "app-x")
        #expect(AppMetadata.packageName(for: "  --My   App!! ", executable: "X") == "my-app")
        #expect(AppMetadata.packageName(for: "C++ Tool 2.0", executable: "X") == "c++-tool-2.0")
        #expect(AppMetadata.Problem.noIdentifier("Notes").description.contains("--identifier com.example.Notes"))
    }

    @Test("R-DA4: every App Store category becomes menu categories desktop-file-validate accepts, and the entry names the command, the icon and the window class")
    func categoriesAndEntry() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (apple, categories) in AppCategories.table.sorted(by: { $0.key < $1.key }) {
            #expect(AppCategories.freedesktop(for: "public.app-category.\(apple)") == categories)
            let entry = DesktopEntry.text(for: try app(["category": categories.joined(separator: ";")]))
            let file = folder.appendingPathComponent("com.example.\(apple.replacingOccurrences(of: "-", with: "_")).desktop")
            try entry.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        #expect(AppCategories.freedesktop(for: nil) == ["Utility"] && AppCategories.freedesktop(for: "public.app-category.unknown") == ["Utility"])
        let verdict = try run("/usr/bin/env", ["desktop-file-validate"] + files)
        #expect(verdict.status == 0 && verdict.text.isEmpty, "\(verdict.text)")

        let entry = DesktopEntry.text(for: try app())
        for line in ["Exec=notes", "Icon=com.example.Notes", "StartupWMClass=com.example.Notes", "StartupNotify=true", "Categories=Utility;"] {
            #expect(entry.split(separator: "\n").contains(Substring(line)), "\(line) in\n\(entry)")
        }
    }

    @Test("R-DA4: names and summaries holding newlines, markup, quotes and control characters are escaped so that both validators accept the files and read back the text")
    func hostileText() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Notes & <b>\"Co\"</b>\\n"
        let hostile = try app(["name": name, "summary": "Line one\nline\u{1} two\ttab", "description": "First <p> & so.\n\nSecond.",
                               "developer": "A & B <ab@example.org>"])
        let entry = folder.appendingPathComponent("com.example.Notes.desktop")
        try DesktopEntry.text(for: hostile).write(to: entry, atomically: true, encoding: .utf8)
        let desktopVerdict = try run("/usr/bin/env", ["desktop-file-validate", entry.path])
        #expect(desktopVerdict.status == 0 && desktopVerdict.text.isEmpty, "\(desktopVerdict.text)")
        #expect(try String(contentsOf: entry, encoding: .utf8).contains("Name=Notes & <b>\"Co\"</b>\\\\n\n"))
        #expect(DesktopEntry.escaped("a\r\nb") == "a\\r\\nb", "a CRLF, one Swift character, is still two escapes")

        let metainfo = folder.appendingPathComponent("com.example.Notes.metainfo.xml")
        try AppStreamMetadata.text(for: hostile).write(to: metainfo, atomically: true, encoding: .utf8)
        let appstreamVerdict = try run("/usr/bin/env", ["appstreamcli", "validate", "--no-net", metainfo.path])
        #expect(appstreamVerdict.status == 0, "\(appstreamVerdict.text)")
        let document = try XMLDocument(contentsOf: metainfo)
        #expect(try document.nodes(forXPath: "/component/name").first?.stringValue == name)
        #expect(try document.nodes(forXPath: "/component/summary").first?.stringValue == "Line one line two tab", "one line, control characters gone")
        #expect(try document.nodes(forXPath: "/component/description/p").map { $0.stringValue ?? "" } == ["First <p> & so.", "Second."])
        #expect(try document.nodes(forXPath: "/component/launchable").first?.stringValue == "com.example.Notes.desktop")
    }

    @Test("R-DA4: the control file holds the summary on Description's line and each paragraph indented, blank lines as ' .', and depends on Pango, which no NEEDED entry names")
    func controlFile() throws {
        let package = DebianPackage(app: try app(["description": "One.\nStill one.\n\nTwo.", "maintainer": "Ann <ann@example.org>\nX"]),
                                    root: URL(fileURLWithPath: "/nonexistent"))
        let control = package.control(architecture: "amd64", depends: ["libc6", "libx11-6"], installedKiB: 12)
        #expect(control == """
            Package: notes
            Version: 1.0
            Architecture: amd64
            Maintainer: Ann <ann@example.org> X
            Installed-Size: 12
            Depends: libc6, libpangocairo-1.0-0, libx11-6
            Recommends: libdbus-1-3, libgdk-pixbuf-2.0-0, librsvg2-common, libpoppler-glib8
            Section: x11
            Priority: optional
            Description: Notes, a UIKit app on the Linux desktop
             One.
             Still one.
             .
             Two.

            """)
    }

    @Test("R-DA4: hicolor icons are scaled from the smallest AppIcon image at least their size — 120 px for the small ones, 180 for 128, the 1024-pixel marketing icon above")
    func icons() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = HicolorIcons.sources(below: Self.templateIcons, setName: "AppIcon")
        #expect(sources.map(\.pixels) == [120, 180, 1024])
        let written = try HicolorIcons.render(sources, name: "com.example.Notes", into: folder)
        #expect(written == HicolorIcons.sides.map { "hicolor/\($0)x\($0)/apps/com.example.Notes.png" })
        // Red, orange and blue images (Tests/TemplateApp): each size shows which it came from.
        let expected: [Int: UInt32] = [16: 0xFFFF0000, 24: 0xFFFF0000, 32: 0xFFFF0000, 48: 0xFFFF0000, 64: 0xFFFF0000,
                                       128: 0xFFFF9500, 256: 0xFF0000FF, 512: 0xFF0000FF]
        for side in HicolorIcons.sides {
            let png = folder.appendingPathComponent("hicolor/\(side)x\(side)/apps/com.example.Notes.png").path
            let image = try #require(cairo_image_surface_create_from_png(png))
            defer { cairo_surface_destroy(image) }
            #expect(cairo_surface_status(image) == CAIRO_STATUS_SUCCESS)
            #expect(cairo_image_surface_get_width(image) == Int32(side) && cairo_image_surface_get_height(image) == Int32(side))
            let centre = cairo_image_surface_get_data(image).map { data in
                UnsafeRawPointer(data + Int(cairo_image_surface_get_stride(image)) * side / 2).assumingMemoryBound(to: UInt32.self)[side / 2]
            }
            #expect(centre == expected[side], "\(side): \(String(centre ?? 0, radix: 16))")
        }
        // A small hand-drawn set: nothing above its size but the two AppStream asks for.
        #expect(HicolorIcons.sides(largest: 48) == [16, 24, 32, 48, 64, 128])
    }

    @Test("R-DA4: an icon set's dark and tinted images and empty slots are passed over, and an image that is no PNG is an error naming the file")
    func iconSetEdges() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: set.appendingPathComponent("icon.png"))
        try Data("{}".utf8).write(to: set.appendingPathComponent("dark.png"))
        try Data("""
            {"images":[{"filename":"icon.png","idiom":"universal","platform":"ios","size":"1024x1024"},
                       {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png","idiom":"universal","platform":"ios","size":"1024x1024"},
                       {"idiom":"universal","platform":"ios","size":"1024x1024","appearances":[{"appearance":"luminosity","value":"tinted"}]},
                       {"idiom":"iphone","scale":"2x","size":"20x20"}],
             "info":{"author":"xcode","version":1}}
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let sources = HicolorIcons.sources(below: folder, setName: "AppIcon")
        #expect(sources == [HicolorIcons.Source(path: set.appendingPathComponent("icon.png").path, pixels: 1024)])
        #expect(HicolorIcons.sources(below: folder, setName: "Other").isEmpty)
        #expect(throws: HicolorIcons.Problem.self) { try HicolorIcons.render(sources, name: "com.example.Notes", into: folder) }
        try Data("{".utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect(HicolorIcons.sources(below: folder, setName: "AppIcon").isEmpty, "a malformed Contents.json is a set without images")
    }

    @Test("R-DA4: misuse is exit status 2 with the reason and the usage: no package, an unknown option, a missing value, a bad configuration")
    func misuse() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PackageCommand.main([folder.path]) == 2)
        #expect(PackageCommand.main(["--frobnicate", folder.path]) == 2)
        #expect(PackageCommand.main([folder.path, "--identifier"]) == 2)
        #expect(PackageCommand.main(["--configuration", "fast", folder.path]) == 2)
        #expect(PackageCommand.main([]) == 2)
        #expect(PackageCommand.main(["--help"]) == 0)
    }
}
