import Foundation
import Testing
@testable import XResponder

@Suite("UIView.animateKeyframes on the application clock (R-L3)", .tearsDownTestTrees)
@MainActor
struct KeyframeAnimationTests {
    func box() -> (Harness, RecordingView) {
        let h = Harness()
        let window = h.makeWindow()
        let box = h.view("box", CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        return (h, box)
    }

    /// What is drawn now (the model is the end state all along).
    func presented<T>(_ h: Harness, _ read: () -> T) -> T {
        h.app.viewAnimator.withPresentationValues(read)
    }

    @Test("R-L3: keyframes run one after another over their parts of the duration; the model ends at once; the completion comes once")
    func keyframesInSequence() {
        let (h, box) = box()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 125 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.center.x = 225 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { box.alpha = 0 }
        }, completion: { finished.append($0) })
        #expect(box.center.x == 225 && box.alpha == 0, "the model takes the last values at once")
        #expect(presented(h) { box.center.x } == 25 && presented(h) { box.alpha } == 1)
        h.input.advance(by: 0.5)                      // halfway through the first keyframe
        #expect(abs(presented(h) { box.center.x } - 75) < 0.5)
        h.input.advance(by: 0.5)                      // the first ends where the second starts
        #expect(abs(presented(h) { box.center.x } - 125) < 0.5 && presented(h) { box.alpha } == 1)
        h.input.advance(by: 0.25)                     // halfway through the second
        #expect(abs(presented(h) { box.center.x } - 175) < 0.5)
        h.input.advance(by: 0.5)                      // the third, halfway: alpha only now
        #expect(abs(presented(h) { box.center.x } - 225) < 0.5 && abs(presented(h) { box.alpha } - 0.5) < 0.01)
        #expect(finished.isEmpty)
        h.input.advance(by: 0.5)
        #expect(finished == [true] && presented(h) { box.alpha } == 0)
    }

    @Test("R-L3: keyframes added out of order are drawn in time order; a gap holds the last value; a delay holds the start")
    func outOfOrderAndGaps() {
        let (h, box) = box()
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { box.center.y = 225 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { box.center.y = 125 }
        })
        #expect(box.center.y == 125, "the model is what the code set last, as the blocks run in the order written")
        h.input.advance(by: 0.9)                      // still in the delay
        #expect(presented(h) { box.center.y } == 25)
        h.input.advance(by: 0.2)                      // 0.1 s in: halfway through the first in time
        #expect(abs(presented(h) { box.center.y } - 75) < 0.5)
        h.input.advance(by: 0.3)                      // 0.4 s in: the gap holds 125
        #expect(abs(presented(h) { box.center.y } - 125) < 0.5)
        h.input.advance(by: 0.4)                      // 0.8 s in: halfway through the last
        #expect(abs(presented(h) { box.center.y } - 175) < 0.5)
    }

    @Test("R-L3: calculationModeDiscrete jumps to each keyframe's value as it starts; a change outside keyframes takes the whole duration")
    func discreteAndWhole() {
        let (h, box) = box()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 225 }
        })
        h.input.advance(by: 0.4)
        #expect(presented(h) { box.center.x } == 25)
        h.input.advance(by: 0.2)
        #expect(presented(h) { box.center.x } == 225, "jumped at the keyframe's start")
        h.input.advance(by: 1)
        let (h2, other) = self.box()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            other.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { other.center.x = 125 }
        })
        h2.input.advance(by: 0.5)
        #expect(abs(presented(h2) { other.alpha } - 0.5) < 0.01 && abs(presented(h2) { other.center.x } - 125) < 0.5)
    }

    @Test("R-L3: with beginFromCurrentState a keyframe animation starts where a running animation of the property is drawn")
    func beginFromCurrentState() {
        let (h, box) = box()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.center.x = 225 })
        h.input.advance(by: 0.5)                      // drawn at 125
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.beginFromCurrentState], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 325 }
        })
        #expect(abs(presented(h) { box.center.x } - 125) < 0.5, "not back at the model's old 225")
        h.input.advance(by: 0.5)
        #expect(abs(presented(h) { box.center.x } - 225) < 0.5)
    }

    @Test("R-L3: addKeyframe outside a keyframe animation just runs its block; UIView.animate inside one is an animation of its own")
    func outsideAndNested() {
        let (h, box) = box()
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 125 }
        #expect(box.center.x == 125 && presented(h) { box.center.x } == 125, "no animation")
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 })
            }
        })
        h.input.advance(by: 0.25)
        #expect(abs(presented(h) { box.alpha } - 0.5) < 0.01, "the nested block keeps its own half second")
    }
}
