import Foundation
import Testing
@testable import XResponder

@Suite("Core Animation: keyframes, springs and groups (R-BR2)", .tearsDownTestTrees)
@MainActor
struct KeyframeAndGroupTests {
    @Test("R-BR2: keyframe values at key times, with a timing function per stretch")
    func keyframeValues() {
        let stage = LayerStage()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [40, 60, 20, 40]
        shake.keyTimes = [0, 0.5, 0.75, 1]
        shake.duration = 1
        stage.layer.add(shake, forKey: "shake")
        stage.h.input.advance(by: 0.25)
        #expect(near(stage.drawn("position.x"), 50, 1))
        stage.h.input.advance(by: 0.25)
        #expect(near(stage.drawn("position.x"), 60, 1))
        stage.h.input.advance(by: 0.125)
        #expect(near(stage.drawn("position.x"), 40, 1))
    }

    @Test("R-BR2: discrete keyframes jump; paced ones move at an even speed; bad key times fall back to even spacing")
    func calculationModes() {
        let stage = LayerStage()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.1, 0.5, 0.9]
        steps.calculationMode = .discrete
        steps.duration = 3
        stage.layer.add(steps, forKey: "steps")
        stage.h.input.advance(by: 1.5)
        #expect(near(stage.drawn("opacity"), 0.5, 0.001))

        let stage2 = LayerStage()
        let paced = CAKeyframeAnimation(keyPath: "position.x")
        paced.values = [0, 10, 100]           // a short stretch then a long one
        paced.calculationMode = .paced
        paced.duration = 1
        stage2.layer.add(paced, forKey: "paced")
        stage2.h.input.advance(by: 0.5)
        #expect(near(stage2.drawn("position.x"), 50, 2))

        let stage3 = LayerStage()
        let bad = CAKeyframeAnimation(keyPath: "position.x")
        bad.values = [0, 100, 200]
        bad.keyTimes = [0.9, 0.1]              // wrong length and out of order
        bad.duration = 1
        stage3.layer.add(bad, forKey: "bad")
        stage3.h.input.advance(by: 0.25)
        #expect(near(stage3.drawn("position.x"), 50, 2))
    }

    @Test("R-BR2: a keyframe path moves position along it at an even pace, turning with rotationMode")
    func keyframePath() {
        let stage = LayerStage()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.rotationMode = .rotateAuto
        follow.duration = 2
        stage.layer.add(follow, forKey: "follow")
        stage.h.input.advance(by: 1.5)
        #expect(near(stage.drawn("position.x"), 100, 1.5))
        #expect(near(stage.drawn("position.y"), 50, 1.5))
        #expect(near(stage.drawn("transform.rotation.z"), .pi / 2, 0.01))   // heading down the second line
    }

    @Test("R-BR2: a spring overshoots and settles at its end; settlingDuration says when")
    func spring() {
        let stage = LayerStage()
        let bounce = CASpringAnimation(keyPath: "position.y")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.damping = 5
        bounce.stiffness = 200
        bounce.duration = bounce.settlingDuration
        #expect(bounce.settlingDuration > 0.5 && bounce.settlingDuration < 5)
        stage.layer.add(bounce, forKey: "bounce")
        var highest: CGFloat = 0
        for _ in 0..<60 {
            stage.h.input.advance(by: 1.0 / 60)
            highest = max(highest, stage.drawn("position.y"))
        }
        #expect(highest > 105)                  // it overshot
        stage.h.input.advance(by: bounce.settlingDuration)
        #expect(stage.layer.animationKeys() == nil)
        let calm = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(calm.settlingDuration > 0.3 && calm.settlingDuration < 2)
    }

    @Test("R-BR2: a group runs its children in its time: a child without a duration lasts the group's, a longer one is cut off")
    func group() {
        let stage = LayerStage()
        let events = AnimationEvents()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 400
        move.duration = 4
        let both = CAAnimationGroup()
        both.animations = [fade, move]
        both.duration = 2
        both.delegate = events
        both.setValue("both", forKey: "name")
        stage.layer.add(both, forKey: "both")
        stage.h.input.advance(by: 1)
        #expect(near(stage.drawn("opacity"), 0.5, 0.02))
        #expect(near(stage.drawn("position.x"), 100, 2))
        stage.h.input.advance(by: 1.1)
        #expect(events.log == ["start both", "stop both true"])
        #expect(stage.drawn("position.x") == 40)
    }

    @Test("R-BR2: additive and cumulative animations build on what lies beneath")
    func additiveAndCumulative() {
        let stage = LayerStage()
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = 0
        nudge.toValue = 10
        nudge.isAdditive = true
        nudge.duration = 1
        stage.layer.add(nudge, forKey: "nudge")
        stage.h.input.advance(by: 0.5)
        #expect(near(stage.drawn("position.x"), 45, 0.5))      // the model's 40 plus 5

        let stage2 = LayerStage()
        let climb = CABasicAnimation(keyPath: "position.y")
        climb.fromValue = 0
        climb.toValue = 10
        climb.isCumulative = true
        climb.repeatCount = 3
        climb.duration = 1
        stage2.layer.add(climb, forKey: "climb")
        stage2.h.input.advance(by: 2.5)
        #expect(near(stage2.drawn("position.y"), 25, 0.5))
    }
}
