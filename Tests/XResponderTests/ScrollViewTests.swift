import Foundation
import Testing
@testable import XResponder

/// R-S1 and R-S3: geometry, dragging, deceleration, bounce, paging, animation and the delegate,
/// all stepped frame by frame on the manual clock.
@Suite("UIScrollView: scrolling and motion (R-S1, R-S3)", .tearsDownTestTrees)
@MainActor
struct ScrollViewTests {
    @Test("R-S1: contentOffset is bounds.origin, and hit-testing sees the scrolled content")
    func contentOffsetIsBoundsOrigin() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(scene.recorder.calls == ["didScroll"])
        // Window (150, 60) is (50, 10) in the scroll view's frame: content y 260, the third row.
        #expect(scene.window.hitTest(CGPoint(x: 150, y: 60), with: nil) === scene.rows[2])
        #expect(scene.rows[2].convert(CGPoint(x: 0, y: 0), to: scene.window) == CGPoint(x: 100, y: 0))
        #expect(scene.scrollView.clipsToBounds)
    }

    @Test("R-S1: a drag follows the finger (less the pan's hysteresis), with UIKit's callbacks in order")
    func dragFollowsFinger() {
        let scene = ScrollScene()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 300), in: scene.window)
        #expect(scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDragging)
        for step in 1...10 {
            scene.h.input.advance(by: 0.01)
            scene.h.input.moveTouch(touch, to: CGPoint(x: 200, y: 300 - CGFloat(step) * 15))
        }
        #expect(scene.scrollView.isDragging)
        #expect(abs(scene.scrollView.contentOffset.y - 140) < 0.001)
        scene.h.input.advance(by: 0.2)   // rest before lifting: no fling
        scene.h.input.endTouch(touch)
        #expect(!scene.scrollView.isDragging)
        #expect(!scene.scrollView.isTracking)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.recorder.compressed == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(scene.recorder.velocities == [.zero])
        // The content never saw the drag (R-S2).
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R-S1, R-S3: a fling decelerates on UIKit's curve to the target it announced, a whole pixel", arguments: [
        UIScrollView.DecelerationRate.normal, .fast,
    ])
    func flingDecelerates(rate: UIScrollView.DecelerationRate) throws {
        let scene = ScrollScene()
        scene.scrollView.decelerationRate = rate
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        let released = scene.scrollView.contentOffset.y
        #expect(abs(released - 90) < 0.001)
        // 10 points per 10 ms: 1000 pt/s, reported as 1 pt/ms.
        let velocity = try #require(scene.recorder.velocities.first)
        #expect(abs(velocity.y - 1) < 0.001 && velocity.x == 0)
        let expectedTarget = released + 1000 / (-1000 * log(rate.rawValue))
        let target = try #require(scene.recorder.proposedTargets.first)
        // UIKit's curve, rounded to the pixel grid: at rest at a fractional offset, rows that share
        // an edge would show a faint line of the background between them.
        #expect(abs(target.y - expectedTarget) <= 0.5)
        #expect(target.y == target.y.rounded())
        #expect(scene.scrollView.isDecelerating)

        let frames = scene.settle()
        // The first frame comes within a frame interval of the release (the frames keep their own
        // phase, as a display link's do), on the curve: short of where it is 1/60 s after it, give
        // or take the rounding to whole pixels of frames in flight.
        let oneFrameIn = released + 1000 * (pow(rate.rawValue, 1000.0 / 60) - 1) / (1000 * log(rate.rawValue))
        #expect(frames[0].y > released && frames[0].y <= oneFrameIn + 0.5)
        #expect(frames.allSatisfy { $0.y == $0.y.rounded() })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.y <= $1.y })
        #expect(abs(scene.scrollView.contentOffset.y - target.y) < 0.001)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.recorder.compressed == [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
    }

    @Test("R-S1: a target changed in willEndDragging is where the deceleration stops")
    func changedTargetIsHonoured() {
        let scene = ScrollScene()
        scene.recorder.newTarget = CGPoint(x: 0, y: 1234)
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        let frames = scene.settle()
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 1234))
        #expect(frames.count > 10)
        #expect(scene.recorder.calls.last == "didEndDecelerating")
    }

    @Test("R-S1, R-S3: past an edge the content rubber-bands, and bounces back when released")
    func rubberBandsAndBouncesBack() {
        let scene = ScrollScene()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 100), in: scene.window)
        for step in 1...10 {
            scene.h.input.advance(by: 0.01)
            scene.h.input.moveTouch(touch, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 20))
        }
        // The finger went 200 points down; 190 of them count past the hysteresis.
        let expected = -ScrollPhysics.rubberBand(190, dimension: 300)
        #expect(abs(scene.scrollView.contentOffset.y - expected) < 0.001)
        #expect(expected > -190 && expected < -50)
        scene.h.input.advance(by: 0.2)
        scene.h.input.endTouch(touch)
        #expect(scene.recorder.calls.contains("didEndDragging(true)"))
        let frames = scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(frames.allSatisfy { $0.y <= 0 })   // critically damped: no overshoot into the content
        #expect(frames.count < 60)
        #expect(scene.recorder.calls.last == "didEndDecelerating")
    }

    @Test("R-S1: without bounces a drag stops at the edge")
    func noBounceStopsAtEdge() {
        let scene = ScrollScene()
        scene.scrollView.bounces = false
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 200), holdBeforeRelease: 0.2)
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(!scene.recorder.calls.contains("didScroll"))
        // A fling toward the end stops exactly there instead of bouncing.
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 2600)
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -200))
        let frames = scene.settle()
        #expect(scene.scrollView.contentOffset.y == 2700)
        #expect(frames.allSatisfy { $0.y <= 2700 })
    }

    @Test("R-S1: short content scrolls only with alwaysBounceVertical")
    func alwaysBounceVertical() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 200, height: 100)
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 100), holdBeforeRelease: 0.2)
        #expect(scene.recorder.calls.isEmpty)
        scene.scrollView.alwaysBounceVertical = true
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 100), in: scene.window)
        for step in 1...5 {
            scene.h.input.advance(by: 0.01)
            scene.h.input.moveTouch(touch, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 20))
        }
        #expect(scene.scrollView.contentOffset.y < 0)
        scene.h.input.advance(by: 0.2)
        scene.h.input.endTouch(touch)
        scene.settle()
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.recorder.calls.first == "willBeginDragging")
    }

    @Test("R-S1: paging settles on whole pages, one page per flick, and keeps its own target")
    func pagingSnapsToPages() {
        let scene = ScrollScene()
        let view = scene.scrollView
        view.isPagingEnabled = true
        view.contentSize = CGSize(width: 1000, height: 300)
        scene.recorder.newTarget = CGPoint(x: 777, y: 0)   // ignored: paging owns the target
        // A slow drag of less than half a page goes back.
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -80, y: 0), holdBeforeRelease: 0.2)
        scene.settle()
        #expect(view.contentOffset == .zero)
        // A slow drag past half a page goes on to the next.
        scene.drag(from: CGPoint(x: 280, y: 200), by: CGPoint(x: -140, y: 0), holdBeforeRelease: 0.2)
        scene.settle()
        #expect(view.contentOffset == CGPoint(x: 200, y: 0))
        // A quick flick of 60 points turns one page.
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -60, y: 0), steps: 6)
        scene.settle()
        #expect(view.contentOffset == CGPoint(x: 400, y: 0))
        // However hard the flick, never more than one page.
        scene.drag(from: CGPoint(x: 290, y: 200), by: CGPoint(x: -180, y: 0), steps: 3)
        scene.settle()
        #expect(view.contentOffset == CGPoint(x: 600, y: 0))
        #expect(scene.recorder.calls.filter { $0 == "didEndDecelerating" }.count == 4)
    }

    @Test("R-S1: directional lock keeps a drag that starts along an axis on that axis")
    func directionalLock() {
        let scene = ScrollScene()
        scene.scrollView.contentSize = CGSize(width: 2000, height: 3000)
        scene.scrollView.isDirectionalLockEnabled = true
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -100, y: -20), holdBeforeRelease: 0.2)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.scrollView.contentOffset.x > 80)
        // A diagonal start is not locked.
        scene.scrollView.contentOffset = .zero
        scene.drag(from: CGPoint(x: 250, y: 250), by: CGPoint(x: -100, y: -100), holdBeforeRelease: 0.2)
        #expect(scene.scrollView.contentOffset.x > 80 && scene.scrollView.contentOffset.y > 80)
        // Without the lock the same axis-ish drag moves both ways.
        scene.scrollView.isDirectionalLockEnabled = false
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -100, y: -20), holdBeforeRelease: 0.2)
        #expect(scene.scrollView.contentOffset.y > 100)
    }

    @Test("R-S1: with scrolling off, a drag is the content's")
    func scrollDisabledLeavesTouchesToContent() {
        let scene = ScrollScene()
        scene.scrollView.isScrollEnabled = false
        #expect(!scene.scrollView.panGestureRecognizer.isEnabled)
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: -100))
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(scene.log.entries.first == "row0 began 1")
        #expect(scene.log.entries.last == "row0 ended 1")
        #expect(!scene.log.entries.contains("row0 cancelled 1"))
    }

    @Test("R-S1: setContentOffset(animated:) eases over 0.3 s and reports didEndScrollingAnimation")
    func animatedOffset() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.h.input.advance(by: 0.15)
        let halfway = scene.scrollView.contentOffset.y
        #expect(halfway > 300 && halfway < 600)   // ease-out: more than half the way at half the time
        scene.h.input.advance(by: 0.2)
        #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(scene.recorder.compressed == ["didScroll", "didEndScrollingAnimation"])
        // setContentOffset(_:animated: false) stops a deceleration where it is, silently.
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        scene.h.input.advance(by: 0.1)
        scene.scrollView.setContentOffset(scene.scrollView.contentOffset, animated: false)
        let stopped = scene.scrollView.contentOffset
        scene.h.input.advance(by: 1)
        #expect(scene.scrollView.contentOffset == stopped)
        #expect(!scene.scrollView.isDecelerating)
        #expect(!scene.recorder.calls.contains("didEndDecelerating"))
    }

    @Test("R-S1: scrollRectToVisible moves the least distance that shows the rectangle")
    func scrollRectToVisible() {
        let scene = ScrollScene()
        let view = scene.scrollView
        view.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 700))
        view.scrollRectToVisible(CGRect(x: 0, y: 800, width: 10, height: 100), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 700))   // already visible: no move
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: true)
        scene.h.input.advance(by: 0.4)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        view.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 2700))  // clamped to the end of the content
        view.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 2700))
    }

    @Test("R-S1: contentInset adds scrollable room; adjustedContentInset equals it on X11")
    func contentInset() {
        let scene = ScrollScene()
        let view = scene.scrollView
        view.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        #expect(view.adjustedContentInset == view.contentInset)
        view.setContentOffset(CGPoint(x: 0, y: -40), animated: false)
        // Released above the inset, it rests at the inset's edge, not at zero.
        scene.drag(from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: 100), holdBeforeRelease: 0.2)
        scene.settle()
        #expect(view.contentOffset.y == -40)
        view.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 1, height: 10), animated: false)
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -200), holdBeforeRelease: 0.2)
        scene.settle()
        #expect(view.contentOffset.y == 2760)
    }

    @Test("R-S1: the indicators show while the content moves and fade half a second after")
    func indicatorsFade() throws {
        let scene = ScrollScene()
        let view = scene.scrollView
        #expect(!view.indicators.isVisible)
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.2)
        #expect(view.indicators.isVisible)
        let bar = try #require(view.indicators.rects().vertical)
        #expect(view.indicators.rects().horizontal == nil)   // the content is as wide as the view
        #expect(bar.maxX <= view.bounds.maxX && bar.minY >= view.bounds.minY && bar.height >= 36)
        scene.h.input.advance(by: 0.45)
        #expect(view.indicators.alpha == 1)
        scene.h.input.advance(by: 0.4)
        #expect(!view.indicators.isVisible)
        view.flashScrollIndicators()
        #expect(view.indicators.isVisible)
        scene.h.input.advance(by: 1)
        #expect(!view.indicators.isVisible)
        view.showsVerticalScrollIndicator = false
        #expect(view.indicators.rects().vertical == nil)
    }

    @Test("R-S3: a touch on a decelerating scroll view stops it and reaches no content")
    func touchStopsDeceleration() {
        let scene = ScrollScene()
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100))
        scene.h.input.advance(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        scene.recorder.calls.removeAll()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 200), in: scene.window)
        let held = scene.scrollView.contentOffset
        #expect(!scene.scrollView.isDecelerating)
        scene.h.input.advance(by: 0.5)
        #expect(scene.scrollView.contentOffset == held)
        scene.h.input.endTouch(touch)
        scene.h.input.advance(by: 0.5)
        #expect(scene.log.entries.isEmpty)
        #expect(scene.recorder.calls.isEmpty)   // no didEndDecelerating for an interrupted deceleration
        // The next touch is an ordinary one again.
        scene.h.input.tap(at: CGPoint(x: 200, y: 200), in: scene.window)
        #expect(scene.log.entries.count == 2)
    }

    @Test("R-S3, R-U: a hundred flings in a row each decelerate and come to rest")
    func repeatedFlings() {
        let scene = ScrollScene(rowCount: 300)
        var previous = scene.scrollView.contentOffset.y
        for round in 0..<100 {
            scene.recorder.calls.removeAll()
            let up = round % 3 != 2
            scene.drag(from: CGPoint(x: 200, y: up ? 300 : 100), by: CGPoint(x: 0, y: up ? -100 : 100))
            scene.settle()
            let now = scene.scrollView.contentOffset.y
            #expect(scene.recorder.compressed.last == "didEndDecelerating", "round \(round): \(scene.recorder.compressed)")
            #expect(up ? now > previous + 400 : now < previous - 400, "round \(round): \(previous) → \(now)")
            #expect(!scene.scrollView.isDragging && !scene.scrollView.isTracking && !scene.scrollView.isDecelerating)
            previous = now
        }
        #expect(scene.log.entries.isEmpty)
    }
}
