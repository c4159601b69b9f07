import CCairo
import CPango
import Foundation

/// The vector images of asset catalogs (R-IB4), drawn at the screen's scale: SVG through
/// gdk-pixbuf's librsvg loader (Debian's librsvg2-common), PDF through poppler-glib, loaded when the
/// first PDF is drawn so that neither the library's build nor an app without PDFs needs it.
enum VectorImages {
    /// Whether `path` names a vector format this reads.
    static func isVector(_ path: String) -> Bool {
        ["pdf", "svg"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The image at `path` drawn `scale` pixels per point: a new surface, or nil (reported).
    static func render(_ path: String, scale: CGFloat) -> OpaquePointer? {
        let scale = max(1, min(scale, 8))
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": return svg(path, scale: scale)
        case "pdf": return pdf(path, scale: scale)
        default: return nil
        }
    }

    /// The largest side drawn, in pixels: a hostile file may claim any size.
    static let maximumSide = 8_192

    private static func svg(_ path: String, scale: CGFloat) -> OpaquePointer? {
        var width: Int32 = 0, height: Int32 = 0
        guard let gdk = PixbufLibrary.shared else {
            AssetCatalogs.report("\(path): no image decoder (gdk-pixbuf) to read it")
            return nil
        }
        guard gdk.fileInfo(path, &width, &height) != nil, width > 0, height > 0 else {
            AssetCatalogs.report("\(path): not an SVG image this system can read (Debian's librsvg2-common reads them)")
            return nil
        }
        let pixelsWide = Int32(min(CGFloat(maximumSide), (CGFloat(width) * scale).rounded()))
        let pixelsHigh = Int32(min(CGFloat(maximumSide), (CGFloat(height) * scale).rounded()))
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk.newFromFileAtScale(path, pixelsWide, pixelsHigh, 0, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            AssetCatalogs.report("\(path): \(reason)")
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return ImageFiles.surface(from: pixbuf, gdk)
    }

    private static func pdf(_ path: String, scale: CGFloat) -> OpaquePointer? {
        guard let poppler = Poppler.shared else {
            AssetCatalogs.report("\(path): PDF images need poppler-glib (Debian's libpoppler-glib8), which is not installed")
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        let uri = URL(fileURLWithPath: path).absoluteString
        guard let document = poppler.documentFromFile(uri, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            AssetCatalogs.report("\(path): \(reason)")
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard let page = poppler.page(document, 0) else {
            AssetCatalogs.report("\(path): a PDF without pages")
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler.pageSize(page, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let pixelsWide = Int32(min(Double(maximumSide), (width * scale).rounded(.up)))
        let pixelsHigh = Int32(min(Double(maximumSide), (height * scale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelsWide, pixelsHigh), let cr = cairo_create(surface) else {
            return nil
        }
        cairo_scale(cr, Double(pixelsWide) / width, Double(pixelsHigh) / height)
        poppler.render(page, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// The four poppler-glib functions a PDF image needs, found with `dlopen` on first use.
    private struct Poppler: @unchecked Sendable {
        typealias DocumentFromFile = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> OpaquePointer?
        typealias Page = @convention(c) (OpaquePointer, Int32) -> OpaquePointer?
        typealias PageSize = @convention(c) (OpaquePointer, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Void
        typealias Render = @convention(c) (OpaquePointer, OpaquePointer) -> Void

        let documentFromFile: DocumentFromFile
        let page: Page
        let pageSize: PageSize
        let render: Render

        static let shared: Poppler? = {
            guard let library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libpoppler-glib.so", RTLD_NOW | RTLD_LOCAL),
                  let document = dlsym(library, "poppler_document_new_from_file"),
                  let page = dlsym(library, "poppler_document_get_page"),
                  let size = dlsym(library, "poppler_page_get_size"),
                  let render = dlsym(library, "poppler_page_render") else { return nil }
            return Poppler(documentFromFile: unsafeBitCast(document, to: DocumentFromFile.self),
                           page: unsafeBitCast(page, to: Page.self),
                           pageSize: unsafeBitCast(size, to: PageSize.self),
                           render: unsafeBitCast(render, to: Render.self))
        }()
    }
}
