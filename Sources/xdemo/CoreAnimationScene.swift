import XResponder

/// Scene 27: Core Animation (R-BR2). A ring whose `strokeEnd` fills with a basic animation, the
/// transaction's completion then cross-fading the caption (`CATransition`); a card that flips
/// (a keyframe animation of `transform.rotation.y`, drawn as its flat projection); a dot that
/// follows a path, turning with it; a spring, bouncing under a pane of frosted glass (a
/// `UIVisualEffectView` blurring it live, its caption vibrant, R-BR1); a panel pushed to its next
/// colour. Every animation ends, so the scene is idle once they have.
final class CoreAnimationScene: SceneController {
    let ring = CAShapeLayer()
    let caption = makeLabel("0 %", frame: CGRect(x: 60, y: 250, width: 120, height: 24), size: 16, color: .black, bold: true)
    let card = UIView(frame: CGRect(x: 250, y: 110, width: 120, height: 160))
    let track = CAShapeLayer()
    let dot = CALayer()
    let panel = UIView(frame: CGRect(x: 250, y: 320, width: 200, height: 120))
    let ball = UIView(frame: CGRect(x: 600, y: 110, width: 40, height: 40))
    var filled: CGFloat = 0
    var panelColors: [UIColor] = [.systemTeal, .systemIndigo, .systemOrange]

    override var sceneTitle: String { "27 · Core Animation: layers that move" }
    override var summary: String {
        "CABasicAnimation fills the ring, CAKeyframeAnimation flips the card and walks the dot along its path, a spring bounces the ball under frosted glass (a live blur), CATransition pushes the panel."
    }

    override func buildScene() {
        let circle = UIBezierPath(arcCenter: CGPoint(x: 120, y: 180), radius: 60, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        let base = CAShapeLayer()
        base.path = circle.cgPath
        base.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        base.fillColor = nil
        base.lineWidth = 14
        view.layer.addSublayer(base)
        ring.path = circle.cgPath
        ring.strokeColor = UIColor.systemRed.cgColor
        ring.fillColor = nil
        ring.lineWidth = 14
        ring.lineCap = .round
        ring.strokeEnd = 0
        view.layer.addSublayer(ring)
        caption.textAlignment = .center
        view.addSubview(caption)

        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.addSubview(makeLabel("Card", frame: CGRect(x: 10, y: 10, width: 100, height: 20), color: .white, bold: true))
        view.addSubview(card)

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 480, y: 120))
        path.addCurve(to: CGPoint(x: 680, y: 280), controlPoint1: CGPoint(x: 680, y: 120), controlPoint2: CGPoint(x: 480, y: 280))
        track.path = path.cgPath
        track.strokeColor = UIColor(white: 0.7, alpha: 1).cgColor
        track.fillColor = nil
        track.lineDashPattern = [4, 4]
        view.layer.addSublayer(track)
        dot.bounds = CGRect(x: 0, y: 0, width: 18, height: 10)
        dot.position = CGPoint(x: 480, y: 120)
        dot.backgroundColor = UIColor.systemGreen.cgColor
        dot.cornerRadius = 3
        view.layer.addSublayer(dot)

        panel.backgroundColor = panelColors[0]
        panel.layer.cornerRadius = 8
        panel.clipsToBounds = true
        view.addSubview(panel)

        ball.backgroundColor = .systemPurple
        ball.layer.cornerRadius = 20
        ball.frame.origin = CGPoint(x: 520, y: 330)
        view.addSubview(ball)
        // Frosted glass over the ball's bounce: the blur follows it frame by frame.
        let glass = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        glass.frame = CGRect(x: 490, y: 250, width: 200, height: 110)
        glass.layer.cornerRadius = 14
        glass.clipsToBounds = true
        glass.accessibilityIdentifier = "frosted glass"
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel))
        vibrancy.frame = glass.bounds
        vibrancy.contentView.addSubview(makeLabel("Frosted glass", frame: CGRect(x: 14, y: 10, width: 170, height: 20), color: .black, bold: true))
        glass.contentView.addSubview(vibrancy)
        view.addSubview(glass)

        let actions: [(String, Selector)] = [
            ("Fill", Selector("fill", CoreAnimationScene.fill)), ("Flip", Selector("flip", CoreAnimationScene.flip)),
            ("Walk", Selector("walk", CoreAnimationScene.walk)), ("Bounce", Selector("bounce", CoreAnimationScene.bounce)),
            ("Push", Selector("push", CoreAnimationScene.push)),
        ]
        for (index, (title, action)) in actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 20 + CGFloat(index) * 90, y: 470, width: 80, height: 32)
            button.accessibilityIdentifier = title.lowercased()
            button.addTarget(self, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    func fill() {
        let target: CGFloat = filled >= 1 ? 0 : min(filled + 0.35, 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            guard let self else { return }
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 0.3
            caption.layer.add(fade, forKey: kCATransition)
            caption.text = "\(Int((target * 100).rounded())) %"
            Status.report("ring filled to \(caption.text ?? "")")
        }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = filled
        animation.toValue = target
        animation.duration = 0.8
        animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
        CATransaction.setDisableActions(true)
        ring.strokeEnd = target
        ring.add(animation, forKey: "fill")
        CATransaction.commit()
        filled = target
    }

    func flip() {
        let flip = CAKeyframeAnimation(keyPath: "transform.rotation.y")
        flip.values = [0, CGFloat.pi / 2, CGFloat.pi, 3 * CGFloat.pi / 2, 2 * CGFloat.pi]
        flip.duration = 1.2
        card.layer.add(flip, forKey: "flip")
    }

    func walk() {
        let walk = CAKeyframeAnimation(keyPath: "position")
        walk.path = track.path
        walk.rotationMode = .rotateAuto
        walk.duration = 1.5
        walk.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        dot.add(walk, forKey: "walk")
    }

    func bounce() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = ball.center.y - 120
        spring.toValue = ball.center.y
        spring.damping = 6
        spring.stiffness = 180
        spring.duration = spring.settlingDuration
        ball.layer.add(spring, forKey: "bounce")
    }

    func push() {
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.45
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        panel.layer.add(push, forKey: kCATransition)
        panelColors.append(panelColors.removeFirst())
        panel.backgroundColor = panelColors[0]
    }

    override func tour(_ driver: TourDriver) {
        driver.screenshot("27-core-animation")
        fill()
        flip()
        walk()
        bounce()
        push()
        driver.wait(0.4)
        driver.screenshot("27-core-animation-moving")
        driver.wait(2.5)
        driver.screenshot("27-core-animation-done")
    }
}
