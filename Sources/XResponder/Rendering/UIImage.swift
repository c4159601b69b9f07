import CCairo
import Foundation

/// A bitmap: what offscreen rendering produces and PNG files hold (R-R3).
///
/// Backed by a Cairo ARGB32 image surface. `size` is in points; the bitmap has `size × scale` pixels.
///
/// As in UIKit it is immutable, `Sendable` and `Hashable` and usable from any thread: model types
/// that hold images (`struct Note: Hashable { var photo: UIImage? }`) work off the main actor. Its
/// pixels are never written after it is made, and Cairo counts surface references atomically.
/// Two images are equal when they are the same object, as in UIKit.
public final class UIImage: Hashable, @unchecked Sendable {
    /// The `cairo_surface_t *` holding the pixels (premultiplied ARGB32).
    public let surface: OpaquePointer
    public let scale: CGFloat

    /// How the image is drawn: as its own colours, or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// Whether it came from `UIImage(systemName:)` (and is a template by default).
    public let isSymbolImage: Bool
    /// The symbol's configuration, for symbol images.
    public let symbolConfiguration: SymbolConfiguration?
    /// The colour `withTintColor(_:)` gave it.
    let fixedTintColor: UIColor?
    /// The SF Symbols name it was made from.
    let symbolName: String?
    /// The variants this image is one of, for an asset catalog's image set that has light, dark or
    /// high-contrast images (nil otherwise): image views draw the variant of their traits.
    public let imageAsset: UIImageAsset?

    /// Whether an image draws its own colours or is a template filled with the tint colour.
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2 }

    /// Takes ownership of an image surface.
    init(surface: OpaquePointer, scale: CGFloat, renderingMode: RenderingMode = .automatic, isSymbolImage: Bool = false,
         symbolConfiguration: SymbolConfiguration? = nil, fixedTintColor: UIColor? = nil, symbolName: String? = nil,
         imageAsset: UIImageAsset? = nil) {
        self.surface = surface
        self.imageAsset = imageAsset
        self.symbolName = symbolName
        self.scale = scale
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.symbolConfiguration = symbolConfiguration
        self.fixedTintColor = fixedTintColor
    }

    /// Drawn in a tint colour (its alpha is the shape): template mode, or a symbol left automatic.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// The same pixels with another rendering mode (shared, not copied).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale, renderingMode: renderingMode,
                isSymbolImage: isSymbolImage, symbolConfiguration: symbolConfiguration, fixedTintColor: fixedTintColor,
                symbolName: symbolName, imageAsset: imageAsset)
    }

    /// The image drawn in `color` wherever it is opaque, whatever view shows it.
    public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale, renderingMode: renderingMode,
                isSymbolImage: isSymbolImage, symbolConfiguration: symbolConfiguration, fixedTintColor: color,
                symbolName: symbolName)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Loads a PNG or JPEG file (any format the system's gdk-pixbuf loaders read); nil when it
    /// cannot be read or decoded. A file named `…@2x.…` (or `@3x`) has that scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        self.init(contentsOfFile: path, scale: ImageFiles.scale(ofFileNamed: path))
    }

    /// Another object over `image`'s pixels, scale, rendering mode and asset (a convenience
    /// initializer cannot return the image it found, so it shares it).
    convenience init(sharing image: UIImage) {
        self.init(surface: cairo_surface_reference(image.surface), scale: image.scale, renderingMode: image.renderingMode,
                  imageAsset: image.imageAsset)
    }

    /// A copy of `surface`'s pixels as they are now (the surface goes on being drawn in): what an
    /// image context, a renderer's `currentImage` and a window snapshot hand out.
    convenience init(copyOf surface: OpaquePointer, scale: CGFloat) {
        cairo_surface_flush(surface)
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        self.init(surface: copy, scale: scale)
    }

    /// An empty image: no pixels, size zero (what UIKit's `UIImage()` is).
    public convenience init() {
        self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 0, 0), scale: 1)
    }

    /// Loads an image file with an explicit scale (pixels per point).
    public convenience init?(contentsOfFile path: String, scale: CGFloat) {
        guard let surface = ImageFiles.decode(path) else { return nil }
        self.init(surface: surface, scale: scale > 0 && scale.isFinite ? scale : 1)
    }

    /// Decodes PNG, JPEG or any format the system's gdk-pixbuf loaders read (scale 1).
    public convenience init?(data: Data) {
        guard let surface = ImageFiles.decode(data: data) else { return nil }
        self.init(surface: surface, scale: 1)
    }

    /// An image from the application's files: `name` with or without an extension (.png, .jpg,
    /// .jpeg), looked up in the main bundle's resources, in SwiftPM resource bundles beside the
    /// executable (what `Bundle.module` is on Linux), next to the executable, in its `Resources`
    /// folder and in the current directory. On a HiDPI screen (`UIScreen.main.scale` 2 or more)
    /// `name@2x` is preferred, and the image then has scale 2 (R-L2). Callable from any thread,
    /// as UIKit's is.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image from `bundle`'s resources (`Bundle.module` in a SwiftPM target), else as
    /// `init?(named:)` finds it; at the trait collection's display scale when it has one. Asset
    /// catalogs come first, as in UIKit: the image set of that name, in the variant for the trait
    /// collection (dark, high contrast; off the main thread, the default appearance) (R-IB4).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? ScreenScale.current
        let traits = traitCollection ?? (Thread.isMainThread ? UITraitCollection.current : UITraitCollection())
        for catalog in AssetCatalogs.catalogs(for: bundle) {
            guard let found = catalog.image(named: name, traits: traits, screenScale: scale) else { continue }
            // PDF and SVG are drawn at the scale chosen (the screen's, for a single vector image).
            let decoded = VectorImages.isVector(found.path) ? VectorImages.render(found.path, scale: found.scale) : ImageFiles.decode(found.path)
            guard let surface = decoded else {
                AssetCatalogs.report("\(found.path): not an image this system can read")
                return nil
            }
            self.init(surface: surface, scale: found.scale, renderingMode: found.mode,
                      imageAsset: found.varies ? UIImageAsset(catalogSet: name, bundle: bundle) : nil)
            return
        }
        let folders = bundle.map(ImageFiles.folders(of:)) ?? []
        guard let (path, fileScale) = ImageFiles.find(named: name, screenScale: scale, firstIn: folders) else { return nil }
        self.init(contentsOfFile: path, scale: fileScale)
    }

    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// The PNG encoding of the bitmap.
    public func pngData() -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    /// Writes the PNG encoding to `url`.
    public func writePNG(to url: URL) throws {
        guard let data = pngData() else { throw CocoaError(.fileWriteUnknown) }
        try data.write(to: url)
    }

    /// One pixel as straight (not premultiplied) 8-bit RGBA; nil outside the bitmap. An XResponder
    /// addition for pixel tests.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Self.straight(word)
    }

    /// A premultiplied ARGB32 pixel as straight 8-bit RGBA (fully transparent: all zero).
    static func straight(_ word: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = word >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (unpremultiply((word >> 16) & 0xFF), unpremultiply((word >> 8) & 0xFF), unpremultiply(word & 0xFF), UInt8(a))
    }

    /// Draws the image into `rect` of the current context (in its `withTintColor` colour, if it
    /// has one).
    @MainActor public func draw(in rect: CGRect) { draw(in: rect, tint: fixedTintColor) }

    /// Draws the image into `rect`; with `tint`, only its alpha, filled with the tint (a template).
    @MainActor func draw(in rect: CGRect, tint: UIColor?) {
        guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0, rect.isFiniteRect else { return }
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width / CGFloat(pixelWidth)), Double(rect.height / CGFloat(pixelHeight)))
        // The context's alpha (`setAlpha`) applies to images too, as in CoreGraphics.
        let alpha = Double(context.currentAlpha)
        if let tint {
            let c = tint.cgColor.clamped
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }
}

extension CGFloat {
    /// A pixel count that fits a surface: non-finite or negative sizes become 0, huge ones 16384.
    var clampedForPixels: CGFloat {
        guard isFinite else { return 0 }
        return Swift.min(Swift.max(self, 0), 16384)
    }
}
