import CCairo
import Foundation
import Testing
@testable import XResponder

/// The chrome cache's copies straight into the window's pixels (`PixelBlitter`) and its memo of
/// each layer's chrome (R-AP1): both are shortcuts, so each test compares with the long way.
@Suite("Layer chrome copies: pixman straight to the window, memo per layer (R-AP1)", .tearsDownTestTrees)
@MainActor
struct ChromeCopyTests {
    /// A card as the appearance benchmark draws them.
    func card(_ color: UIColor, frame: CGRect) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = color
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 3
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        return card
    }

    /// `window`'s views drawn the long way: through Cairo into an image (the clip there is not
    /// known to be a pixel rectangle, so no copy goes to pixman).
    func drawnThroughCairo(_ window: UIWindow, scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(bounds: window.bounds, format: imageFormat(scale: scale)).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    func differing(_ a: UIImage, _ b: UIImage) -> Int { ImageComparison.differingPixels(a, b).pixels.count }

    @Test("R-AP1 a chrome copied straight into the window's pixels is pixel for pixel what Cairo draws",
          arguments: [1, 2] as [CGFloat])
    func directCopyMatchesCairo(scale: CGFloat) throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.backgroundColor = .white
        for (index, color) in [UIColor.red, .blue, .green, .red].enumerated() {
            window.addSubview(card(color, frame: CGRect(x: 10 + CGFloat(index) * 56, y: 20, width: 40, height: 36)))
        }
        // One card half off the window's edge: pixman must clip to the surface too.
        window.addSubview(card(.blue, frame: CGRect(x: 220, y: 90, width: 40, height: 36)))
        let compositor = WindowCompositor(window: window, scale: scale)
        let before = PixelBlitter.copyCount
        compositor.renderIfNeeded()
        #expect(PixelBlitter.copyCount - before == 5)
        let copied = try #require(compositor.snapshot())
        let beforeCairo = PixelBlitter.copyCount
        let drawn = drawnThroughCairo(window, scale: scale)
        #expect(PixelBlitter.copyCount == beforeCairo)
        #expect(differing(copied, drawn) == 0)
        #expect(rgba(copied, 30, 38) == red)   // a card's middle, copied
    }

    @Test("R-AP1 a damaged rectangle through a card changes only its own pixels")
    func directCopyKeepsToTheClip() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.backgroundColor = .white
        window.addSubview(card(.red, frame: CGRect(x: 20, y: 20, width: 40, height: 36)))
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        let first = try #require(compositor.snapshot())
        // A new window colour, but only a 10×10 square across the card's corner is redrawn.
        window.backgroundColor = .blue
        window.damage = DamageRegion()
        let square = CGRect(x: 15, y: 15, width: 10, height: 10)
        window.damage.add(square)
        let before = PixelBlitter.copyCount
        compositor.renderIfNeeded()
        #expect(PixelBlitter.copyCount - before == 1)
        let second = try #require(compositor.snapshot())
        let fresh = drawnThroughCairo(window)
        var wrong: [(x: Int, y: Int)] = []
        for y in 0..<80 {
            for x in 0..<120 {
                let inside = square.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                let expected = inside ? rgba(fresh, CGFloat(x), CGFloat(y)) : rgba(first, CGFloat(x), CGFloat(y))
                if rgba(second, CGFloat(x), CGFloat(y)) != expected { wrong.append((x, y)) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels wrong, first \(wrong.first.map { "(\($0.x), \($0.y))" } ?? "")")
    }

    @Test("R-AP1 a card's chrome follows every change to its layer, size, colour, clip and subviews")
    func memoFollowsChanges() throws {
        let changes: [(String, (UIView) -> Void)] = [
            ("cornerRadius", { $0.layer.cornerRadius = 3 }),
            ("maskedCorners", { $0.layer.maskedCorners = [.layerMinXMinYCorner] }),
            ("borderWidth", { $0.layer.borderWidth = 3 }),
            ("borderColor", { $0.layer.borderColor = UIColor.blue.cgColor }),
            ("shadowOpacity", { $0.layer.shadowOpacity = 0.9 }),
            ("shadowOffset", { $0.layer.shadowOffset = CGSize(width: 4, height: 0) }),
            ("shadowRadius", { $0.layer.shadowRadius = 1 }),
            ("shadowColor", { $0.layer.shadowColor = UIColor.red.cgColor }),
            ("clipsToBounds", { $0.clipsToBounds = true }),
            ("masksToBounds", { $0.layer.masksToBounds = true }),
            ("backgroundColor", { $0.backgroundColor = .green }),
            ("size", { $0.bounds.size = CGSize(width: 30, height: 30) }),
            ("subview", { $0.addSubview(UIView(frame: .zero)) }),
        ]
        for (name, change) in changes {
            let h = Harness()
            let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            window.backgroundColor = .white
            let changed = card(.red, frame: CGRect(x: 20, y: 20, width: 40, height: 36))
            window.addSubview(changed)
            let compositor = WindowCompositor(window: window)
            compositor.renderIfNeeded()
            change(changed)
            window.damage.add(window.bounds)
            compositor.renderIfNeeded()
            let afterChange = try #require(compositor.snapshot())
            // The same card made with the change already in it: nothing remembered.
            let other = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            other.backgroundColor = .white
            let made = card(.red, frame: CGRect(x: 20, y: 20, width: 40, height: 36))
            change(made)
            other.addSubview(made)
            let otherCompositor = WindowCompositor(window: other)
            otherCompositor.renderIfNeeded()
            let expected = try #require(otherCompositor.snapshot())
            #expect(differing(afterChange, expected) == 0, "after changing \(name)")
        }
    }

    @Test("R-AP1 the pixel clip is known only while it is a rectangle of whole device pixels")
    func pixelClip() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        let context = CGContext(cairo: cr)
        #expect(!context.pixelClip.isKnown)   // an arbitrary context: unknown
        context.pixelClip = PixelClip(CGRect(x: 0, y: 0, width: 100, height: 100), in: cr)
        #expect(context.pixelClip == PixelClip(x0: 0, y0: 0, x1: 100, y1: 100))
        context.saveGState()
        context.translateBy(x: 10, y: 5)
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 200))
        #expect(context.pixelClip == PixelClip(x0: 10, y0: 5, x1: 60, y1: 100))
        context.saveGState()
        context.clip(to: CGRect(x: 0.5, y: 0, width: 10, height: 10))   // an antialiased edge
        #expect(!context.pixelClip.isKnown)
        context.restoreGState()
        #expect(context.pixelClip == PixelClip(x0: 10, y0: 5, x1: 60, y1: 100))
        context.saveGState()
        context.rotate(by: 0.3)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!context.pixelClip.isKnown)
        context.restoreGState()
        context.saveGState()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.clip()   // a path: unknown, even a rectangular one
        #expect(!context.pixelClip.isKnown)
        context.restoreGState()
        context.clip(to: CGRect(x: 200, y: 0, width: 10, height: 10))
        #expect(context.pixelClip == .empty)
        context.restoreGState()
        #expect(context.pixelClip == PixelClip(x0: 0, y0: 0, x1: 100, y1: 100))
        context.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(!context.pixelClip.isKnown)
    }
}
