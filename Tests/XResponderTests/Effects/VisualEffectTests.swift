import Foundation
import Testing
@testable import XResponder

/// Blur and vibrancy (R-BR1): `UIVisualEffectView` blurs the window's pixels behind it, live.
@Suite("Blur and vibrancy: UIVisualEffectView (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct VisualEffectTests {
    /// A 400×300 window, red on the left half and blue on the right, with a blur across the middle.
    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        let blur: UIVisualEffectView
        let compositor: WindowCompositor

        init(_ style: UIBlurEffect.Style = .systemUltraThinMaterialLight) {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.backgroundColor = .white
            left.backgroundColor = .red
            right.backgroundColor = .blue
            window.addSubview(left)
            window.addSubview(right)
            blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
            blur.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
            window.addSubview(blur)
            compositor = WindowCompositor(window: window)
            compositor.renderIfNeeded()
        }

        func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
            compositor.renderIfNeeded()
            guard let p = compositor.snapshot()?.pixel(x: x, y: y) else { return (-1, -1, -1) }
            return (Int(p.red), Int(p.green), Int(p.blue))
        }
    }

    @Test("R-BR1 a blur mixes what lies behind it across its edge and tints it; outside it the window is untouched")
    func blursWhatLiesBehind() {
        let scene = Scene()
        let seam = scene.pixel(200, 150), nearSeam = scene.pixel(190, 150)
        #expect(abs(seam.red - seam.blue) < 60 && seam.red > 100, "red and blue mix evenly at the seam: \(seam)")
        #expect(nearSeam.blue > 120 && nearSeam.red > nearSeam.blue, "blue reaches 10 points into the red: \(nearSeam)")
        let deepLeft = scene.pixel(110, 150), deepRight = scene.pixel(290, 150)
        #expect(deepLeft.red > deepLeft.blue + 60, "left stays reddish: \(deepLeft)")
        #expect(deepRight.blue > deepRight.red + 60, "right stays bluish: \(deepRight)")
        #expect(deepLeft.green > 20, "the light material's tint whitens it: \(deepLeft)")
        let outside = scene.pixel(50, 50), outsideRight = scene.pixel(350, 250)
        #expect(outside == (255, 0, 0) && outsideRight == (0, 0, 255), "\(outside) \(outsideRight)")
        let sharpEdge = scene.pixel(99, 150)
        #expect(sharpEdge == (255, 0, 0), "the blur stays inside its view: \(sharpEdge)")
    }

    @Test("R-BR1 the blur is live: a change behind it redraws the whole effect view and the blur follows")
    func liveBackdrop() {
        let scene = Scene()
        let before = scene.pixel(150, 150)
        scene.left.backgroundColor = .green
        let redrawn = scene.compositor.renderIfNeeded()
        #expect(redrawn.contains { $0.contains(CGRect(x: 100, y: 100, width: 200, height: 100)) }, "the effect view is redrawn whole: \(redrawn)")
        let after = scene.pixel(150, 150)
        #expect(after.green > before.green + 60 && after.red < before.red - 60, "\(before) → \(after)")

        // A small change far inside reaches only what its radius blurs, but the view is redrawn whole.
        let dot = UIView(frame: CGRect(x: 290, y: 190, width: 4, height: 4))
        dot.backgroundColor = .black
        scene.window.insertSubview(dot, belowSubview: scene.blur)
        let again = scene.compositor.renderIfNeeded()
        #expect(again.contains { $0.contains(CGRect(x: 100, y: 100, width: 200, height: 100)) })
    }

    @Test("R-BR1 the blur is drawn only inside the clips over it: a clipping parent's rectangle, a rounded corner")
    func clippedBlur() {
        let scene = Scene()
        // A clipping parent narrower than the blur: the blur is written straight onto the window
        // inside the parent's rectangle only.
        let holder = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 100))
        holder.clipsToBounds = true
        scene.window.addSubview(holder)
        scene.blur.removeFromSuperview()
        scene.blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        holder.addSubview(scene.blur)
        #expect(scene.pixel(255, 150) == (0, 0, 255), "right of the parent, unblurred: \(scene.pixel(255, 150))")
        let inside = scene.pixel(244, 150)
        #expect(inside != (0, 0, 255) && inside.blue > 100, "inside the parent, blurred and tinted: \(inside)")
        let seam = scene.pixel(200, 150)
        #expect(abs(seam.red - seam.blue) < 60 && seam.red > 100, "\(seam)")

        // Rounded and clipped: the corner shows what is behind, unblurred; the middle is blurred.
        scene.blur.layer.cornerRadius = 24
        scene.blur.clipsToBounds = true
        #expect(scene.pixel(101, 101) == (255, 0, 0), "outside the rounded corner: \(scene.pixel(101, 101))")
        #expect(scene.pixel(200, 150) == seam)
    }

    @Test("R-BR1 dark and light materials tint differently; the appearance decides for an adaptive style")
    func materialsFollowTheAppearance() {
        let light = Scene(.systemThickMaterial)
        let lightPixel = light.pixel(290, 150)
        let dark = Scene(.systemThickMaterial)
        dark.blur.overrideUserInterfaceStyle = .dark
        dark.blur.setNeedsDisplay()
        let darkPixel = dark.pixel(290, 150)
        #expect(lightPixel.red + lightPixel.green > 250, "a thick light material is mostly white: \(lightPixel)")
        #expect(darkPixel.red + darkPixel.green + darkPixel.blue < 200, "a thick dark one mostly black: \(darkPixel)")
        #expect(UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .dark)) && !UIBlurEffect(style: .dark).isEqual(UIBlurEffect(style: .light)))
    }

    @Test("R-BR1 vibrant content is painted through its shape in the material's colour, not its own")
    func vibrancy() {
        let scene = Scene(.systemMaterialDark)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .label))
        vibrant.frame = scene.blur.bounds
        scene.blur.contentView.addSubview(vibrant)
        let bar = UIView(frame: CGRect(x: 20, y: 40, width: 160, height: 20))
        bar.backgroundColor = .red
        vibrant.contentView.addSubview(bar)
        let inside = scene.pixel(200, 150), beside = scene.pixel(200, 110)
        #expect(inside.red > 150 && inside.green > 150 && inside.blue > 150, "white-ish, not red: \(inside)")
        #expect(beside.red + beside.green + beside.blue < inside.red + inside.green + inside.blue - 150, "\(beside)")
    }

    @Test("R-BR1 bad geometry and odd places survive: empty, huge, off-window, non-finite, inside a faded parent, no effect")
    func robustness() {
        let scene = Scene()
        let faded = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        faded.alpha = 0.5
        scene.window.addSubview(faded)
        for frame in [CGRect.zero, CGRect(x: -5000, y: -5000, width: 20000, height: 20000), CGRect(x: 390, y: 290, width: 500, height: 500),
                      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)] {
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
            effect.frame = frame
            faded.addSubview(effect)
        }
        let none = UIVisualEffectView(effect: nil)
        none.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        scene.window.addSubview(none)
        scene.compositor.renderIfNeeded()
        _ = scene.pixel(200, 150)
        faded.removeFromSuperview()
        scene.blur.effect = nil
        scene.compositor.renderIfNeeded()
        #expect(scene.pixel(150, 150) == (255, 0, 0), "without an effect, nothing is blurred")
        #expect(scene.window.backdropViews.count <= 1)
    }

    @Test("R-BR1 an effect set inside UIView.animate fades: the blur and tint come in with the block's time, and go out when set to nil; outside a block it switches at once")
    func effectFades() {
        let scene = Scene()
        scene.blur.effect = nil
        let clear = scene.pixel(110, 150)
        #expect(clear == (255, 0, 0), "no effect: the backdrop as it is: \(clear)")
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { scene.blur.effect = UIBlurEffect(style: .dark) })
        scene.h.input.advance(by: 0.2)
        let halfway = scene.h.app.viewAnimator.withPresentationValues { scene.blur.drawnMaterial }
        #expect(abs((halfway?.radius ?? 0) - 10) < 1.5 && abs((halfway?.tintAlpha ?? 0) - 0.365) < 0.06, "\(String(describing: halfway))")
        let middle = scene.pixel(110, 150)
        scene.h.input.advance(by: 0.3)
        let dark = scene.pixel(110, 150)
        #expect(dark.red < 100, "the dark material's tint, in full: \(dark)")
        #expect(middle.red < clear.red - 40 && middle.red > dark.red + 40, "halfway between: \(middle) from \(clear) to \(dark)")

        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { scene.blur.effect = nil })
        scene.h.input.advance(by: 0.2)
        let fading = scene.pixel(110, 150)
        #expect(fading.red > dark.red + 40 && fading.red < 240, "going: \(fading)")
        scene.h.input.advance(by: 0.3)
        #expect(scene.pixel(110, 150) == (255, 0, 0))

        scene.blur.effect = UIBlurEffect(style: .dark)
        #expect(scene.pixel(110, 150).red < 100, "outside a block: at once")
    }
}
