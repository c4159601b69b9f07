import Foundation
import Testing
@testable import XResponder

@Suite("Core Animation: bad input is survived (R-BR2)", .tearsDownTestTrees)
@MainActor
struct CoreAnimationRobustnessTests {
    @Test("R-BR2: a layer that dies mid-animation stops its animations (delegate told, transaction done); the engine goes idle")
    func layerDies() {
        let stage = LayerStage()
        let events = AnimationEvents()
        var finished = false
        var doomed: CALayer? = CALayer()
        weak var weakLayer = doomed
        doomed!.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stage.window.layer.addSublayer(doomed!)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.repeatCount = HUGE                     // Darwin's spelling of "for ever"
        spin.delegate = events
        spin.setValue("spin", forKey: "name")
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        doomed!.add(spin, forKey: "spin")
        CATransaction.commit()
        stage.h.input.advance(by: 0.1)
        #expect(stage.h.app.layerAnimationEngine.isIdle)   // it repeats for ever: nothing to wait for
        doomed!.removeFromSuperlayer()
        doomed = nil
        #expect(weakLayer == nil)
        #expect(events.log == ["start spin", "stop spin false"])
        #expect(finished)
        stage.h.input.advance(by: 0.1)
        #expect(stage.h.app.layerAnimationEngine.isIdle)
        #expect(!stage.isTicking)
    }

    @Test("R-BR2: unknown key paths, values of the wrong kind, NaN durations and bad keyframes draw the model and end")
    func nonsense() {
        let stage = LayerStage()
        let unknown = CABasicAnimation(keyPath: "wobble.sideways")
        unknown.toValue = 3
        stage.layer.add(unknown, forKey: "unknown")
        let wrongKind = CABasicAnimation(keyPath: "opacity")
        wrongKind.fromValue = CGPoint(x: 1, y: 2)
        wrongKind.toValue = "half"
        wrongKind.duration = .nan
        stage.layer.add(wrongKind, forKey: "wrong")
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.values = []
        empty.keyTimes = [NSNumber(value: Double.nan)]
        stage.layer.add(empty, forKey: "empty")
        let noPath = CABasicAnimation()
        stage.layer.add(noPath, forKey: nil)
        stage.h.input.advance(by: 0.1)
        #expect(stage.drawn("opacity") == 1)
        #expect(stage.pixel(40, 40) == [255, 0, 0])
        stage.h.input.advance(by: 1)
        #expect(stage.layer.animationKeys() == nil)    // NaN became the default duration
    }

    @Test("R-BR2: a group inside itself is copied to a bounded depth; a zero-length animation ends at once")
    func selfContainingGroup() {
        let stage = LayerStage()
        let loop = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        loop.animations = [fade, loop]
        loop.duration = 0.5
        stage.layer.add(loop, forKey: "loop")
        stage.h.input.advance(by: 0.25)
        #expect(stage.drawn("opacity") < 1)
        stage.h.input.advance(by: 0.5)
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test("R-BR2: animations on a layer outside any window wait, cost nothing drawn, and run once it is shown")
    func offscreen() {
        let stage = LayerStage()
        let floating = CALayer()
        floating.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        floating.add(fade, forKey: "fade")
        stage.h.input.advance(by: 0.5)
        #expect(near(stage.drawn("opacity", of: floating), 0.5, 0.03))
        stage.window.layer.addSublayer(floating)
        stage.h.input.advance(by: 0.6)
        #expect(floating.animationKeys() == nil)
    }
}
