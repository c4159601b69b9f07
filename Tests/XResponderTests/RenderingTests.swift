import Foundation
import Testing
@testable import XResponder

@MainActor
final class CountingView: UIView {
    var drawCount = 0
    var lastRect: CGRect = .null
    override func draw(_ rect: CGRect) {
        drawCount += 1
        lastRect = rect
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.green.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@Suite("Rendering (R-R1 … R-R3)", .tearsDownTestTrees)
@MainActor
struct RenderingTests {
    func render(_ view: UIView, scale: CGFloat = 1) -> UIImage {
        UIGraphicsImageRenderer(bounds: view.bounds, format: imageFormat(scale: scale)).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }

    @Test("R-R1 background, then draw(_:), then subviews in order")
    func drawingOrder() {
        final class Cross: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()!
                context.setFillColor(UIColor.blue.cgColor)
                context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            }
        }
        _ = Harness()
        let root = Cross(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.backgroundColor = .green
        root.addSubview(child)
        let top = UIView(frame: CGRect(x: 60, y: 60, width: 30, height: 30))
        top.backgroundColor = .white
        root.addSubview(top)
        let image = render(root)
        #expect(rgba(image, 5, 5) == [0, 0, 255, 255])        // draw(_:) over background
        #expect(rgba(image, 95, 5) == [255, 0, 0, 255])       // background
        #expect(rgba(image, 30, 30) == [0, 255, 0, 255])      // subview over draw(_:)
        #expect(rgba(image, 65, 65) == [255, 255, 255, 255])  // later subview on top
    }

    @Test("R-R1 alpha multiplies down the tree; hidden views are not drawn")
    func alphaAndHidden() {
        _ = Harness()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        half.alpha = 0.5
        root.addSubview(half)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.backgroundColor = .black
        inner.alpha = 0.5
        half.addSubview(inner)
        let hidden = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        let image = render(root)
        // black at 0.5 × 0.5 over white: 75% white.
        #expect(close(rgba(image, 10, 10), [191, 191, 191, 255]))
        #expect(rgba(image, 75, 10) == [255, 255, 255, 255])
        #expect(rgba(image, 10, 75) == [255, 255, 255, 255])
    }

    @Test("R-R1 clipsToBounds clips subviews; bounds origin and transform move content")
    func clipBoundsTransform() {
        _ = Harness()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        clipper.clipsToBounds = true
        root.addSubview(clipper)
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        big.backgroundColor = .red
        clipper.addSubview(big)
        let scroller = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        root.addSubview(scroller)
        let marker = UIView(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        marker.backgroundColor = .blue
        scroller.addSubview(marker)
        let image = render(root)
        #expect(rgba(image, 25, 25) == [255, 0, 0, 255])
        #expect(rgba(image, 75, 75) == [255, 255, 255, 255])   // clipped away
        #expect(rgba(image, 105, 5) == [0, 0, 255, 255])      // scrolled to the top of the scroller

        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        rotated.backgroundColor = .green
        rotated.center = CGPoint(x: 50, y: 50)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.backgroundColor = .white
        canvas.addSubview(rotated)
        let turned = render(canvas)
        #expect(rgba(turned, 50, 10) == [0, 255, 0, 255])
        #expect(rgba(turned, 10, 50) == [255, 255, 255, 255])
    }

    @Test("R-R1 a label draws its text with Pango")
    func label() {
        _ = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.backgroundColor = .white
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 24)
        let image = render(label)
        var dark = 0
        for y in 0..<40 { for x in 0..<120 where rgba(image, CGFloat(x), CGFloat(y))[0] < 100 { dark += 1 } }
        #expect(dark > 50)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)).width > 40)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("R-R1 one line taller than its label is centred, as UIKit centres it: a 35-point digit in a 29-point label keeps its whole glyph")
    func lineTallerThanItsLabel() {
        _ = Harness()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 29))
        label.backgroundColor = .white
        label.text = "2"
        label.font = .systemFont(ofSize: 35)
        label.textAlignment = .center
        let image = render(label)
        var rows = Set<Int>()
        for y in 0..<29 { for x in 0..<60 where rgba(image, CGFloat(x), CGFloat(y))[0] < 100 { rows.insert(y) } }
        // The glyph's top and its foot (the 2's base stroke) both show, inside the label.
        #expect((rows.min() ?? 99) <= 6 && (rows.max() ?? 0) >= 20, "ink on rows \(rows.sorted())")
        #expect(rows.count >= 18)
    }

    @Test("R-R2 many invalidations in one turn give one frame that redraws only the damage")
    func damageCoalesces() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let left = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let right = CountingView(frame: CGRect(x: 150, y: 150, width: 50, height: 50))
        window.addSubview(left)
        window.addSubview(right)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(left.drawCount == 1 && right.drawCount == 1)
        #expect(compositor.renderIfNeeded().isEmpty)   // nothing damaged: no frame
        for _ in 0..<100 { left.setNeedsDisplay() }
        left.setNeedsDisplay(CGRect(x: 1, y: 1, width: 2, height: 2))
        let redrawn = compositor.renderIfNeeded()
        #expect(compositor.frameCount == 2)
        #expect(left.drawCount == 2)
        #expect(right.drawCount == 1)   // outside the damage: not drawn
        #expect(redrawn == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        // Moving a view damages where it was and where it is.
        left.frame.origin = CGPoint(x: 60, y: 0)
        #expect(window.damage.bounds == CGRect(x: 0, y: 0, width: 110, height: 50))
    }

    @Test("R-R2 setting a view's frame, bounds or center to what it already is damages nothing and lays out nothing")
    func unchangedGeometryIsNoChange() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let views = (0..<20).map { CountingView(frame: CGRect(x: 0, y: CGFloat($0) * 10, width: 200, height: 10)) }
        views.forEach(window.addSubview)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        window.layoutIfNeeded()
        // Layout code sets every row's frame on every pass; rows that did not move are not news.
        for view in views {
            view.frame = view.frame
            view.bounds = view.bounds
            view.center = view.center
        }
        #expect(window.damage.isEmpty)
        #expect(views.allSatisfy { !$0.needsLayout })
        #expect(compositor.renderIfNeeded().isEmpty)
        #expect(views.allSatisfy { $0.drawCount == 1 })
        // A real change still damages, and an animation to the same frame still runs its block.
        views[3].frame.origin.x = 5
        #expect(window.damage.bounds == CGRect(x: 0, y: 30, width: 200, height: 10))   // clipped to the window
        var animated = false
        UIView.animate(withDuration: 0.2) { views[4].frame = views[4].frame; animated = true }
        #expect(animated)
    }

    @Test("R-R1 a translucent view is blended as one, with its shadow and the subviews sticking out of it")
    func translucentGroupHoldsAllItsDrawing() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10.5, y: 10.5, width: 20, height: 20))
        card.backgroundColor = .red
        card.alpha = 0.5
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 40)
        let tab = UIView(frame: CGRect(x: 25, y: 0, width: 30, height: 20))   // past the card's right edge
        tab.backgroundColor = .blue
        card.addSubview(tab)
        window.addSubview(card)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        let image = compositor.snapshot()!
        #expect(rgba(image, 20, 20) == [255, 127, 127, 255] || rgba(image, 20, 20) == [255, 128, 128, 255])
        let tabPixel = rgba(image, 50, 20)
        #expect(abs(tabPixel[0] - 127) <= 1 && abs(tabPixel[2] - 255) <= 1, "the tab outside the card: \(tabPixel)")
        let shadow = rgba(image, 20, 60)
        #expect(abs(shadow[0] - 127) <= 1 && abs(shadow[1] - 127) <= 1, "the shadow below the card: \(shadow)")
        // Redrawing only a strip through it gives the pixels a whole redraw gave.
        window.setNeedsDisplay()
        compositor.renderIfNeeded()
        let whole = compositor.snapshot()?.pngData()
        card.setNeedsDisplay(CGRect(x: 5, y: 5, width: 3, height: 3))
        window.damage.add(CGRect(x: 0, y: 18, width: 100, height: 5))
        compositor.renderIfNeeded()
        #expect(compositor.snapshot()?.pngData() == whole)
    }

    @Test("R-R2 the compositor redraws only the damaged pixels")
    func partialRedraw() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        a.backgroundColor = .red
        window.addSubview(a)
        let compositor = WindowCompositor(window: window, scale: 2)
        compositor.renderIfNeeded()
        #expect(rgba(compositor.snapshot()!, 10, 10) == [255, 0, 0, 255])
        a.backgroundColor = .blue
        let rects = compositor.renderIfNeeded()
        #expect(rects == [CGRect(x: 0, y: 0, width: 80, height: 80)])
        let image = compositor.snapshot()!
        #expect(image.pixelWidth == 200)
        #expect(rgba(image, 10, 10) == [0, 0, 255, 255])
        #expect(rgba(image, 60, 60) == [255, 255, 255, 255])
    }

    @Test("R-R3 any view renders offscreen to PNG with no X server, matching its reference")
    func offscreenPNG() throws {
        _ = Harness()
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
        scene.backgroundColor = UIColor(rgb: 0x202830)
        let card = UIView(frame: CGRect(x: 8, y: 8, width: 30, height: 20))
        card.backgroundColor = .systemOrange
        card.transform = CGAffineTransform(rotationAngle: 0.2)
        scene.addSubview(card)
        let dot = UIView(frame: CGRect(x: 40, y: 24, width: 16, height: 16))
        dot.backgroundColor = .systemBlue
        dot.alpha = 0.6
        scene.addSubview(dot)
        let image = render(scene)
        let data = try #require(image.pngData())
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xr-\(UUID().uuidString).png")
        try data.write(to: url)
        let reloaded = try #require(UIImage(contentsOfFile: url.path))
        #expect(rgba(reloaded, 50, 30) == rgba(image, 50, 30))
        let mismatch = ImageComparison.compare(image, reference: "offscreen-scene", tolerance: 8)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test("R-H8 NaN and huge geometry render without trapping")
    func hostileGeometryRenders() {
        _ = Harness()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.backgroundColor = .white
        let nan = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        nan.backgroundColor = .red
        root.addSubview(nan)
        let huge = UIView(frame: CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
        huge.backgroundColor = .blue
        huge.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        root.addSubview(huge)
        let image = render(root)
        #expect(image.pixelWidth == 50)
        let empty = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: -5)).image { _ in }
        #expect(empty.pixelWidth == 1)
    }
}
