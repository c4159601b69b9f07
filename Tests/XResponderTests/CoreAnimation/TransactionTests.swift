import Foundation
import Testing
@testable import XResponder

@Suite("Core Animation: transactions, implicit animations, layer time (R-BR2)", .tearsDownTestTrees)
@MainActor
struct TransactionTests {
    @Test("R-BR2: a standalone layer's change animates implicitly once it has been drawn, for the transaction's duration")
    func implicitAnimation() {
        let stage = LayerStage()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        stage.layer.opacity = 0
        CATransaction.commit()
        #expect(stage.layer.opacity == 0)
        #expect(stage.layer.animationKeys() == ["opacity"])
        stage.h.input.advance(by: 0.5)
        #expect(near(stage.drawn("opacity"), 0.5, 0.03))
        stage.h.input.advance(by: 0.6)
        #expect(stage.drawn("opacity") == 0)

        // A layer never drawn changes at once (it has no picture to animate from).
        let fresh = CALayer()
        stage.window.layer.addSublayer(fresh)
        fresh.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(fresh.animationKeys() == nil)
    }

    @Test("R-BR2: setDisableActions, an NSNull action and a view's own layer change at once")
    func noImplicitAnimation() {
        let stage = LayerStage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.layer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        #expect(stage.layer.animationKeys() == nil)
        stage.layer.actions = ["backgroundColor": NSNull()]
        stage.layer.backgroundColor = UIColor.blue.cgColor
        #expect(stage.layer.animationKeys() == nil)
        stage.layer.cornerRadius = 4
        #expect(stage.layer.animationKeys() == ["cornerRadius"])
        stage.window.layer.cornerRadius = 8
        #expect(stage.window.layer.animationKeys() == nil)
    }

    @Test("R-BR2: a custom action from action(forKey:) runs in place of the implicit one")
    func customAction() {
        final class SlowLayer: CALayer {
            override func action(forKey event: String) -> (any CAAction)? {
                guard event == "opacity" else { return super.action(forKey: event) }
                let slow = CABasicAnimation()
                slow.duration = 4
                return slow
            }
        }
        let stage = LayerStage()
        let slow = SlowLayer()
        slow.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        stage.window.layer.addSublayer(slow)
        stage.compositor.renderIfNeeded()
        slow.opacity = 0
        stage.h.input.advance(by: 2)
        #expect(near(stage.drawn("opacity", of: slow), 0.5, 0.15))
    }

    @Test("R-BR2: a transaction's completion waits for its layer animations and UIView blocks; with none, it runs at commit")
    func completion() {
        let stage = LayerStage()
        let box = stage.h.view("box", CGRect(x: 0, y: 0, width: 10, height: 10), in: stage.window)
        var done: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("both") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        stage.layer.add(fade, forKey: "fade")
        UIView.animate(withDuration: 1) { box.alpha = 0 }
        CATransaction.commit()
        stage.h.input.advance(by: 0.6)
        #expect(done.isEmpty)                    // the view block is still running
        stage.h.input.advance(by: 0.6)
        #expect(done == ["both"])

        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("empty") }
        CATransaction.commit()
        #expect(done == ["both", "empty"])
        CATransaction.commit()                   // unbalanced: ignored
    }

    @Test("R-BR2: speed 0 with timeOffset pauses a layer's animations (no frames); speed 1 and beginTime resume them")
    func pauseAndResume() {
        let stage = LayerStage()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        stage.layer.add(move, forKey: "move")
        stage.h.input.advance(by: 0.25)
        // Apple's pause idiom.
        let paused = stage.layer.convertTime(CACurrentMediaTime(), from: nil)
        stage.layer.speed = 0
        stage.layer.timeOffset = paused
        let held = stage.drawn("position.x")
        #expect(near(held, 25, 1))
        stage.h.input.advance(by: 0.1)
        #expect(!stage.isTicking)
        stage.h.input.advance(by: 5)
        #expect(stage.drawn("position.x") == held)
        // Apple's resume idiom.
        let pausedTime = stage.layer.timeOffset
        stage.layer.speed = 1
        stage.layer.timeOffset = 0
        stage.layer.beginTime = 0
        stage.layer.beginTime = stage.layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        #expect(near(stage.drawn("position.x"), held, 1))
        stage.h.input.advance(by: 0.25)
        #expect(near(stage.drawn("position.x"), 50, 2))
    }

    @Test("R-BR2: CADisplayLink calls its target every frame on the application clock, at the rate asked, until invalidated")
    func displayLink() {
        final class Game {
            var stamps: [CFTimeInterval] = []
            var targets: [CFTimeInterval] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp); targets.append(link.targetTimestamp) }
        }
        let h = Harness()
        var game: Game? = Game()
        weak let weakGame = game
        let link = CADisplayLink(target: game!, selector: Selector("step:", Game.step))
        link.add(to: .main, forMode: .common)
        h.input.advance(by: 0.5)
        let count = game!.stamps.count
        #expect(count >= 29 && count <= 31)
        #expect(zip(game!.stamps, game!.targets).allSatisfy { abs($1 - $0 - link.duration) < 1e-9 })
        link.isPaused = true
        h.input.advance(by: 0.5)
        #expect(game!.stamps.count == count)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        h.input.advance(by: 1)
        #expect(abs(game!.stamps.count - count - 30) <= 1)
        link.invalidate()
        game = nil
        #expect(weakGame == nil)                 // the link let go of its target
        h.input.advance(by: 0.5)
    }
}
