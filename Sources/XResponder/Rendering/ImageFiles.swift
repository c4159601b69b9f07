import CCairo
import CPango
import Foundation

/// Reading image files with the system's decoders (R-L2): PNG with Cairo's reader (`PNGFiles`),
/// everything else with gdk-pixbuf, whose loaders handle JPEG (and whatever else the system has),
/// converted to the premultiplied ARGB32 Cairo surfaces `UIImage` holds. No decoder is written here. Not tied to the main actor: gdk-pixbuf decodes on
/// any thread, so images load wherever an app makes them, as in UIKit.
enum ImageFiles {
    /// A failure goes to the event trace when it happens on the main thread (the trace is the
    /// main actor's); elsewhere the nil result says enough.
    private static func trace(_ message: String) {
        guard MainQueue.isCurrent else { return }
        MainActor.assumeIsolated { EventTrace.log(message) }
    }

    /// What Cairo's PNG reader made of the input: the surface, or nil once why it could not
    /// `what` is traced; nil around it (`.none`) when the input is not a PNG.
    private static func png(_ outcome: PNGFiles.Outcome, _ what: @autoclosure () -> String) -> OpaquePointer?? {
        switch outcome {
        case .decoded(let surface): return .some(surface)
        case .failed(let reason):
            trace("UIImage: cannot \(what()): \(reason)")
            return .some(nil)
        case .notPNG: return nil
        }
    }

    /// Decodes `path` into a new image surface, or nil (the reason is traced).
    static func decode(_ path: String) -> OpaquePointer? {
        if let png = png(PNGFiles.decode(path: path), "read \(path)") { return png }
        guard let gdk = PixbufLibrary.shared else {
            trace("UIImage: cannot read \(path): no image decoder")
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk.newFromFile(path, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { gdk.errorFree(error) }
            trace("UIImage: cannot read \(path): \(reason)")
            return nil
        }
        defer { gdk.unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf, gdk)
    }

    /// Decodes encoded image bytes: PNG with Cairo, the rest (JPEG, …) with gdk-pixbuf's loaders, or nil.
    static func decode(data: Data) -> OpaquePointer? {
        if let png = png(PNGFiles.decode(data: data), "decode \(data.count) bytes") { return png }
        guard !data.isEmpty, let gdk = PixbufLibrary.shared, let loader = gdk.loaderNew() else { return nil }
        defer { gdk.unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes in
            gdk.loaderWrite(loader, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &error)
        }
        // Closing finishes the decode; it is needed even after a failed write, or the loader warns.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk.loaderClose(loader, &closeError)
        if let failure = error ?? closeError {
            trace("UIImage: cannot decode \(data.count) bytes: \(String(cString: failure.pointee.message))")
        }
        if let error { gdk.errorFree(error) }
        if let closeError { gdk.errorFree(closeError) }
        guard written != 0, closed != 0, let pixbuf = gdk.loaderPixbuf(loader) else { return nil }
        return surface(from: pixbuf, gdk)
    }

    /// Copies a pixbuf (RGB or RGBA, 8 bits, straight alpha) into an ARGB32 surface (native-endian
    /// 32-bit pixels, premultiplied alpha).
    static func surface(from pixbuf: OpaquePointer, _ gdk: PixbufLibrary) -> OpaquePointer? {
        let width = Int(gdk.width(pixbuf)), height = Int(gdk.height(pixbuf))
        let channels = Int(gdk.channels(pixbuf)), rowstride = Int(gdk.rowstride(pixbuf))
        guard width > 0, height > 0, width <= 16384, height <= 16384, gdk.bitsPerSample(pixbuf) == 8,
              channels == 3 || channels == 4, let pixels = gdk.readPixels(pixbuf) else { return nil }
        let hasAlpha = gdk.hasAlpha(pixbuf) != 0 && channels == 4
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let source = pixels + y * rowstride
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = source + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | premultiplied(p[0]) << 16 | premultiplied(p[1]) << 8 | premultiplied(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The scale a file name declares: `icon@2x.png` is 2, `icon.png` 1.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for factor in [3, 2] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    /// Where `UIImage(named:)` looks: the main bundle's resources, the SwiftPM resource bundles
    /// beside the executable (`<Package>_<Target>.resources`, which `Bundle.module` opens on
    /// Linux; an app that moved its images into a target's resources names them as before), the
    /// executable's folder, its `Resources` folder and the current directory.
    static var searchFolders: [URL] {
        var folders: [URL] = []
        if let resources = mainBundleResourceFolder { folders.append(resources) }
        // The app's own bundle before the others beside the executable: a package's build folder
        // holds every app's, and each has its Main.storyboard and images.
        if let app = AppBundle.bundle, app != Bundle.main { folders += ImageFiles.folders(of: app) }
        folders += bundlesBesideExecutable
        folders += [executableFolder, executableFolder.appendingPathComponent("Resources"),
                    URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        // Without an app bundle the main bundle's resources are the executable's folder: once.
        return firstOfEach(folders, by: \.path)
    }

    /// `items` without those whose `key` an earlier one had, in order. Compared linearly: a handful
    /// of folders, and no hashing before the first frame.
    private static func firstOfEach<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
        var keys: [String] = []
        return items.filter { item in
            let itemKey = key(item)
            guard !keys.contains(itemKey) else { return false }
            keys.append(itemKey)
            return true
        }
    }

    /// `searchFolders` as paths, made from path strings (FileProbe) when they are only the
    /// executable's folder and the resource bundles beside it — an app with no Info.plist, whose
    /// storyboard lookup runs before the first frame: the first URL built costs Foundation a
    /// one-time set-up of about a third of a millisecond (issue #50). Else `searchFolders`' paths.
    static var searchFolderPaths: [String] {
        guard let folder = plainExecutableFolderPath, AppBundle.bundle == nil else { return searchFolders.map(\.path) }
        let bundles = resourceBundleNamesBesideExecutable.map { AppBundle.resourceFolder(atPath: FileProbe.join(folder, $0)) }
        return firstOfEach([folder] + bundles + [folder, FileProbe.join(folder, "Resources"), FileProbe.currentDirectory], by: { $0 })
    }

    /// `Bundle.main.resourceURL`, without making `Bundle.main` where it can only be the executable's
    /// folder: Foundation's main bundle lists that folder twice before it answers, on start-up's
    /// path (an app without a storyboard asks for `Main.storyboard` before its first frame, issue
    /// #50). Foundation puts the main bundle's resources elsewhere only when a bundle's layout
    /// — `Contents` or `Support Files` — sits beside the executable; two probes tell.
    static var mainBundleResourceFolder: URL? {
        plainExecutableFolderPath == nil ? Bundle.main.resourceURL : executableFolder
    }

    /// The executable's folder when it is where Foundation's main bundle keeps its resources: no
    /// bundle layout (`Contents`, `Support Files`) beside the executable. Nil otherwise, or where
    /// the folder is unknown. Probed once: it comes with the program, and every storyboard, nib and
    /// image search asks.
    private static let plainExecutableFolderPath: String? = {
        guard let folder = executableFolderPath,
              !["Contents", "Support Files"].contains(where: { FileProbe.exists(FileProbe.join(folder, $0)) }) else { return nil }
        return folder
    }()

    /// The program's name, as `ProcessInfo.processName` gives it (the last part of
    /// `/proc/self/exe`'s target) but without waking ProcessInfo: the window's title and WM_CLASS
    /// ask for it before the first frame, and ProcessInfo's first use costs a tenth of a
    /// millisecond there (issue #50).
    static let programName: String = executablePath.map { path in
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    } ?? ProcessInfo.processInfo.processName

    /// The running program's file, where the kernel found it (`/proc/self/exe`): not `argv[0]`,
    /// which is just the name a launcher typed — `myapp` when started through PATH, a link in
    /// `/usr/bin` when installed (R-DA4) — while the bundles lie beside the real file.
    static let executableURL: URL = executablePath.map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()

    /// `/proc/self/exe`'s target as a path, or nil where there is no `/proc`: read without
    /// Foundation, for the start-up probes (FileProbe).
    static let executablePath: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }()

    /// The folder of `executablePath`, or nil where it is unknown.
    static let executableFolderPath: String? = executablePath.map { path in
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static let executableFolder = executableURL.deletingLastPathComponent()

    /// The resource bundles installed beside the executable, listed once: they come with the
    /// program, and a folder listing for every image loaded would be I/O on each `UIImage(named:)`.
    /// Each is given as where its files are: an app bundle's `Contents/Resources` (what xrport makes
    /// of an Xcode project, AppBundle), else the bundle's folder.
    static let bundlesBesideExecutable = resourceBundleNamesBesideExecutable
        .map { executableFolder.appendingPathComponent($0, isDirectory: true) }.map(AppBundle.resourceFolder(of:))

    /// The names of the resource bundles beside the executable, listed once: AppBundle's probe
    /// and `bundlesBesideExecutable` both ask before the first frame, and a build folder holds a
    /// hundred entries (issue #50).
    /// Another program's bundles are left out (`isAnotherProgramsBundle`).
    static let resourceBundleNamesBesideExecutable = ownResourceBundleNames(in: executableFolderPath ?? executableFolder.path,
                                                                            program: programName)

    /// The resource bundles in `folder` that are not another program's: those of libraries, and
    /// `program`'s own.
    static func ownResourceBundleNames(in folder: String, program: String) -> [String] {
        resourceBundleNames(in: folder).filter { !isAnotherProgramsBundle($0, in: folder, program: program) }
    }

    /// Whether the resource bundle `name` in `folder` belongs to another executable than `program`.
    /// SwiftPM names an executable target's bundle `<Package>_<Target>.resources` and builds every
    /// executable of a package into one folder, so beside `A` lies `Pkg_B.resources` with B's
    /// `Main.storyboard` and images: an app without an Info.plist would start with B's storyboard,
    /// and find B's images by name, where on iOS an app sees only its own bundle. A bundle is
    /// another's when a part of its name after an underscore names an executable file beside it
    /// that is not `program` (the split is tried at each underscore: package and target names may
    /// hold one). Library bundles have no such file and stay.
    static func isAnotherProgramsBundle(_ name: String, in folder: String, program: String) -> Bool {
        guard name.hasSuffix(".resources") else { return false }
        let stem = name.dropLast(".resources".count)
        let targets = stem.indices.filter { stem[$0] == "_" }.map { String(stem[stem.index(after: $0)...]) }.filter { !$0.isEmpty }
        if targets.contains(program) { return false }
        return targets.contains { FileProbe.isExecutableFile(FileProbe.join(folder, $0)) }
    }

    /// The SwiftPM resource bundles (`*.resources` folders) in `folder`, by name; with `program`,
    /// only those not another program's (`ownResourceBundleNames`).
    static func resourceBundles(in folder: URL, notOtherThan program: String? = nil) -> [URL] {
        let names = program.map { ownResourceBundleNames(in: folder.path, program: $0) } ?? resourceBundleNames(in: folder.path)
        return names.map { folder.appendingPathComponent($0, isDirectory: true) }
    }

    /// The names of the SwiftPM resource bundles in `folder`, sorted. Names, not URLs: a build
    /// folder holds a hundred entries, and making a URL of each cost start-up half a millisecond;
    /// listed with readdir, not FileManager, since this runs before the first frame (FileProbe,
    /// issue #50). A link to the folder is followed.
    static func resourceBundleNames(in folder: String) -> [String] {
        FileProbe.names(in: folder).filter { $0.hasSuffix(".resources") }.sorted()
    }

    /// `folder` with symbolic links resolved, for listing. Linux Foundation quirk:
    /// `contentsOfDirectory(at:)` of a link to a folder lists nothing (`atPath:` follows it), and
    /// SwiftPM's `.build/debug`, where `swift build` users run their programs from, is such a link.
    static func listable(_ folder: URL) -> URL { folder.resolvingSymlinksInPath() }

    /// Whether `url` is a folder or a link to one (`resourceValues` answers for the link itself).
    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Where a bundle's images are: its resources, and the bundle's own folder.
    static func folders(of bundle: Bundle) -> [URL] {
        var folders: [URL] = []
        if let resources = bundle.resourceURL { folders.append(resources) }
        if !folders.contains(bundle.bundleURL) { folders.append(bundle.bundleURL) }
        return folders
    }

    /// The file for `name` and its scale, preferring the variant for the screen's scale; the
    /// folders `firstIn` are looked in before the usual ones.
    static func find(named name: String, screenScale: CGFloat, firstIn preferred: [URL] = []) -> (path: String, scale: CGFloat)? {
        let url = URL(fileURLWithPath: name)
        let given = url.pathExtension
        let stem = given.isEmpty ? name : String(name.dropLast(given.count + 1))
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        // The screen's scale first, then each smaller one down to 1x.
        let scales = Array(stride(from: max(1, Int(screenScale.rounded())), through: 1, by: -1))
        // An absolute name is its own folder.
        let folders = name.hasPrefix("/") ? [URL(fileURLWithPath: "/")] : preferred + searchFolders
        for folder in folders {
            for factor in scales {
                for ext in extensions {
                    let file = factor == 1 ? "\(stem).\(ext)" : "\(stem)@\(factor)x.\(ext)"
                    let path = folder.appendingPathComponent(file).path
                    if FileManager.default.fileExists(atPath: path) { return (path, CGFloat(factor)) }
                }
            }
        }
        return nil
    }
}

extension UIImage {
    /// The image as JPEG data (UIKit's `jpegData(compressionQuality:)`, 0…1), encoded by the
    /// system's gdk-pixbuf JPEG saver. JPEG has no alpha: transparent pixels come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let width = pixelWidth, height = pixelHeight
        guard width > 0, height > 0, let gdk = PixbufLibrary.shared,
              let pixbuf = gdk.new(0, 0, 8, Int32(width), Int32(height)) else { return nil }
        defer { gdk.unref(UnsafeMutableRawPointer(pixbuf)) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface), let pixels = gdk.pixels(pixbuf) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)), rowstride = Int(gdk.rowstride(pixbuf))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let target = pixels + y * rowstride
            for x in 0..<width {
                let pixel = UIImage.straight(row[x])
                target[x * 3] = pixel.red
                target[x * 3 + 1] = pixel.green
                target[x * 3 + 2] = pixel.blue
            }
        }
        let quality = String(Int((min(max(compressionQuality.isFinite ? compressionQuality : 1, 0), 1) * 100).rounded()))
        var buffer: UnsafeMutablePointer<gchar>?
        var size = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = quality.withCString { value -> Int32 in
            "quality".withCString { key -> Int32 in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk.saveToBuffer(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
            }
        }
        if let error { gdk.errorFree(error) }
        guard saved != 0, let buffer else { return nil }
        defer { gdk.free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
