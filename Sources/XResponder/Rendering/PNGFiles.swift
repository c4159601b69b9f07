import CCairo
import Foundation

/// PNG files read with Cairo's own reader (libpng, which Cairo links already), before gdk-pixbuf
/// is asked (R-L2). Almost every image an app ships is a PNG — its icon, its asset catalog —
/// and gdk-pixbuf brings GLib, GObject, GModule and GIO with it: about 7 MB resident, loaded
/// after the first frame when the window's icon is read (issue #50). Other formats (JPEG, and
/// what else the system's loaders read) still go through gdk-pixbuf.
enum PNGFiles {
    /// The largest width or height read, as for gdk-pixbuf's images: the header is checked before
    /// decoding, so a small file claiming a huge picture is refused without allocating it.
    static let largestSide = 16384

    /// Whether `bytes` start with PNG's signature.
    static func isPNG(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    enum Outcome {
        /// Not a PNG: another decoder may read it.
        case notPNG
        case decoded(OpaquePointer)
        /// A PNG that cannot be read (damaged, or larger than `largestSide`): why.
        case failed(String)
    }

    /// Reads the file at `path`.
    static func decode(path: String) -> Outcome {
        guard let file = fopen(path, "rb") else { return .notPNG }   // gdk-pixbuf says why
        var header = [UInt8](repeating: 0, count: 24)
        let count = fread(&header, 1, header.count, file)
        fclose(file)
        if let verdict = verdict(onHeader: Array(header.prefix(count))) { return verdict }
        return finish(cairo_image_surface_create_from_png(path))
    }

    /// Reads PNG bytes.
    static func decode(data: Data) -> Outcome {
        if let verdict = verdict(onHeader: Array(data.prefix(24))) { return verdict }
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let wanted = Int(length)
                // Cairo asks for exact counts; a short read is a truncated file.
                guard reader.data.count - reader.offset >= wanted else { return CAIRO_STATUS_READ_ERROR }
                let start = reader.data.index(reader.data.startIndex, offsetBy: reader.offset)
                reader.data.copyBytes(to: destination, from: start..<start + wanted)
                reader.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        return finish(surface)
    }

    /// What the first 24 bytes decide before anything is decoded: another decoder's turn (not a
    /// PNG), a refusal (no header, or a picture larger than `largestSide`), or nil to decode.
    private static func verdict(onHeader header: [UInt8]) -> Outcome? {
        guard isPNG(header) else { return .notPNG }
        // The header chunk (IHDR) comes first: its length (4 bytes), name, then width and height.
        guard header.count >= 24, header[12..<16].elementsEqual("IHDR".utf8) else { return .failed("no PNG header") }
        func bigEndian(_ offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (bigEndian(16), bigEndian(20))
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else {
            return .failed("\(width)×\(height) pixels is not a size XResponder reads (at most \(largestSide) a side)")
        }
        return nil
    }

    /// Cairo's result as the premultiplied ARGB32 surface `UIImage` holds: an opaque PNG comes
    /// back as RGB24, a 16-bit one (Cairo 1.17.2 and later) as a float format; either is painted
    /// into a new ARGB32 surface.
    private static func finish(_ surface: OpaquePointer?) -> Outcome {
        guard let surface else { return .failed("Cairo returned no surface") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return .failed(String(cString: cairo_status_to_string(status)))
        }
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 { return .decoded(surface) }
        defer { cairo_surface_destroy(surface) }
        let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                                   cairo_image_surface_get_height(surface))!
        let cr = cairo_create(converted)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(converted)
        guard cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(converted)
            return .failed("cannot convert the picture to ARGB32")
        }
        return .decoded(converted)
    }
}
