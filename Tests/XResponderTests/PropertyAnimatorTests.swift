import Foundation
import Testing
@testable import XResponder

@Suite("Springs, property animators and presentation layers (R-L3, R-AP3)", .tearsDownTestTrees)
@MainActor
struct PropertyAnimatorTests {
    func scene() -> (Harness, UIView) {
        let h = Harness()
        let window = h.makeWindow()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        box.backgroundColor = .red
        window.addSubview(box)
        return (h, box)
    }

    @Test("R-L3 a spring overshoots with little damping, settles without overshoot at 1, and lands on time")
    func spring() {
        for (damping, overshoots) in [(CGFloat(0.3), true), (1, false), (2, false)] {
            let (h, box) = scene()
            var done = false
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                           animations: { box.frame.origin.x = 100 }, completion: { done = $0 })
            var highest: CGFloat = 0
            for _ in 0..<50 {
                h.input.advance(by: 0.02)
                highest = max(highest, box.layer.presentation()!.frame.minX)
            }
            #expect((highest > 101) == overshoots, "damping \(damping): highest \(highest)")
            h.input.advance(by: 0.05)   // past the duration: at rest, on the target
            #expect(box.layer.presentation()!.frame.minX == 100)
            h.app.runUntilIdle()
            #expect(done)
        }
        // The displacement starts at 1 with the given velocity and is near 0 at the duration.
        #expect(AnimationTiming.springDisplacement(seconds: 0, duration: 1, damping: 0.5, velocity: 0) == 1)
        #expect(abs(AnimationTiming.springDisplacement(seconds: 1, duration: 1, damping: 1, velocity: 0)) < 0.01)
        #expect(AnimationTiming.spring(dampingRatio: .nan, initialVelocity: .infinity).progress(0.5, duration: 1).isFinite)
    }

    @Test("R-AP3 layer.presentation() reports what is drawn while the model has its end value")
    func presentation() {
        let (h, box) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.frame.origin.x = 200
            box.alpha = 0
        })
        h.input.advance(by: 0.5)
        let shown = box.layer.presentation()!
        #expect(abs(shown.frame.minX - 100) < 1)
        #expect(abs(shown.opacity - 0.5) < 0.01)
        #expect(box.layer.frame.minX == 200 && box.layer.opacity == 0)   // the model
        #expect(shown.superlayer == nil)
    }

    @Test("R-AP3 a property animator scrubs, pauses, reverses and finishes where it is told")
    func propertyAnimator() {
        let (h, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.fractionComplete = 0.25                    // scrubbing starts it, paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(box.layer.presentation()!.frame.minX - 25) < 0.01)
        h.input.advance(by: 0.5)                        // paused: time does not move it
        #expect(abs(box.layer.presentation()!.frame.minX - 25) < 0.01)
        animator.startAnimation()
        h.input.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.5) < 0.01)
        animator.isReversed = true                          // back towards the start from here
        h.input.advance(by: 0.25)
        #expect(abs(box.layer.presentation()!.frame.minX - 25) < 1)
        h.input.advance(by: 0.5)
        h.app.runUntilIdle()
        #expect(positions == [.start])
        #expect(box.frame.minX == 0)                        // ended at the start: the model goes back
        #expect(animator.state == .inactive)
    }

    @Test("R-AP3 stopping leaves the model where the drawing is; finishing at .end keeps the end values")
    func stopAndFinish() {
        let (h, box) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveLinear],
                                                                      animations: { box.frame.origin.x = 100 },
                                                                      completion: { positions.append($0) })
        h.input.advance(by: 0.4)
        animator.stopAnimation(true)
        #expect(abs(box.frame.minX - 40) < 1)
        #expect(positions.isEmpty && animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { box.frame.origin.x = 300 }
        second.addCompletion { positions.append($0) }
        second.startAnimation()
        h.input.advance(by: 0.3)
        second.addAnimations { box.alpha = 0.5 }            // joins the running animator
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.finishAnimation(at: .end)
        #expect(positions == [.end])
        #expect(box.frame.minX == 300 && box.alpha == 0.5)
        #expect(box.layer.presentation()!.frame.minX == 300)
    }

    @Test("R-AP3 pausesOnCompletion holds the end; a custom cubic curve is honoured")
    func pausesOnCompletion() {
        let (h, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.9, y: 0), controlPoint2: CGPoint(x: 1, y: 0.1)) {
            box.frame.origin.x = 100
        }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        h.input.advance(by: 0.5)
        #expect(box.layer.presentation()!.frame.minX < 10)  // a curve that starts very slowly
        h.input.advance(by: 0.6)
        h.app.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        h.input.advance(by: 1.1)
        h.app.runUntilIdle()
        #expect(animator.fractionComplete == 0)
    }

    @Test("R-L3 continueAnimation: the durationFactor stretches the rest; new timing parameters ease from where it was shown")
    func continueAnimation() {
        let (h, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        h.input.advance(by: 0.5)
        #expect(abs(box.layer.presentation()!.frame.minX - 75) < 1.5, "half the rest in half a second at half pace: \(box.layer.presentation()!.frame.minX)")
        h.input.advance(by: 0.55)
        #expect(animator.state == .inactive && box.frame.minX == 100)

        let (h2, box2) = scene()
        let eased = UIViewPropertyAnimator(duration: 1, curve: .linear) { box2.frame.origin.x = 100 }
        eased.pauseAnimation()
        eased.fractionComplete = 0.5
        eased.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        h2.input.advance(by: 0.25)
        let x = box2.layer.presentation()!.frame.minX
        #expect(x > 51 && x < 70, "eased in from 50: slower than linear's 75: \(x)")
        h2.input.advance(by: 0.3)
        #expect(box2.frame.minX == 100 && eased.state == .inactive)
    }
}
