import CCairo
import Foundation
import Testing
@testable import XResponder

@Suite("UIImage files and UIImageView (R-L2)", .tearsDownTestTrees)
@MainActor
struct ImageViewTests {
    /// A 40×20-pixel image, red on the left half and blue on the right, at `scale`.
    func twoTone(scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40 / scale, height: 20 / scale), format: imageFormat(scale: scale)).image { context in
            context.cgContext.setFillColor(UIColor.red)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 20 / scale, height: 20 / scale))
            context.cgContext.setFillColor(UIColor.blue)
            context.cgContext.fill(CGRect(x: 20 / scale, y: 0, width: 20 / scale, height: 20 / scale))
        }
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xresponder-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func close(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 24) -> Bool {
        guard let pixel else { return false }
        return abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance && abs(Int(pixel.blue) - b) <= tolerance
    }

    @Test("R-L2: PNG and JPEG files decode through the system's loaders; garbage is refused")
    func decodesPNGAndJPEG() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("two.png"), jpeg = dir.appendingPathComponent("two.jpg")
        try twoTone().writePNG(to: png)
        try #require(twoTone().jpegData(compressionQuality: 0.95)).write(to: jpeg)
        for url in [png, jpeg] {
            let image = try #require(UIImage(contentsOfFile: url.path), "\(url.lastPathComponent)")
            #expect(image.size == CGSize(width: 40, height: 20))
            #expect(close(image.pixel(x: 5, y: 10), 255, 0, 0), "\(url.lastPathComponent) left")
            #expect(close(image.pixel(x: 35, y: 10), 0, 0, 255), "\(url.lastPathComponent) right")
        }
        let garbage = dir.appendingPathComponent("garbage.png")
        try Data("not an image".utf8).write(to: garbage)
        #expect(UIImage(contentsOfFile: garbage.path) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.jpg").path) == nil)
    }

    @Test("R-L2: PNG is read by Cairo into premultiplied ARGB32, opaque PNG (RGB) and translucent alike; a truncated PNG, or one whose header claims more than 16384 pixels a side, is refused without decoding")
    func pngThroughCairo() throws {
        // An opaque PNG (colour type RGB): Cairo reads it as RGB24, which UIImage never holds.
        let opaque = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 2))
        defer { cairo_surface_destroy(opaque) }
        let cr = try #require(cairo_create(opaque))
        cairo_set_source_rgb(cr, 0, 0.5, 1)
        cairo_paint(cr)
        cairo_destroy(cr)
        // UIImage writes what its surface holds: RGB24 here, so the PNG is colour type RGB.
        let opaquePNG = try #require(UIImage(surface: cairo_surface_reference(opaque), scale: 1).pngData())
        #expect(opaquePNG[25] == 2, "colour type RGB")
        guard case .decoded(let surface) = PNGFiles.decode(data: opaquePNG) else {
            Issue.record("the opaque PNG did not decode")
            return
        }
        #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32)
        let image = UIImage(surface: surface, scale: 1)
        let pixel = try #require(image.pixel(x: 3, y: 1))
        #expect(pixel.alpha == 255 && pixel.red == 0 && abs(Int(pixel.green) - 128) <= 1 && pixel.blue == 255, "\(pixel)")

        // Translucent: premultiplied on the way in, straight again on the way out.
        let translucent = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: imageFormat(scale: 1)).image { context in
            context.cgContext.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let translucentPNG = try #require(translucent.pngData())
        let decoded = try #require(UIImage(data: translucentPNG))
        let half = try #require(decoded.pixel(x: 1, y: 1))
        #expect(abs(Int(half.alpha) - 128) <= 1 && half.red >= 250 && half.green == 0, "\(half)")

        // Truncated: a clear failure, not a crash or a half image.
        guard case .failed = PNGFiles.decode(data: opaquePNG.prefix(opaquePNG.count - 20)) else {
            Issue.record("a truncated PNG decoded")
            return
        }
        // A 45-byte file claiming 100000 × 100000 pixels (40 GB decoded) is refused from its header.
        var bomb = Data(opaquePNG.prefix(33))
        bomb.replaceSubrange(16..<24, with: [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0])
        guard case .failed(let reason) = PNGFiles.decode(data: bomb) else {
            Issue.record("an oversized PNG was not refused")
            return
        }
        #expect(reason.contains("100000×100000"), "\(reason)")
        #expect(UIImage(data: bomb) == nil)
        guard case .notPNG = PNGFiles.decode(data: Data("not an image".utf8)) else {
            Issue.record("text was taken for a PNG")
            return
        }
    }

    @Test("R-L2: UIImage(named:) prefers the @2x file on a HiDPI screen and gives it scale 2")
    func hiDPIVariants() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try twoTone().writePNG(to: dir.appendingPathComponent("icon.png"))
        try twoTone(scale: 2).writePNG(to: dir.appendingPathComponent("icon@2x.png"))
        let name = dir.appendingPathComponent("icon").path
        let saved = UIScreen.main.scale
        defer { UIScreen.main.scale = saved }
        UIScreen.main.scale = 1
        let plain = try #require(UIImage(named: name))
        #expect(plain.scale == 1 && plain.size == CGSize(width: 40, height: 20))
        UIScreen.main.scale = 2
        let sharp = try #require(UIImage(named: name))
        #expect(sharp.scale == 2 && sharp.size == CGSize(width: 20, height: 10) && sharp.pixelWidth == 40)
        #expect(UIImage(named: dir.appendingPathComponent("nothing").path) == nil)
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("icon@2x.png").path)?.scale == 2)
    }

    @Test("R-L2: contentMode places the image: scaleToFill, aspect fit and fill, center and the edges")
    func contentModes() {
        let size = CGSize(width: 40, height: 20), bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(UIView.contentRect(for: size, in: bounds, mode: .scaleToFill) == bounds)
        #expect(UIView.contentRect(for: size, in: bounds, mode: .scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(UIView.contentRect(for: size, in: bounds, mode: .scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(UIView.contentRect(for: size, in: bounds, mode: .center) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(UIView.contentRect(for: size, in: bounds, mode: .topLeft) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(UIView.contentRect(for: size, in: bounds, mode: .bottomRight) == CGRect(x: 60, y: 80, width: 40, height: 20))
        #expect(UIView.contentRect(for: size, in: bounds, mode: .right) == CGRect(x: 60, y: 40, width: 40, height: 20))
        // Drawn: aspect fit leaves the top band to the background, and the halves keep their colours.
        let h = Harness()
        let window = h.makeWindow()
        window.backgroundColor = .white
        let view = UIImageView(image: twoTone())
        view.frame = bounds
        view.contentMode = .scaleAspectFit
        window.addSubview(view)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        let shot = compositor.snapshot()
        #expect(close(shot?.pixel(x: 50, y: 10), 255, 255, 255, 2))
        #expect(close(shot?.pixel(x: 20, y: 50), 255, 0, 0, 2))
        #expect(close(shot?.pixel(x: 80, y: 50), 0, 0, 255, 2))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
    }

    @Test("R-L2: an image view takes no touches by default: a tap falls through to its superview (seed 003)")
    func tapFallsThrough() {
        let h = Harness()
        let window = h.makeWindow()
        let card = h.view("card", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        card.forwards = false
        let image = UIImageView(image: twoTone())
        image.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.addSubview(image)
        #expect(!image.isUserInteractionEnabled)
        h.input.tap(at: CGPoint(x: 100, y: 100), in: window)
        #expect(h.log.entries == ["card began 1", "card ended 1"])
        image.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === image)
    }
}
