import Foundation
import Testing
@testable import XResponder

/// R-S1's zooming: the pinch, the limits, bouncesZoom, setZoomScale and zoom(to:animated:).
@Suite("UIScrollView: zooming (R-S1)", .tearsDownTestTrees)
@MainActor
struct ScrollViewZoomTests {
    /// A 200×300 image-like view that fills the scroll view, zoomable from 1× to 4×.
    func zoomScene() -> (ScrollScene, UIView) {
        let scene = ScrollScene(rowCount: 0)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scene.scrollView.addSubview(image)
        scene.scrollView.contentSize = image.frame.size
        scene.scrollView.minimumZoomScale = 1
        scene.scrollView.maximumZoomScale = 4
        scene.recorder.zoomView = image
        return (scene, image)
    }

    func pinch(_ scene: ScrollScene, from: (CGPoint, CGPoint), to: (CGPoint, CGPoint), steps: Int = 8) {
        let touches = scene.h.input.beginTouches(at: [from.0, from.1], in: scene.window)
        for step in 1...steps {
            scene.h.input.advance(by: 0.01)
            let t = CGFloat(step) / CGFloat(steps)
            scene.h.input.batch {
                scene.h.input.moveTouch(touches[0], to: CGPoint(x: from.0.x + (to.0.x - from.0.x) * t, y: from.0.y + (to.0.y - from.0.y) * t))
                scene.h.input.moveTouch(touches[1], to: CGPoint(x: from.1.x + (to.1.x - from.1.x) * t, y: from.1.y + (to.1.y - from.1.y) * t))
            }
        }
        scene.h.input.advance(by: 0.2)
        scene.h.input.batch {
            scene.h.input.endTouch(touches[0])
            scene.h.input.endTouch(touches[1])
        }
    }

    @Test("R-S1: no pinch recognizer until zooming is possible")
    func pinchExistsOnlyWhenZooming() {
        let scene = ScrollScene(rowCount: 0)
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        scene.scrollView.maximumZoomScale = 2
        #expect(scene.scrollView.pinchGestureRecognizer?.isEnabled == true)
        #expect(scene.scrollView.pinchGestureRecognizer?.view === scene.scrollView)
        scene.scrollView.maximumZoomScale = 1
        #expect(scene.scrollView.pinchGestureRecognizer?.isEnabled == false)
    }

    @Test("R-S1: a pinch zooms about the fingers and tells the delegate in UIKit's order")
    func pinchZooms() {
        let (scene, image) = zoomScene()
        // Fingers 100 apart around window (200, 150), i.e. content (100, 100); they spread to 200.
        pinch(scene, from: (CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150)),
              to: (CGPoint(x: 100, y: 150), CGPoint(x: 300, y: 150)))
        let view = scene.scrollView
        #expect(abs(view.zoomScale - 2) < 0.001)
        #expect(abs(view.contentSize.width - 400) < 0.01 && abs(view.contentSize.height - 600) < 0.01)
        #expect(abs(image.frame.minX) < 0.001 && abs(image.frame.minY) < 0.001)
        // The content point that was under the fingers is still under them.
        #expect(abs(view.contentOffset.x - 100) < 0.01 && abs(view.contentOffset.y - 100) < 0.01)
        let compressed = scene.recorder.calls.reduce(into: [String]()) { result, call in
            if call == "didScroll" || call == "didZoom" {
                if result.last == "zoom/scroll" { return }
                result.append("zoom/scroll")
            } else {
                result.append(call)
            }
        }
        #expect(compressed == ["willBeginZooming", "zoom/scroll", "didEndZooming"])
        #expect(!view.isZooming)
    }

    @Test("R-S1: past maximumZoomScale the zoom rubber-bands and animates back (bouncesZoom)")
    func zoomBouncesBack() {
        let (scene, _) = zoomScene()
        let view = scene.scrollView
        // From 20 apart to 180 apart: 9× asked, 4× allowed.
        pinch(scene, from: (CGPoint(x: 190, y: 150), CGPoint(x: 210, y: 150)),
              to: (CGPoint(x: 110, y: 150), CGPoint(x: 290, y: 150)))
        #expect(view.zoomScale > 4)
        #expect(view.isZoomBouncing)
        scene.settle()
        #expect(view.zoomScale == 4)
        #expect(!view.isZoomBouncing)
        #expect(scene.recorder.calls.last == "didEndZooming")
        // Without bouncesZoom the scale stops at the limit.
        view.setZoomScale(1, animated: false)
        view.bouncesZoom = false
        pinch(scene, from: (CGPoint(x: 190, y: 150), CGPoint(x: 210, y: 150)),
              to: (CGPoint(x: 110, y: 150), CGPoint(x: 290, y: 150)))
        #expect(view.zoomScale == 4)
        #expect(!view.isZoomBouncing)
    }

    @Test("R-S1: setZoomScale clamps to the limits; zoom(to:animated:) fills the view with a rectangle")
    func programmaticZoom() {
        let (scene, _) = zoomScene()
        let view = scene.scrollView
        view.setZoomScale(3, animated: false)
        #expect(view.zoomScale == 3)
        #expect(view.contentSize == CGSize(width: 600, height: 900))
        view.zoomScale = 10
        #expect(view.zoomScale == 4)
        view.setZoomScale(0.1, animated: true)
        scene.settle()
        #expect(view.zoomScale == 1)
        #expect(scene.recorder.calls.last == "didEndZooming")
        view.zoom(to: CGRect(x: 100, y: 150, width: 100, height: 150), animated: true)
        scene.settle()
        #expect(view.zoomScale == 2)
        // The rectangle's middle (150, 225) at 2× is (300, 450): in the middle of the view.
        #expect(view.contentOffset == CGPoint(x: 200, y: 300))
    }
}
