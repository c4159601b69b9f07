import XResponder

/// Seed 000: views A–E; pressing E walks B → D → E (traced on stdout and in the inspector).
final class ViewsAtoEScene: SceneController {
    override var sceneTitle: String { "1 · Hit-testing views A–E" }
    override var summary: String { "Subviews are asked front to back; the deepest view containing the point wins. Press E." }
    override func buildScene() {
        let a = NamedView("viewA", frame: CGRect(x: 20, y: 90, width: 300, height: 200), color: UIColor(rgb: 0x1C1C1E))
        let b = NamedView("viewB", frame: CGRect(x: 340, y: 90, width: 300, height: 300), color: UIColor(rgb: 0x1C1C1E))
        let c = NamedView("viewC", frame: CGRect(x: 10, y: 30, width: 120, height: 200), color: .systemBlue)
        let d = NamedView("viewD", frame: CGRect(x: 160, y: 30, width: 120, height: 200), color: .systemBlue)
        let e = NamedView("viewE", frame: CGRect(x: 20, y: 50, width: 80, height: 100), color: .systemRed)
        view.addSubview(a)
        view.addSubview(b)
        b.addSubview(c)
        b.addSubview(d)
        d.addSubview(e)
    }
    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 340 + 160 + 20 + 40, y: 90 + 30 + 50 + 60), in: view)
    }
}

/// A view with isUserInteractionEnabled = false lets touches fall through to its parent.
final class DisabledViewScene: SceneController {
    override var sceneTitle: String { "2 · Interaction disabled: touches fall to the parent" }
    override var summary: String { "The blue view has isUserInteractionEnabled = false, so the red parent gets the press." }
    override func buildScene() {
        let red = NamedView("red parent", frame: CGRect(x: 20, y: 90, width: 400, height: 300), color: .systemRed)
        let blue = NamedView("blue (disabled)", frame: CGRect(x: 60, y: 60, width: 220, height: 160), color: .systemBlue)
        blue.isUserInteractionEnabled = false
        view.addSubview(red)
        red.addSubview(blue)
    }
    override func tour(_ driver: TourDriver) { driver.click(CGPoint(x: 180, y: 240), in: view) }
}

/// Seed 004: a button covered by a scroll view, rescued by the parent's hitTest override.
final class UnderButtonScene: SceneController {
    final class TopView: UIView {
        weak var underButton: UIView?
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let result = super.hitTest(point, with: event)
            if let underButton {
                let buttonPoint = underButton.convert(point, from: self)
                if underButton.point(inside: buttonPoint, with: event) { return underButton }
            }
            return result
        }
    }
    override var sceneTitle: String { "3 · A button under a scroll view, rescued by hitTest" }
    override var summary: String { "A translucent 'scroll view' covers the button; the parent's hitTest returns the button anyway." }
    override func buildScene() {
        let top = TopView(frame: CGRect(x: 20, y: 90, width: 600, height: 360))
        view.addSubview(top)
        let button = makeFilledButton(frame: CGRect(x: 60, y: 60, width: 160, height: 44))
        button.setTitle("Under button", for: .normal)
        button.addAction(UIAction { _ in Status.report("Under button tapped through the scroll view") }, for: .touchUpInside)
        top.addSubview(button)
        let scroll = NamedView("scroll view (covers the button)", frame: CGRect(x: 0, y: 0, width: 600, height: 300),
                               color: UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.35))
        top.addSubview(scroll)
        top.underButton = button
    }
    override func tour(_ driver: TourDriver) { driver.click(CGPoint(x: 160, y: 170), in: view) }
}

/// point(inside:) grows a small target's hit area.
final class EnlargedHitAreaScene: SceneController {
    final class BigTarget: NamedView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -30, dy: -30).contains(point)
        }
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()!
            context.setStrokeColor(UIColor.systemRed)
            context.setLineWidth(1)
            context.stroke(bounds.insetBy(dx: 1, dy: 1))
        }
    }
    override var sceneTitle: String { "4 · An enlarged hit area" }
    override var summary: String { "The 24-point dot overrides point(inside:) to accept touches 30 points around it." }
    override func buildScene() {
        let halo = UIView(frame: CGRect(x: 170, y: 170, width: 84, height: 84))
        halo.backgroundColor = UIColor.systemRed.withAlphaComponent(0.12)
        view.addSubview(halo)
        view.addSubview(BigTarget("dot", frame: CGRect(x: 200, y: 200, width: 24, height: 24), color: .systemRed))
    }
    override func tour(_ driver: TourDriver) { driver.click(CGPoint(x: 180, y: 180), in: view) }
}

/// A click-through overlay: its hitTest answers nil for its own area, so touches reach the content below.
final class ClickThroughScene: SceneController {
    final class Overlay: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
    override var sceneTitle: String { "5 · A click-through overlay" }
    override var summary: String { "The translucent overlay returns nil from hitTest (except for its badge): clicks pass to the card below." }
    override func buildScene() {
        view.addSubview(NamedView("card below", frame: CGRect(x: 40, y: 110, width: 420, height: 280), color: .systemBlue))
        let overlay = Overlay(frame: CGRect(x: 20, y: 90, width: 600, height: 360))
        overlay.backgroundColor = UIColor(white: 1, alpha: 0.35)
        view.addSubview(overlay)
        overlay.addSubview(NamedView("badge", frame: CGRect(x: 480, y: 20, width: 100, height: 40), color: .systemGreen))
    }
    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 200, y: 250), in: view)
    }
}
