import XResponder

// Core Animation as iOS developers write it: a progress ring drawn by a CAShapeLayer whose
// strokeEnd animates with CABasicAnimation, a heart that pulses on a repeating transform.scale
// animation, a shake (CAKeyframeAnimation) when the goal field is wrong, a CATransition cross-fade
// when the status label changes, CATransaction's completion to say when the ring has filled, and a
// CADisplayLink counting the seconds. Swift 5 mode; after xrport (the #selector became
// Selector(name, Type.method)), nothing changed.

class WorkoutRingViewController: UIViewController, CAAnimationDelegate {
    let ringLayer = CAShapeLayer()
    let trackLayer = CAShapeLayer()
    let heartView = UIView()
    let statusLabel = UILabel()
    let goalField = UITextField()
    var displayLink: CADisplayLink?
    var elapsed: CFTimeInterval = 0
    var lastTimestamp: CFTimeInterval?
    var ringFilledCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let center = CGPoint(x: 150, y: 150)
        let circle = UIBezierPath(arcCenter: center, radius: 80, startAngle: -CGFloat.pi / 2,
                                  endAngle: 3 * CGFloat.pi / 2, clockwise: true)
        trackLayer.path = circle.cgPath
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = 16
        view.layer.addSublayer(trackLayer)

        ringLayer.path = circle.cgPath
        ringLayer.strokeColor = UIColor.systemRed.cgColor
        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.lineWidth = 16
        ringLayer.lineCap = .round
        ringLayer.strokeEnd = 0
        view.layer.addSublayer(ringLayer)

        heartView.frame = CGRect(x: 135, y: 135, width: 30, height: 30)
        heartView.backgroundColor = .systemPink
        heartView.layer.cornerRadius = 15
        view.addSubview(heartView)

        statusLabel.frame = CGRect(x: 20, y: 260, width: 260, height: 30)
        statusLabel.textAlignment = .center
        statusLabel.text = "Ready"
        view.addSubview(statusLabel)

        goalField.frame = CGRect(x: 20, y: 300, width: 260, height: 34)
        goalField.borderStyle = .roundedRect
        view.addSubview(goalField)
    }

    func startPulse() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1.0
        pulse.toValue = 1.3
        pulse.duration = 0.4
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        heartView.layer.add(pulse, forKey: "pulse")
    }

    func fillRing(to progress: CGFloat) {
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            self?.ringFilledCount += 1
            self?.setStatus("Goal reached")
        }
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = ringLayer.strokeEnd
        fill.toValue = progress
        fill.duration = 1.0
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ringLayer.strokeEnd = progress
        ringLayer.add(fill, forKey: "fill")
        CATransaction.commit()
    }

    func setStatus(_ text: String) {
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 0.3
        statusLabel.layer.add(transition, forKey: kCATransition)
        statusLabel.text = text
    }

    func checkGoal() -> Bool {
        guard let text = goalField.text, Int(text) != nil else {
            let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
            shake.values = [0, -10, 10, -10, 10, -5, 5, 0]
            shake.duration = 0.5
            shake.delegate = self
            goalField.layer.add(shake, forKey: "shake")
            return false
        }
        return true
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { goalField.text = "" }
    }

    func startTimer() {
        displayLink = CADisplayLink(target: self, selector: Selector("tick:", WorkoutRingViewController.tick))
        displayLink?.add(to: .main, forMode: .common)
    }

    func tick(_ link: CADisplayLink) {
        if let last = lastTimestamp { elapsed += link.timestamp - last }
        lastTimestamp = link.timestamp
    }

    func stopTimer() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
