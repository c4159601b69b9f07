import CCairo
import Foundation

/// The app's icon from its asset catalogs (`AppIcon.appiconset`, or the set `Info.plist`'s
/// `CFBundleIcons` names), as the window manager and task bar want it: `_NET_WM_ICON`'s list of
/// square ARGB images (R-IB4). Read once, the first time a window asks.
enum AppIcon {
    /// The sides desktop shells ask for: a title bar, a task bar, an Alt+Tab switcher.
    static let sides = [16, 32, 48, 64, 128]

    /// `_NET_WM_ICON`'s cardinals for the app's icon — for each side, the width, the height and the
    /// pixels as non-premultiplied ARGB — or empty when the app has no icon.
    static let cardinals: [UInt] = {
        guard let image = image() else { return [] }
        return cardinals(of: image, sides: sides)
    }()

    /// The name of the icon set: `CFBundleIcons → CFBundlePrimaryIcon → CFBundleIconName`, else
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`'s default, "AppIcon".
    static var setName: String {
        let icons = AppBundle.info["CFBundleIcons"] as? [String: Any]
        return (icons?["CFBundlePrimaryIcon"] as? [String: Any])?["CFBundleIconName"] as? String ?? "AppIcon"
    }

    /// The icon image: of the set's images, the smallest that is at least 128 pixels wide (decoding
    /// a 1024-pixel marketing icon at start-up would cost more than the icon is worth), else the
    /// largest.
    static func image(in catalogs: [AssetCatalog] = AssetCatalogs.catalogs(for: nil), named name: String = setName) -> UIImage? {
        guard let icons = catalogs.lazy.compactMap({ $0.appIcon(named: name) }).first(where: { !$0.isEmpty }) else { return nil }
        let chosen = icons.last { $0.pixels >= sides.last! } ?? icons[0]
        return ImageFiles.decode(chosen.path).map { UIImage(surface: $0, scale: 1) }
    }

    /// `image` scaled into squares of `sides`, as `_NET_WM_ICON` lists them.
    static func cardinals(of image: UIImage, sides: [Int]) -> [UInt] {
        var result: [UInt] = []
        for side in sides where side > 0 {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)),
                  let cr = cairo_create(surface) else { continue }
            let width = Double(image.pixelWidth), height = Double(image.pixelHeight)
            if width > 0, height > 0 {
                let fit = min(Double(side) / width, Double(side) / height)
                cairo_translate(cr, (Double(side) - width * fit) / 2, (Double(side) - height * fit) / 2)
                cairo_scale(cr, fit, fit)
                cairo_set_source_surface(cr, image.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BEST)
                cairo_paint(cr)
            }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            result += [UInt(side), UInt(side)]
            let stride = Int(cairo_image_surface_get_stride(surface))
            if let data = cairo_image_surface_get_data(surface) {
                for y in 0..<side {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<side { result.append(UInt(unpremultiplied(row[x]))) }
                }
            }
            cairo_surface_destroy(surface)
        }
        return result
    }

    /// Cairo's premultiplied ARGB pixel as the straight ARGB `_NET_WM_ICON` holds.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let a = pixel >> 24
        guard a > 0, a < 255 else { return a == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
