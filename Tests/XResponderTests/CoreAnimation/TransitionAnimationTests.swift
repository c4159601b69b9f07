import Foundation
import Testing
@testable import XResponder

@Suite("Core Animation: CATransition from the last picture to the new one (R-BR2)", .tearsDownTestTrees)
@MainActor
struct TransitionAnimationTests {
    /// A 100×50 red view at the window's origin, drawn once.
    @MainActor final class Scene {
        let stage = LayerStage()
        let card: UIView
        init() {
            card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
            card.backgroundColor = .red
            stage.window.addSubview(card)
            stage.compositor.renderIfNeeded()
        }
    }

    /// A one-second linear transition.
    func transition(_ type: CATransitionType, from subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    @Test("R-BR2: a fade cross-fades the old picture into the new, whichever order the change and add come in")
    func fade() {
        for changeFirst in [false, true] {
            let scene = Scene()
            let fade = transition(.fade)
            if changeFirst { scene.card.backgroundColor = .blue }
            scene.card.layer.add(fade, forKey: kCATransition)
            if !changeFirst { scene.card.backgroundColor = .blue }
            #expect(scene.stage.pixel(50, 125) == [255, 0, 0])
            scene.stage.h.input.advance(by: 0.5)
            let mid = scene.stage.pixel(50, 125)
            #expect(mid.count == 3 && abs(mid[0] - 128) < 10 && mid[1] < 10 && abs(mid[2] - 128) < 10, "\(mid)")
            scene.stage.h.input.advance(by: 0.6)
            #expect(scene.stage.pixel(50, 125) == [0, 0, 255])
            #expect(scene.card.layer.animationKeys() == nil)
        }
    }

    @Test("R-BR2: push from the right moves the old picture out to the left and the new in, clipped to the bounds")
    func push() {
        let scene = Scene()
        let push = transition(.push, from: .fromRight)
        scene.card.layer.add(push, forKey: kCATransition)
        scene.card.backgroundColor = .blue
        scene.stage.h.input.advance(by: 0.5)
        #expect(scene.stage.pixel(25, 125) == [255, 0, 0])
        #expect(scene.stage.pixel(75, 125) == [0, 0, 255])
        #expect(scene.stage.pixel(125, 125) == [255, 255, 255])   // nothing slides outside the bounds
    }

    @Test("R-BR2: moveIn slides the new picture over the still old one; reveal slides the old away")
    func moveInAndReveal() {
        let scene = Scene()
        let moveIn = transition(.moveIn, from: .fromBottom)
        scene.card.layer.add(moveIn, forKey: kCATransition)
        scene.card.backgroundColor = .blue
        scene.stage.h.input.advance(by: 0.5)
        #expect(scene.stage.pixel(50, 110) == [255, 0, 0])         // the old, still, in the top half
        #expect(scene.stage.pixel(50, 140) == [0, 0, 255])         // the new, half way up

        let scene2 = Scene()
        let reveal = transition(.reveal, from: .fromLeft)
        scene2.card.layer.add(reveal, forKey: kCATransition)
        scene2.card.backgroundColor = .blue
        scene2.stage.h.input.advance(by: 0.5)
        #expect(scene2.stage.pixel(25, 125) == [0, 0, 255])        // uncovered on the left
        #expect(scene2.stage.pixel(75, 125) == [255, 0, 0])        // the old, moving right
    }
}
