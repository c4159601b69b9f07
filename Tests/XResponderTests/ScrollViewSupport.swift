import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Logs every scroll-view delegate callback by name, and can change the drag's target.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    /// When set, `scrollViewWillEndDragging` replaces the target with it.
    var newTarget: CGPoint?
    var zoomView: UIView?

    /// The callbacks without the repeated `didScroll`s in between (one entry per run of them).
    var compressed: [String] {
        calls.reduce(into: []) { result, call in
            if call == "didScroll", result.last == "didScroll" { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
    }
}

/// A window with a 200×300 scroll view at (100, 50) over 3,000 points of content in 30 rows of 100.
@MainActor
struct ScrollScene {
    let h: Harness
    let window: RecordingWindow
    let scrollView: UIScrollView
    let recorder = ScrollRecorder()
    var rows: [RecordingView] = []

    init(_ make: (CGRect) -> UIScrollView = { UIScrollView(frame: $0) }, rowCount: Int = 30) {
        h = Harness()
        window = h.makeWindow()
        scrollView = make(CGRect(x: 100, y: 50, width: 200, height: 300))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: CGFloat(rowCount) * 100)
        scrollView.delegate = recorder
        window.addSubview(scrollView)
        for index in 0..<rowCount {
            let row = h.view("row\(index)", CGRect(x: 0, y: CGFloat(index) * 100, width: 200, height: 100), in: scrollView)
            row.forwards = false
            rows.append(row)
        }
    }

    var log: EventLog { h.log }

    /// A drag in window coordinates: `steps` moves `interval` seconds apart, then the release
    /// after `holdBeforeRelease` seconds without moving.
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int = 10, interval: TimeInterval = 0.01,
              holdBeforeRelease: TimeInterval = 0) {
        let touch = h.input.beginTouch(at: start, in: window)
        for step in 1...steps {
            h.input.advance(by: interval)
            let t = CGFloat(step) / CGFloat(steps)
            h.input.moveTouch(touch, to: CGPoint(x: start.x + delta.x * t, y: start.y + delta.y * t))
        }
        if holdBeforeRelease > 0 { h.input.advance(by: holdBeforeRelease) }
        h.input.endTouch(touch)
    }

    /// Moves a finger that is down at `start` 100 points up, in five 20-point moves 10 ms apart.
    func dragUp(_ touch: HeadlessInput.Touch, from start: CGPoint) {
        for step in 1...5 {
            h.input.advance(by: 0.01)
            h.input.moveTouch(touch, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20))
        }
    }

    /// Steps the application clock frame by frame until the scroll view stops moving (at most
    /// `limit` seconds); returns the offsets seen at each frame.
    @discardableResult
    func settle(limit: TimeInterval = 5) -> [CGPoint] {
        var offsets: [CGPoint] = []
        var elapsed: TimeInterval = 0
        while (scrollView.isDecelerating || scrollView.isMoving) && elapsed < limit {
            h.input.advance(by: FrameTicker.interval)
            elapsed += FrameTicker.interval
            offsets.append(scrollView.contentOffset)
        }
        return offsets
    }
}

/// A scroll view that, like many UIKit apps, lets a drag that starts on a control scroll anyway.
@MainActor
final class ControlCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

/// A scroll view whose content must never get touches.
@MainActor
final class ContentRefusingScrollView: UIScrollView {
    var asked = 0
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked += 1
        return false
    }
}
