import Foundation
import Testing
@testable import XResponder

/// Hears an animation's start and stop, in order.
@MainActor
final class AnimationEvents: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start \(anim.value(forKey: "name") as? String ?? "")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop \(anim.value(forKey: "name") as? String ?? "") \(flag)")
    }
}

/// A window with a standalone 40×40 red layer at (20, 20) in its root view, drawn once.
@MainActor
final class LayerStage {
    let h = Harness()
    let window: RecordingWindow
    let layer = CALayer()
    let compositor: WindowCompositor

    init() {
        window = h.makeWindow()
        window.backgroundColor = .white
        layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        layer.backgroundColor = UIColor.red.cgColor
        window.layer.addSublayer(layer)
        compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
    }

    /// The value of `keyPath` being drawn now.
    func drawn(_ keyPath: String, of layer: CALayer? = nil) -> CGFloat {
        let target = layer ?? self.layer
        guard let value = target.presentation()?.value(forKeyPath: keyPath) else { return .nan }
        return (value as? CGFloat) ?? .nan
    }

    func pixel(_ x: Int, _ y: Int) -> [Int] {
        compositor.renderIfNeeded()
        guard let p = compositor.snapshot()?.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    var isTicking: Bool { h.app.layerAnimationEngineStorage.map { h.app.frameTicker.isTicking($0) } ?? false }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.02) -> Bool { abs(a - b) <= tolerance }

@Suite("Core Animation: explicit animations on layers (R-BR2)", .tearsDownTestTrees)
@MainActor
struct CoreAnimationTests {
    @Test("R-BR2: a basic animation changes what is drawn, never the model, and snaps back when removed")
    func basicAnimation() {
        let stage = LayerStage()
        let events = AnimationEvents()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = events
        fade.setValue("fade", forKey: "name")
        stage.layer.add(fade, forKey: "fade")
        fade.toValue = 0.5            // the layer runs its own copy
        #expect(stage.layer.animationKeys() == ["fade"])
        #expect((stage.layer.animation(forKey: "fade") as? CABasicAnimation)?.toValue as? Int == 0)
        stage.h.input.advance(by: 0.5)
        #expect(stage.layer.opacity == 1)                       // the model is untouched
        #expect(near(stage.drawn("opacity"), 0.5))
        #expect(events.log == ["start fade"])
        // Half opacity red over white is pink.
        let mid = stage.pixel(40, 40)
        #expect(mid.count == 3 && abs(mid[1] - 128) < 12 && mid[0] > 240)
        stage.h.input.advance(by: 0.6)
        #expect(stage.layer.animationKeys() == nil)
        #expect(stage.drawn("opacity") == 1)
        #expect(stage.pixel(40, 40) == [255, 0, 0])
        #expect(events.log == ["start fade", "stop fade true"])
        #expect(!stage.isTicking)                                // nothing left to animate: no frames
    }

    @Test("R-BR2: fillMode forwards with isRemovedOnCompletion false holds the end value, and costs no frames")
    func heldEnd() {
        let stage = LayerStage()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 200
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        stage.layer.add(move, forKey: "move")
        stage.h.input.advance(by: 0.25)
        let halfway = stage.drawn("position.x")
        #expect(halfway > 40 && halfway < 200)
        stage.h.input.advance(by: 0.5)
        #expect(stage.drawn("position.x") == 200)
        #expect(stage.layer.position.x == 40)
        #expect(stage.layer.animationKeys() == ["move"])
        #expect(!stage.isTicking)
        #expect(stage.pixel(200, 40) == [255, 0, 0] && stage.pixel(40, 40) == [255, 255, 255])
        stage.layer.removeAnimation(forKey: "move")
        #expect(stage.pixel(40, 40) == [255, 0, 0] && stage.pixel(200, 40) == [255, 255, 255])
    }

    @Test("R-BR2: key path parts: transform.rotation.z turns the whole way, transform.scale scales, bounds.size.width")
    func keyPathParts() {
        let stage = LayerStage()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        stage.layer.add(spin, forKey: "spin")
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 3
        grow.duration = 1
        stage.layer.add(grow, forKey: "grow")
        let widen = CABasicAnimation(keyPath: "bounds.size.width")
        widen.toValue = 80
        widen.duration = 1
        stage.layer.add(widen, forKey: "widen")
        stage.h.input.advance(by: 0.5)
        // Half of a full turn is a half turn (not the short way round to nothing).
        #expect(near(abs(stage.drawn("transform.rotation.z")), .pi, 0.05))
        #expect(near(stage.drawn("transform.scale"), 2, 0.05))
        #expect(near(stage.drawn("bounds.size.width"), 60, 1))
        #expect(stage.layer.value(forKeyPath: "transform.scale") as? CGFloat == 1)
    }

    @Test("R-BR2: beginTime delays, backwards fill shows the start early, autoreverses and repeatCount run back and again")
    func timing() {
        let stage = LayerStage()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 1
        fade.fillMode = .backwards
        stage.layer.add(fade, forKey: nil)
        stage.h.input.advance(by: 0.5)
        #expect(near(stage.drawn("opacity"), 0.2))                // waiting, showing its first value
        stage.h.input.advance(by: 1)
        #expect(near(stage.drawn("opacity"), 0.6, 0.03))

        let stage2 = LayerStage()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        stage2.layer.add(pulse, forKey: "pulse")
        stage2.h.input.advance(by: 1.5)
        #expect(near(stage2.drawn("opacity"), 0.5, 0.03))          // on the way back
        stage2.h.input.advance(by: 1)
        #expect(near(stage2.drawn("opacity"), 0.5, 0.03))          // second cycle, on the way out
        stage2.h.input.advance(by: 2)
        #expect(stage2.layer.animationKeys() == nil)
    }

    @Test("R-BR2: an animation under a used key replaces the old one, whose delegate hears finished false; removeAllAnimations")
    func replaceAndRemove() {
        let stage = LayerStage()
        let events = AnimationEvents()
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0
        first.duration = 1
        first.delegate = events
        first.setValue("first", forKey: "name")
        stage.layer.add(first, forKey: "fade")
        stage.h.input.advance(by: 0.1)
        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 0.5
        second.duration = 1
        second.delegate = events
        second.setValue("second", forKey: "name")
        stage.layer.add(second, forKey: "fade")
        #expect(events.log == ["start first", "stop first false"])
        stage.h.input.advance(by: 0.1)
        stage.layer.removeAllAnimations()
        #expect(events.log == ["start first", "stop first false", "start second", "stop second false"])
        #expect(stage.drawn("opacity") == 1)
    }

    @Test("R-BR2: a view's own layer animates the view's drawing: alpha and position, model and hit-testing unchanged")
    func viewLayer() {
        let h = Harness()
        let window = h.makeWindow()
        let box = h.view("box", CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 25
        slide.toValue = 225
        slide.duration = 1
        box.layer.add(slide, forKey: "slide")
        h.input.advance(by: 0.5)
        #expect(box.center.x == 25)
        #expect(near(box.layer.presentation()?.position.x ?? 0, 125, 1))
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === box)
    }

    @Test("R-BR2: an animation that starts away from the model clears the model's place in its first frame")
    func startsElsewhere() {
        let stage = LayerStage()
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        orbit.isAdditive = true
        orbit.duration = 2
        stage.layer.add(orbit, forKey: "orbit")
        stage.h.input.advance(by: 1.0 / 60)
        #expect(stage.pixel(40, 40) == [255, 255, 255])     // nothing left behind at the model's place
        #expect(stage.pixel(140, 40) == [255, 0, 0])        // the orbit starts at its path's first point
    }
}
