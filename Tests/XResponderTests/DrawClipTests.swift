import Foundation
import Testing
@testable import XResponder

/// What `draw(_:)` paints stays inside the view's bounds, as in UIKit, where it fills a backing
/// store the size of the layer: a view that drew past its edge left those pixels behind when it
/// changed or went away, since only its frame was redrawn (issue #46: the large activity
/// indicator's round spoke ends, after it stopped).
@Suite("draw(_:) is clipped to the view's bounds (issue #46)", .tearsDownTestTrees)
@MainActor
struct DrawClipTests {
    /// Draws a bar that runs 6 points past each side.
    final class Overdrawing: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIRectFill(bounds.insetBy(dx: -6, dy: -6))
        }
    }

    @Test("pixels a view's draw(_:) puts outside its bounds are not drawn, so nothing is left when it goes")
    func drawingStaysInside() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let view = Overdrawing(frame: CGRect(x: 40, y: 40, width: 30, height: 30))
        window.addSubview(view)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        var image = try #require(compositor.snapshot())
        #expect(close(rgba(image, 55, 55), [255, 0, 0, 255]), "inside: drawn")
        #expect(close(rgba(image, 37, 55), [255, 255, 255, 255]), "outside: not drawn")
        view.removeFromSuperview()
        compositor.renderIfNeeded()
        image = try #require(compositor.snapshot())
        #expect(close(rgba(image, 37, 55), [255, 255, 255, 255]))
        #expect(close(rgba(image, 55, 55), [255, 255, 255, 255]))
    }

    @Test("the large activity indicator leaves no pixel outside its frame after it stops")
    func spinnerLeavesNothingBehind() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.frame.origin = CGPoint(x: 40, y: 40)
        window.addSubview(spinner)
        spinner.startAnimating()
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        spinner.stopAnimating()
        compositor.renderIfNeeded()
        let image = try #require(compositor.snapshot())
        let frame = spinner.frame
        var stray: [CGPoint] = []
        for x in stride(from: frame.minX - 4, through: frame.maxX + 4, by: 0.5) {
            for y in stride(from: frame.minY - 4, through: frame.maxY + 4, by: 0.5) where !frame.contains(CGPoint(x: x, y: y)) {
                if !close(rgba(image, x, y), [255, 255, 255, 255]) { stray.append(CGPoint(x: x, y: y)) }
            }
        }
        #expect(stray.isEmpty, "\(stray.count) pixels left outside the frame, first \(stray.prefix(3))")
    }
}
