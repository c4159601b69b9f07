import Foundation
import Testing
@testable import XResponder
import CDBus
import CCairo

/// What every program linking XResponder loads before its first frame (issue #50, R-P3): each
/// library costs start-up time and resident memory, so those only some apps need are not linked.
@Suite("Start-up: the libraries a program loads (R-P3)")
struct StartupLibrariesTests {
    /// The shared libraries the dynamic loader maps for xdemo, an app built beside the tests (this
    /// test program links more: the porting tool, Combine, snapshot testing), as `ldd` lists them.
    private func loadedLibraries() throws -> String {
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xdemo")
        try #require(FileManager.default.isExecutableFile(atPath: demo.path), "xdemo is built with the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [demo.path]
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
}
