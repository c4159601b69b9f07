import Foundation

/// The `.deb` `xrport package` writes (R-DA4), laid out as Debian lays out an application with
/// private files:
///
///     usr/bin/<package>                           → ../lib/<package>/<Executable>
///     usr/lib/<package>/<Executable>              the program
///     usr/lib/<package>/<Package_Target>.resources  its bundles, where Bundle.module looks
///     usr/lib/<package>/lib*.so*                  the Swift runtime, only when not linked in
///     usr/share/applications/<id>.desktop
///     usr/share/icons/hicolor/<N>x<N>/apps/<id>.png
///     usr/share/metainfo/<id>.metainfo.xml
///
/// The command on PATH is a symbolic link, relative so that the tree works wherever it is unpacked
/// (a scratch root, a Flatpak's /app): the app finds its bundles from its executable's real place.
struct DebianPackage {
    var app: AppMetadata
    /// The folder the package's files are staged in (the `.deb`'s root).
    var root: URL

    var libraryFolder: String { "usr/lib/\(app.packageName)" }
    var executablePath: String { "\(libraryFolder)/\(app.executable)" }
    var commandPath: String { "usr/bin/\(app.packageName)" }
    var desktopEntryPath: String { "usr/share/applications/\(app.identifier).desktop" }
    var metainfoPath: String { "usr/share/metainfo/\(app.identifier).metainfo.xml" }
    var iconsPath: String { "usr/share/icons" }

    /// What was staged, for the report.
    struct Staged {
        var icons: [String] = []
        var bundles: [String] = []
        var libraries: SharedLibraries = SharedLibraries(packages: [], carried: [])
    }

    /// Lays out the package's tree below `root` (emptied first).
    func stage(executable: URL, bundles: [URL], icons: [HicolorIcons.Source]) throws -> Staged {
        let files = FileManager.default
        try? files.removeItem(at: root)
        var staged = Staged()
        try files.createDirectory(at: url(libraryFolder), withIntermediateDirectories: true)
        try files.copyItem(at: executable, to: url(executablePath))
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url(executablePath).path)
        for bundle in bundles {
            try files.copyItem(at: bundle, to: url(libraryFolder).appendingPathComponent(bundle.lastPathComponent))
            staged.bundles.append(bundle.lastPathComponent)
        }
        try writeIdentity()
        staged.libraries = try SharedLibraries.of(executable)
        for library in staged.libraries.carried {
            try files.copyItem(at: library.resolvingSymlinksInPath(), to: url(libraryFolder).appendingPathComponent(library.lastPathComponent))
        }
        try files.createDirectory(at: url(commandPath).deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: url(commandPath).path, withDestinationPath: "../lib/\(app.packageName)/\(app.executable)")
        try write(DesktopEntry.text(for: app), to: desktopEntryPath)
        try write(AppStreamMetadata.text(for: app), to: metainfoPath)
        staged.icons = try HicolorIcons.render(icons, name: app.identifier, into: url(iconsPath)).map { "\(iconsPath)/\($0)" }
        try normalizePermissions()
        return staged
    }

    /// Puts the package's identity in the app's Info.plist, so that the running app's windows carry
    /// the identifier the entry names as `StartupWMClass` (X11Window+Identity) even when it was
    /// given as an option: in its own bundle's `Contents/Info.plist` when it has one (an imported
    /// Xcode project), else in an `Info.plist` beside the executable, where Foundation's main bundle
    /// reads it.
    private func writeIdentity() throws {
        let folder = url(libraryFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let own = names.filter { $0.hasSuffix(".resources") }.map { folder.appendingPathComponent("\($0)/Contents/Info.plist") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        let plist = own ?? folder.appendingPathComponent("Info.plist")
        var info: [String: Any] = [:]
        if let data = try? Data(contentsOf: plist) {
            info = (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]) ?? [:]
        }
        info["CFBundleIdentifier"] = app.identifier
        info["CFBundleShortVersionString"] = app.version
        if info["CFBundleName"] == nil { info["CFBundleName"] = app.name }
        if info["CFBundleDisplayName"] == nil, app.name != info["CFBundleName"] as? String { info["CFBundleDisplayName"] = app.name }
        info["CFBundleExecutable"] = app.executable
        if info["CFBundlePackageType"] == nil { info["CFBundlePackageType"] = "APPL" }
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plist)
    }

    /// Writes `DEBIAN/control` and builds the `.deb` into `folder`; returns its path.
    func build(into folder: URL, depends: [String]) throws -> URL {
        let architecture = try Command.check("dpkg", ["--print-architecture"]).trimmingCharacters(in: .whitespacesAndNewlines)
        try write(control(architecture: architecture, depends: depends, installedKiB: installedSize()), to: "DEBIAN/control")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url("DEBIAN").path)
        let deb = folder.appendingPathComponent("\(app.packageName)_\(app.version)_\(architecture).deb")
        try Command.check("dpkg-deb", ["--root-owner-group", "--build", root.path, deb.path])
        return deb
    }

    /// What every XResponder app needs but does not name in its `NEEDED` list, so the libraries
    /// `ldd` reads miss it: Pango (with HarfBuzz and GLib behind it), loaded when text first needs
    /// it or on a thread at launch (Sources/CPango says why).
    static let loadedAtRunTime = ["libpangocairo-1.0-0"]

    /// The control file. `Description`'s first line is the summary; the paragraphs follow,
    /// each line indented by one space and blank lines written as " .", as policy §5.6.13 says.
    func control(architecture: String, depends: [String], installedKiB: Int) -> String {
        var lines = [
            "Package: \(app.packageName)",
            "Version: \(app.version)",
            "Architecture: \(architecture)",
            "Maintainer: \(oneLine(app.maintainer))",
            "Installed-Size: \(installedKiB)",
        ]
        let depends = Set(depends).union(Self.loadedAtRunTime).sorted()
        lines.append("Depends: \(depends.joined(separator: ", "))")
        lines += [
            // Loaded when first used (dlopen), so not in the executable's NEEDED list: D-Bus for
            // accessibility and notifications, image decoders, SVG and PDF assets.
            "Recommends: libdbus-1-3, libgdk-pixbuf-2.0-0, librsvg2-common, libpoppler-glib8",
            "Section: x11",
            "Priority: optional",
            "Description: \(oneLine(app.summary))",
        ]
        let paragraphs = app.description.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(" .") }
            lines += paragraph.split(separator: "\n").map { " " + $0.trimmingCharacters(in: .whitespaces) }.map { $0 == " " ? " ." : $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    private func write(_ text: String, to relative: String) throws {
        let destination = url(relative)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: destination, atomically: true, encoding: .utf8)
    }

    /// Folders 0755, files 0644 and programs 0755, whatever the umask and the sources' modes: what
    /// dpkg installs is what the package holds.
    private func normalizePermissions() throws {
        let files = FileManager.default
        guard let enumerator = files.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { return }
        for case let item as URL in enumerator {
            let values = try item.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true { continue }
            let isProgram = item.path == url(executablePath).path
            try files.setAttributes([.posixPermissions: values.isDirectory == true || isProgram ? 0o755 : 0o644], ofItemAtPath: item.path)
        }
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    }

    /// The installed size in KiB, as dpkg counts it: each file rounded up.
    private func installedSize() -> Int {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) else { return 0 }
        var kib = 0
        for case let item as URL in enumerator where !item.path.contains("/DEBIAN/") {
            let values = try? item.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            if values?.isRegularFile == true { kib += ((values?.fileSize ?? 0) + 1023) / 1024 } else { kib += 1 }
        }
        return kib
    }
}
