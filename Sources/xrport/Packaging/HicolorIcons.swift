import CCairo
import Foundation

/// The app's icon as the freedesktop icon theme wants it (R-DA4): PNG files of
/// `hicolor/<N>x<N>/apps/<id>.png`, rendered from the `AppIcon` set of its asset catalogs — where
/// the running app reads its window icon too (AppIcon in the library) — by Cairo, as the library
/// draws. Each size is scaled from the smallest image of the set at least that big (a hand-drawn
/// 32-pixel image stays the 32-pixel icon); sizes above the largest image are left out, except
/// 64 and 128, which AppStream asks of every desktop application.
enum HicolorIcons {
    static let sides = [16, 24, 32, 48, 64, 128, 256, 512]
    static let required = [64, 128]

    struct Source: Equatable {
        var path: String
        var pixels: Int
    }

    enum Problem: Error, CustomStringConvertible {
        case unreadable(String)
        var description: String {
            switch self {
            case .unreadable(let path): "\(path): not a PNG file Cairo can read (app icons are PNG, as Xcode requires)"
            }
        }
    }

    /// The images of the set named `setName` in any `.xcassets` below `folder` (the app target's
    /// folder), by size: each with the pixels its `Contents.json` gives (`size` × `scale`). Images
    /// of a dark or tinted appearance, and slots with no file, are left out.
    static func sources(below folder: URL, setName: String) -> [Source] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [Source] = []
        for case let url as URL in enumerator where url.lastPathComponent == "\(setName).appiconset"
            && url.deletingLastPathComponent().pathExtension == "xcassets" {
            found += sources(inSet: url)
        }
        return found.sorted { $0.pixels < $1.pixels }
    }

    static func sources(inSet set: URL) -> [Source] {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = contents["images"] as? [[String: Any]] else { return [] }
        var result: [Source] = []
        for image in images where image["appearances"] == nil {
            guard let file = image["filename"] as? String, !file.isEmpty, let size = image["size"] as? String else { continue }
            let side = Double(size.split(separator: "x").first ?? "") ?? 0
            let scale = Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            let path = set.appendingPathComponent(file).path
            guard side > 0, FileManager.default.fileExists(atPath: path) else { continue }
            result.append(Source(path: path, pixels: Int((side * scale).rounded())))
        }
        return result
    }

    /// The sides rendered from sources whose largest is `largest` pixels.
    static func sides(largest: Int) -> [Int] {
        sides.filter { $0 <= largest || required.contains($0) }
    }

    /// Writes `hicolor/<N>x<N>/apps/<name>.png` below `iconsFolder` for each side; returns the
    /// files written, relative to `iconsFolder`.
    static func render(_ sources: [Source], name: String, into iconsFolder: URL) throws -> [String] {
        guard let largest = sources.last else { return [] }
        var written: [String] = []
        for side in sides(largest: largest.pixels) {
            let source = sources.first { $0.pixels >= side } ?? largest
            let relative = "hicolor/\(side)x\(side)/apps/\(name).png"
            let destination = iconsFolder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try render(source.path, side: side, to: destination.path)
            written.append(relative)
        }
        return written
    }

    /// `png` scaled to fit a `side`-pixel square, centred, written as PNG to `destination`.
    static func render(_ png: String, side: Int, to destination: String) throws {
        guard let image = cairo_image_surface_create_from_png(png), cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw Problem.unreadable(png)
        }
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image)), height = Double(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { throw Problem.unreadable(png) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)) else { throw Problem.unreadable(png) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw Problem.unreadable(png) }
        let fit = min(Double(side) / width, Double(side) / height)
        cairo_translate(cr, (Double(side) - width * fit) / 2, (Double(side) - height * fit) / 2)
        cairo_scale(cr, fit, fit)
        cairo_set_source_surface(cr, image, 0, 0)
        // BEST averages every source pixel under a destination pixel: a 1024-pixel icon brought to
        // 16 keeps its shape instead of the aliasing of a point sample.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard cairo_surface_write_to_png(surface, destination) == CAIRO_STATUS_SUCCESS else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
        }
    }
}
