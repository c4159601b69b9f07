import Foundation
import Testing
@testable import XResponder
import CDBus
import CCairo
import CPango

/// What every program linking XResponder loads before its first frame (issue #50, R-P3): each
/// library costs start-up time and resident memory, so those only some apps need are not linked.
@Suite("Start-up: the libraries a program loads (R-P3)")
struct StartupLibrariesTests {
    /// The shared libraries the dynamic loader maps for xdemo, an app built beside the tests (this
    /// test program links more: the porting tool, Combine, snapshot testing), as `ldd` lists them.
    private func loadedLibraries() throws -> String {
        try reportOnDemo("/usr/bin/ldd", [])
    }

    /// What `tool`, given `arguments` and then the path of xdemo (an app built beside the tests),
    /// writes to standard output.
    private func reportOnDemo(_ tool: String, _ arguments: [String]) throws -> String {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xdemo")
        try #require(FileManager.default.isExecutableFile(atPath: demo.path), "xdemo is built with the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + [demo.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test("R-P3: neither FoundationNetworking (libcurl and thirty more), libdbus (and seven more) nor gdk-pixbuf (and libjpeg) is loaded at start; each loads on first use")
    func lazyLibraries() throws {
        let libraries = try loadedLibraries()
        #expect(libraries.contains("libswiftCore"), "ldd listed the program's libraries: \(libraries)")
        #expect(!libraries.contains("libFoundationNetworking") && !libraries.contains("libcurl"))
        #expect(!libraries.contains("libdbus-1") && !libraries.contains("libsystemd"))
        #expect(!libraries.contains("libgdk_pixbuf") && !libraries.contains("libjpeg"))
        // Loaded on demand, gdk-pixbuf decodes as linked gdk-pixbuf did.
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { _ in }.pngData())
        #expect(PixbufLibrary.shared != nil)
        let surface = try #require(ImageFiles.decode(data: png))
        #expect(cairo_image_surface_get_width(surface) == 3)
        cairo_surface_destroy(surface)
        // Loaded on demand, it answers as linked libdbus does.
        #expect(xr_dbus_available() != 0, "\(xr_dbus_load_error().map { String(cString: $0) } ?? "")")
        var error = DBusError()
        dbus_error_init(&error)
        let connection = dbus_connection_open_private("unix:path=/nonexistent/xresponder-test-bus", &error)
        #expect(connection == nil && error.name != nil)
        dbus_error_free(&error)
    }

    @MainActor
    @Test("R-P3: Pango, HarfBuzz, GLib and GIO (and the eleven libraries behind them) are not loaded at start; text loads them, and lays out as linked Pango did")
    func lazyTextLibraries() throws {
        let libraries = try loadedLibraries()
        #expect(libraries.contains("libcairo"), "ldd listed the program's libraries: \(libraries)")
        for name in ["libpango", "libharfbuzz", "libglib-2.0", "libgobject-2.0", "libgio-2.0", "libfribidi", "libthai"] {
            #expect(!libraries.contains(name), "\(name) is loaded at start: \(libraries)")
        }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Lazy Pango"
        let size = label.intrinsicContentSize
        #expect(xr_pango_is_loaded() != 0)
        #expect(size.width > 40 && size.width < 200 && size.height > 15 && size.height < 30, "\(size)")
        // A structure Swift reads directly (CPango.h copies its layout): a line's byte range.
        let context = try #require(pango_font_map_create_context(pango_cairo_font_map_get_default()))
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        let layout = try #require(pango_cairo_create_layout(cr))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, "one\ntwo words", -1)
        #expect(pango_layout_get_line_count(layout) == 2)
        let second = try #require(pango_layout_get_line_readonly(layout, 1))
        #expect(second.pointee.start_index == 4 && second.pointee.length == 9)
        var count: Int32 = 0
        let attributes = try #require(pango_layout_get_log_attrs_readonly(layout, &count))
        #expect(count == 14)
        // "two words": a word starts at byte 4 and at byte 8, and ends at 7 and 13.
        #expect(attributes[4].is_word_start == 1 && attributes[7].is_word_end == 1 && attributes[8].is_word_start == 1)
        #expect(attributes[5].is_word_start == 0)
    }

    @Test("R-P3: an app is linked with its relative relocations packed (RELR), so the loader reads kilobytes of them before main, not megabytes")
    func packedRelocations() throws {
        let text = try reportOnDemo("/usr/bin/env", ["readelf", "--dynamic", "--wide"])
        // `0x… (RELASZ)  19032 (bytes)`: the size of the records the loader applies one by one.
        func size(of tag: String) -> Int? {
            text.split(separator: "\n").first { $0.contains("(\(tag))") }
                .flatMap { $0.split(separator: " ").dropFirst(2).first }.flatMap { Int($0) }
        }
        #expect(text.contains("(RELR)"), "linked with -z pack-relative-relocs: \(text)")
        let unpacked = try #require(size(of: "RELASZ"), "\(text)")
        let packed = try #require(size(of: "RELRSZ"), "\(text)")
        // Unpacked, xdemo's relative relocations alone take megabytes (24 bytes each).
        #expect(unpacked < 512 * 1024 && packed < 512 * 1024, "RELASZ \(unpacked), RELRSZ \(packed)")
    }

    @Test("R-P3: the functions start-up runs are laid out together (lld's --symbol-ordering-file with startup.order): in xdemo, every XResponder function the file names lies in the first third of the text, so start-up faults in few text pages")
    func startupLayout() throws {
        let orderFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/XResponder/Linking/startup.order").standardized
        let listed = Set(try String(contentsOf: orderFile, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map(String.init))
        // `nm -n`: "<address> <kind> <name>", by address; kinds t and T are code.
        let symbols = try reportOnDemo("/usr/bin/env", ["nm", "-n", "--defined-only"]).split(separator: "\n").compactMap { line -> (UInt64, Bool)? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1] == "t" || fields[1] == "T", let address = UInt64(fields[0], radix: 16) else { return nil }
            return (address, fields[2].hasPrefix("$s10XResponder") && listed.contains(String(fields[2])))
        }
        let start = try #require(symbols.first?.0), end = try #require(symbols.last?.0)
        let startup = symbols.filter(\.1).map(\.0)
        // A debug build inlines less than the release build the file was written from; most names are there.
        #expect(startup.count > 500, "\(startup.count) of the file's XResponder functions are in xdemo")
        // Without the file they spread over the whole text (measured: the last at 92 %); with it, 22 %.
        let last = Double(try #require(startup.max()) - start) / Double(end - start)
        #expect(last < 1.0 / 3, "the last start-up function lies \(Int(last * 100)) % into the text")
    }
}
