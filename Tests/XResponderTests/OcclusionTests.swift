import Foundation
import Testing
@testable import XResponder

/// The compositor leaves out what an opaque view hides (issue #9): the pixels must be exactly those
/// of drawing everything (R-R1), and what could show through must still be drawn.
@Suite("Occlusion culling keeps R-R1's pixels", .tearsDownTestTrees)
@MainActor
struct OcclusionTests {
    /// Everything drawn, back to front, with no culling: `drawHierarchy` starts from transparent, so
    /// the windows here have an opaque background (the compositor starts from black).
    func reference(_ window: UIWindow) -> UIImage {
        UIGraphicsImageRenderer(bounds: window.bounds, format: imageFormat(scale: 1)).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    /// The first pixels where `a` and `b` differ at all (empty: the same picture).
    func differences(_ a: UIImage, _ b: UIImage) -> [String] {
        guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return ["sizes differ"] }
        return ImageComparison.differingPixels(a, b).pixels.prefix(5).map { x, y in
            "(\(x), \(y)): \(rgba(a, CGFloat(x), CGFloat(y))) vs \(rgba(b, CGFloat(x), CGFloat(y)))"
        }
    }

    /// A window with a counting view beneath `cover` (both full-window) and a later sibling.
    func scene(_ h: Harness) -> (window: UIWindow, beneath: CountingView, cover: UIView, later: CountingView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .white
        let beneath = CountingView(frame: window.bounds)
        beneath.backgroundColor = .blue
        window.addSubview(beneath)
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .red
        window.addSubview(cover)
        let later = CountingView(frame: CGRect(x: 60, y: 40, width: 30, height: 30))
        window.addSubview(later)
        return (window, beneath, cover, later)
    }

    @Test("R-R1 an opaque view covering the damage hides what is beneath: not drawn, same pixels, 100 frames over")
    func opaqueCoverSkipsBeneath() {
        let h = Harness()
        let (window, beneath, cover, later) = scene(h)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(beneath.drawCount == 0)   // the first frame is covered too
        for frame in 1...100 {
            cover.backgroundColor = frame.isMultiple(of: 2) ? .red : .black
            compositor.renderIfNeeded()
            #expect(beneath.drawCount == 0)
            #expect(later.drawCount == frame + 1)   // after the cover in painting order: drawn
        }
        #expect(differences(compositor.snapshot()!, reference(window)).isEmpty)
        // Damage outside the cover's reach is drawn as before: take the cover away.
        cover.removeFromSuperview()
        compositor.renderIfNeeded()
        #expect(beneath.drawCount > 0)
        #expect(differences(compositor.snapshot()!, reference(window)).isEmpty)
    }

    @Test("R-R1 what could show through is drawn: translucent, transformed, hidden, partial or clipped covers")
    func coversThatDoNotHide() {
        let variants: [(String, (UIView, UIWindow) -> Void)] = [
            ("background alpha 0.5", { cover, _ in cover.backgroundColor = UIColor.red.withAlphaComponent(0.5) }),
            ("no background", { cover, _ in cover.backgroundColor = nil }),
            ("view alpha 0.5", { cover, _ in cover.alpha = 0.5 }),
            ("rotated", { cover, _ in cover.transform = CGAffineTransform(rotationAngle: 0.3) }),
            ("hidden", { cover, _ in cover.isHidden = true }),
            ("short of the damage", { cover, _ in cover.frame = CGRect(x: 0, y: 0, width: 100, height: 79) }),
            ("inside a clipping ancestor smaller than the damage", { cover, window in
                let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                clipper.clipsToBounds = true
                window.addSubview(clipper)
                clipper.addSubview(cover)
            }),
            ("inside a translucent ancestor", { cover, window in
                let fading = UIView(frame: window.bounds)
                fading.alpha = 0.5
                window.addSubview(fading)
                fading.addSubview(cover)
            }),
        ]
        for (name, change) in variants {
            let h = Harness()
            let (window, beneath, cover, _) = scene(h)
            change(cover, window)
            let compositor = WindowCompositor(window: window)
            for _ in 0..<3 {
                window.setNeedsDisplay()
                compositor.renderIfNeeded()
            }
            #expect(beneath.drawCount == 3, "\(name)")
            #expect(differences(compositor.snapshot()!, reference(window)).isEmpty, "\(name)")
        }
    }

    @Test("R-R1 a cover deep in a scrolled container hides the container, its earlier subviews and the window")
    func deepCoverThroughBoundsOrigin() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .white
        let container = CountingView(frame: window.bounds)
        container.backgroundColor = .green
        container.bounds.origin = CGPoint(x: 0, y: 200)   // scrolled: content at y 200 shows at y 0
        window.addSubview(container)
        let earlier = CountingView(frame: CGRect(x: 0, y: 200, width: 100, height: 80))
        container.addSubview(earlier)
        let cover = UIView(frame: CGRect(x: 0, y: 190, width: 100, height: 100))
        cover.backgroundColor = .systemOrange
        container.addSubview(cover)
        let inside = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        cover.addSubview(inside)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(container.drawCount == 0 && earlier.drawCount == 0)
        #expect(inside.drawCount == 1)
        #expect(differences(compositor.snapshot()!, reference(window)).isEmpty)
        // Scrolled so that the cover no longer reaches the bottom: everything is drawn.
        container.bounds.origin = CGPoint(x: 0, y: 250)
        compositor.renderIfNeeded()
        #expect(container.drawCount > 0 && earlier.drawCount > 0, "\(container.drawCount) \(earlier.drawCount)")
        #expect(differences(compositor.snapshot()!, reference(window)).isEmpty)
    }
}
