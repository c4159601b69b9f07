import CCairo
import CPango
import Foundation

/// gdk-pixbuf, the system's image decoders (R-L2), loaded with `dlopen` when the first image file
/// is read. Not linked: gdk-pixbuf and what only it brings (GModule, libjpeg) cost every app's
/// start-up before its first frame, which rarely shows a picture from a file (issue #50). The functions are
/// gdk-pixbuf 2's stable C API, declared here as their C types; nil when the library is missing
/// (then no image file can be read, and the failure says so).
struct PixbufLibrary: @unchecked Sendable {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
    typealias CString = UnsafePointer<CChar>
    typealias Strings = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    typealias NewFromFile = @convention(c) (CString, ErrorOut) -> OpaquePointer?
    typealias NewFromFileAtScale = @convention(c) (CString, Int32, Int32, Int32, ErrorOut) -> OpaquePointer?
    typealias FileInfo = @convention(c) (CString, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    typealias LoaderNew = @convention(c) () -> OpaquePointer?
    typealias LoaderWrite = @convention(c) (OpaquePointer, UnsafePointer<UInt8>?, Int, ErrorOut) -> Int32
    typealias LoaderClose = @convention(c) (OpaquePointer, ErrorOut) -> Int32
    typealias Getter = @convention(c) (OpaquePointer) -> OpaquePointer?
    typealias IntGetter = @convention(c) (OpaquePointer) -> Int32
    typealias ReadPixels = @convention(c) (OpaquePointer) -> UnsafePointer<UInt8>?
    typealias Pixels = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<UInt8>?
    /// gdk_pixbuf_new(colorspace, has_alpha, bits_per_sample, width, height); colorspace 0 is RGB.
    typealias New = @convention(c) (UInt32, Int32, Int32, Int32, Int32) -> OpaquePointer?
    typealias SaveToBuffer = @convention(c) (OpaquePointer, Strings, UnsafeMutablePointer<Int>?, CString, Strings, Strings, ErrorOut) -> Int32
    typealias Unref = @convention(c) (UnsafeMutableRawPointer) -> Void
    typealias ErrorFree = @convention(c) (UnsafeMutablePointer<GError>) -> Void
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void

    let newFromFile: NewFromFile
    let newFromFileAtScale: NewFromFileAtScale
    let fileInfo: FileInfo
    let loaderNew: LoaderNew
    let loaderWrite: LoaderWrite
    let loaderClose: LoaderClose
    let loaderPixbuf: Getter
    let width: IntGetter
    let height: IntGetter
    let channels: IntGetter
    let rowstride: IntGetter
    let bitsPerSample: IntGetter
    let hasAlpha: IntGetter
    let readPixels: ReadPixels
    let pixels: Pixels
    let new: New
    let saveToBuffer: SaveToBuffer
    /// GObject's `g_object_unref`, GLib's `g_error_free` and `g_free`, found through gdk-pixbuf's
    /// own dependencies: CPango's lazy declarations of them would load Pango for nothing.
    let unref: Unref
    let errorFree: ErrorFree
    let free: Free

    /// Loaded once, from any thread (images decode wherever an app makes them).
    static let shared: PixbufLibrary? = load()

    private static func load() -> PixbufLibrary? {
        guard let library = dlopen("libgdk_pixbuf-2.0.so.0", RTLD_NOW | RTLD_LOCAL) else {
            FileProblems.report(String(cString: dlerror()), about: "image decoder")
            return nil
        }
        func function<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let newFromFile = function("gdk_pixbuf_new_from_file", NewFromFile.self),
              let newFromFileAtScale = function("gdk_pixbuf_new_from_file_at_scale", NewFromFileAtScale.self),
              let fileInfo = function("gdk_pixbuf_get_file_info", FileInfo.self),
              let loaderNew = function("gdk_pixbuf_loader_new", LoaderNew.self),
              let loaderWrite = function("gdk_pixbuf_loader_write", LoaderWrite.self),
              let loaderClose = function("gdk_pixbuf_loader_close", LoaderClose.self),
              let loaderPixbuf = function("gdk_pixbuf_loader_get_pixbuf", Getter.self),
              let width = function("gdk_pixbuf_get_width", IntGetter.self),
              let height = function("gdk_pixbuf_get_height", IntGetter.self),
              let channels = function("gdk_pixbuf_get_n_channels", IntGetter.self),
              let rowstride = function("gdk_pixbuf_get_rowstride", IntGetter.self),
              let bitsPerSample = function("gdk_pixbuf_get_bits_per_sample", IntGetter.self),
              let hasAlpha = function("gdk_pixbuf_get_has_alpha", IntGetter.self),
              let readPixels = function("gdk_pixbuf_read_pixels", ReadPixels.self),
              let pixels = function("gdk_pixbuf_get_pixels", Pixels.self),
              let new = function("gdk_pixbuf_new", New.self),
              let saveToBuffer = function("gdk_pixbuf_save_to_bufferv", SaveToBuffer.self),
              let unref = function("g_object_unref", Unref.self),
              let errorFree = function("g_error_free", ErrorFree.self),
              let free = function("g_free", Free.self) else {
            FileProblems.report("libgdk_pixbuf-2.0.so.0 lacks a function XResponder calls", about: "image decoder")
            return nil
        }
        return PixbufLibrary(newFromFile: newFromFile, newFromFileAtScale: newFromFileAtScale, fileInfo: fileInfo,
                             loaderNew: loaderNew, loaderWrite: loaderWrite, loaderClose: loaderClose,
                             loaderPixbuf: loaderPixbuf, width: width, height: height, channels: channels,
                             rowstride: rowstride, bitsPerSample: bitsPerSample, hasAlpha: hasAlpha,
                             readPixels: readPixels, pixels: pixels, new: new, saveToBuffer: saveToBuffer,
                             unref: unref, errorFree: errorFree, free: free)
    }
}
