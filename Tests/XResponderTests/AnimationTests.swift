import Foundation
import Testing
@testable import XResponder

@Suite("UIView.animate on the application clock (R-L3)", .tearsDownTestTrees)
@MainActor
struct AnimationTests {
    /// A window with a 50×50 red box at (0, 0).
    func scene() -> (Harness, RecordingWindow, RecordingView, WindowCompositor) {
        let h = Harness()
        let window = h.makeWindow()
        window.backgroundColor = .white
        let box = h.view("box", CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        box.backgroundColor = .red
        box.forwards = false
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        return (h, window, box, compositor)
    }

    func isRed(_ compositor: WindowCompositor, _ x: Int, _ y: Int) -> Bool {
        compositor.renderIfNeeded()
        guard let p = compositor.snapshot()?.pixel(x: x, y: y) else { return false }
        return p.red > 200 && p.green < 60 && p.blue < 60
    }

    /// The value being drawn now.
    func presented<T>(_ h: Harness, _ read: () -> T) -> T {
        h.app.viewAnimator.withPresentationValues(read)
    }

    @Test("R-L3: the model changes at once; the drawing moves over the duration, frame by frame")
    func modelAtOnceDrawingOverTime() {
        let (h, _, box, compositor) = scene()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.frame.origin.x = 200
        }, completion: { finished.append($0) })
        #expect(box.frame.origin.x == 200)               // the model, at once
        #expect(isRed(compositor, 25, 25))                // still drawn at the start
        #expect(!isRed(compositor, 225, 25))
        h.input.advance(by: 0.5)
        #expect(abs(presented(h) { box.frame.minX } - 100) < 4)
        #expect(isRed(compositor, 125, 25) && !isRed(compositor, 25, 25))
        h.input.advance(by: 0.6)
        #expect(isRed(compositor, 225, 25) && !isRed(compositor, 125, 25))
        #expect(finished == [true])
        #expect(presented(h) { box.frame.minX } == 200)
    }

    @Test("R-L3: alpha, transform, bounds and backgroundColor animate; delay holds the start")
    func otherProperties() {
        let (h, _, box, _) = scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            box.alpha = 0
            box.transform = CGAffineTransform(scaleX: 3, y: 3)
            box.bounds.size = CGSize(width: 100, height: 50)
            box.backgroundColor = .blue
        })
        #expect(box.alpha == 0 && box.backgroundColor === UIColor.blue)
        h.input.advance(by: 0.4)
        #expect(presented(h) { box.alpha } == 1)          // the delay has not run out
        h.input.advance(by: 0.6)
        #expect(abs(presented(h) { box.alpha } - 0.5) < 0.03)
        #expect(abs(presented(h) { box.transform.a } - 2) < 0.06)
        #expect(abs(presented(h) { box.bounds.width } - 75) < 2)
        let color = presented(h) { box.backgroundColor }
        #expect(color.map { abs($0.red - 0.5) < 0.05 && abs($0.blue - 0.5) < 0.05 } == true)
        h.input.advance(by: 1)
        #expect(presented(h) { box.alpha } == 0)
    }

    @Test("R-L3: without allowUserInteraction touches pass the animating view by; with it they reach it")
    func touchesDuringAnimation() {
        let (h, window, box, _) = scene()
        UIView.animate(withDuration: 1, animations: { box.center = CGPoint(x: 125, y: 125) })
        h.input.tap(at: CGPoint(x: 125, y: 125), in: window)
        #expect(h.log.entries == ["window began 1", "window ended 1"])
        h.input.advance(by: 1.1)
        h.log.clear()
        h.input.tap(at: CGPoint(x: 125, y: 125), in: window)
        #expect(h.log.entries == ["box began 1", "box ended 1"])
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: {
            box.center = CGPoint(x: 225, y: 225)
        })
        h.log.clear()
        h.input.tap(at: CGPoint(x: 225, y: 225), in: window)   // where the model is: hit-testing uses it
        #expect(h.log.entries == ["box began 1", "box ended 1"])
    }

    @Test("R-L3: a newer animation of a property replaces the older (completion false); beginFromCurrentState starts where the drawing is")
    func replacingAnimations() {
        let (h, _, box, _) = scene()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 225 },
                       completion: { results.append("first \($0)") })
        h.input.advance(by: 0.5)
        let midway = presented(h) { box.center.x }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { box.center.x = 25 },
                       completion: { results.append("second \($0)") })
        #expect(abs(presented(h) { box.center.x } - midway) < 0.001)
        h.input.runUntilIdle()   // the turn ends: the replaced animation's completion comes
        #expect(results == ["first false"])
        h.input.advance(by: 1.1)
        #expect(results == ["first false", "second true"])
        #expect(box.center.x == 25)
        // Without beginFromCurrentState it starts from the model's previous value.
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 225 })
        h.input.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 125 })
        #expect(presented(h) { box.center.x } == 225)
    }

    @Test("R-L3: transforms interpolate decomposed: a quarter turn keeps its size, scales and moves stay linear")
    func transformInterpolation() {
        let quarter = ViewAnimator.interpolate(.identity, CGAffineTransform(rotationAngle: .pi / 2), 0.5)
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(quarter.a - eighth.a) < 1e-9 && abs(quarter.b - eighth.b) < 1e-9)
        #expect(abs(quarter.a * quarter.d - quarter.b * quarter.c - 1) < 1e-9)   // no shrinking on the way
        let scaled = ViewAnimator.interpolate(.identity, CGAffineTransform(a: 3, b: 0, c: 0, d: 5, tx: 10, ty: -20), 0.5)
        #expect(scaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: -10))
        // The short way round: from 170° to -170° passes through 180°, not 0°.
        let wrap = ViewAnimator.interpolate(CGAffineTransform(rotationAngle: 170 * .pi / 180),
                                            CGAffineTransform(rotationAngle: -170 * .pi / 180), 0.5)
        #expect(abs(wrap.a + 1) < 1e-9 && abs(wrap.b) < 1e-9)
        // A mirror and a shear survive the round trip through the decomposition.
        for t in [CGAffineTransform(a: -2, b: 0, c: 0, d: 1, tx: 3, ty: 4), CGAffineTransform(a: 1, b: 0.5, c: 0.3, d: 1, tx: 0, ty: 0)] {
            let back = ViewAnimator.interpolate(t, t, 0.5)
            #expect(abs(back.a - t.a) < 1e-9 && abs(back.b - t.b) < 1e-9 && abs(back.c - t.c) < 1e-9 && abs(back.d - t.d) < 1e-9)
        }
        // A degenerate transform (no x scale) falls back to the components.
        let flat = ViewAnimator.interpolate(CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0), .identity, 0.5)
        #expect(flat.a == 0.5 && flat.d == 1)
    }

    @Test("R-L3: timing curves")
    func curves() {
        #expect(TimingCurve.linear.apply(0.5) == 0.5)
        #expect(TimingCurve.easeIn.apply(0.5) < 0.4)
        #expect(TimingCurve.easeOut.apply(0.5) > 0.6)
        #expect(abs(TimingCurve.easeInOut.apply(0.5) - 0.5) < 0.001)
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(abs(curve.apply(0)) < 0.001 && abs(curve.apply(1) - 1) < 0.001)
        }
    }

    @Test("R-L3, R-U: a hundred animations in a row all complete, and nothing is left running")
    func repeatedAnimations() {
        let (h, window, box, _) = scene()
        var completed = 0
        for round in 0..<100 {
            UIView.animate(withDuration: 0.1, animations: { box.center.x = round % 2 == 0 ? 200 : 25 }, completion: { _ in completed += 1 })
            h.input.advance(by: 0.12)
        }
        #expect(completed == 100)
        #expect(box.animationsBlockingInteraction == 0)
        #expect(!h.app.frameTicker.isTicking(h.app.viewAnimator))
        // Nothing to animate still completes, on the next turn.
        var empty = false
        UIView.animate(withDuration: 1, animations: {}, completion: { empty = $0 })
        h.input.runUntilIdle()
        #expect(empty)
        _ = window
    }
}
