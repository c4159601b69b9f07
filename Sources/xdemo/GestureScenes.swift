import XResponder

/// Seed 001: single tap vs double tap with require(toFail:).
final class TapsScene: SceneController {
    override var sceneTitle: String { "9 · Single tap vs double tap" }
    override var summary: String { "The single tap requires the double tap to fail: one click fires it 0.35 s later; a double click fires only the double tap." }
    override func buildScene() {
        let pad = NamedView("tap or double-tap me", frame: CGRect(x: 40, y: 110, width: 360, height: 240), color: .systemBlue)
        view.addSubview(pad)
        let single = UITapGestureRecognizer { _ in Status.report("single tap recognized") }
        let double = UITapGestureRecognizer { _ in Status.report("double tap recognized") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
    }
    override func tour(_ driver: TourDriver) {
        driver.doubleClick(CGPoint(x: 200, y: 220), in: view)
        driver.wait(0.5)
    }
}

/// Pan, long press and pinch on one card.
final class ContinuousScene: SceneController {
    var card: UIView!
    override var sceneTitle: String { "10 · Pan, pinch and long press" }
    override var summary: String { "Drag the card (pan), hold it (long press turns it green), pinch it with two fingers on a touchscreen." }
    override func buildScene() {
        card = NamedView("card", frame: CGRect(x: 120, y: 140, width: 200, height: 140), color: .systemBlue)
        view.addSubview(card)
        let pan = UIPanGestureRecognizer { [unowned self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: view)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: view)
            Status.report("pan \(pan.state): card at (\(Int(card.frame.minX)), \(Int(card.frame.minY)))")
        }
        let press = UILongPressGestureRecognizer { [unowned self] recognizer in
            card.backgroundColor = recognizer.state == .began || recognizer.state == .changed ? .systemGreen : .systemBlue
            Status.report("long press \(recognizer.state)")
        }
        let pinch = UIPinchGestureRecognizer { [unowned self] recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            card.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
            Status.report(String(format: "pinch %@: scale %.2f", "\(pinch.state)", Double(pinch.scale)))
        }
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        let together = Together()
        delegates.append(together)
        pinch.delegate = together
        for recognizer in [pan, press, pinch] { card.addGestureRecognizer(recognizer) }
    }
    var delegates: [AnyObject] = []
    override func tour(_ driver: TourDriver) {
        driver.drag(from: CGPoint(x: 220, y: 210), to: CGPoint(x: 420, y: 260), in: view)
        driver.press(CGPoint(x: 420, y: 260), in: view, hold: 0.7)
        driver.pinch(center: CGPoint(x: 420, y: 260), from: 80, to: 120, in: view)
    }
}
