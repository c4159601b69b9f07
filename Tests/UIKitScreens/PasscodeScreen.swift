import XResponder

// Keyframe animations as iOS developers write them: a passcode screen whose dots shake left and
// right when the code is wrong (four keyframes on the dots' centre, the field cleared in the
// completion), and whose lock pops when it is right (a scale up and back with
// `.calculationModeCubic`, and the "Unlocked" label fading in over the last keyframe). Swift 5
// mode; UIKit code, unchanged.

class PasscodeViewController: UIViewController {
    let lockView = UIImageView(image: UIImage(systemName: "lock.fill"))
    let codeField = UITextField()
    let dotsView = UIView()
    let unlockButton = UIButton(type: .system)
    let statusLabel = UILabel()
    let correctCode = "2468"
    private(set) var attempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Passcode"
        view.backgroundColor = .systemBackground

        lockView.tintColor = .label
        lockView.contentMode = .scaleAspectFit
        codeField.placeholder = "Passcode"
        codeField.isSecureTextEntry = true
        codeField.borderStyle = .roundedRect
        codeField.textAlignment = .center
        dotsView.backgroundColor = .secondarySystemBackground
        dotsView.layer.cornerRadius = 8
        unlockButton.setTitle("Unlock", for: .normal)
        unlockButton.addAction(UIAction { [weak self] _ in self?.unlock() }, for: .touchUpInside)
        statusLabel.text = "Unlocked"
        statusLabel.font = .preferredFont(forTextStyle: .headline)
        statusLabel.alpha = 0

        for subview in [lockView, dotsView, unlockButton, statusLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        codeField.translatesAutoresizingMaskIntoConstraints = false
        dotsView.addSubview(codeField)
        NSLayoutConstraint.activate([
            lockView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            lockView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            lockView.widthAnchor.constraint(equalToConstant: 48),
            lockView.heightAnchor.constraint(equalToConstant: 48),
            dotsView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            dotsView.topAnchor.constraint(equalTo: lockView.bottomAnchor, constant: 24),
            dotsView.widthAnchor.constraint(equalToConstant: 200),
            dotsView.heightAnchor.constraint(equalToConstant: 48),
            codeField.leadingAnchor.constraint(equalTo: dotsView.leadingAnchor, constant: 8),
            codeField.trailingAnchor.constraint(equalTo: dotsView.trailingAnchor, constant: -8),
            codeField.centerYAnchor.constraint(equalTo: dotsView.centerYAnchor),
            unlockButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            unlockButton.topAnchor.constraint(equalTo: dotsView.bottomAnchor, constant: 16),
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: unlockButton.bottomAnchor, constant: 16),
        ])
    }

    func unlock() {
        attempts += 1
        if codeField.text == correctCode {
            popLock()
        } else {
            shakeDots()
        }
    }

    /// The classic "wrong passcode" shake: left, right, left, home, each a quarter of 0.4 s.
    func shakeDots() {
        let home = dotsView.center
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.dotsView.center = CGPoint(x: home.x - 20, y: home.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.dotsView.center = CGPoint(x: home.x + 20, y: home.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.dotsView.center = CGPoint(x: home.x - 10, y: home.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.dotsView.center = home
            }
        }, completion: { _ in
            self.codeField.text = ""
        })
    }

    /// The lock grows and settles back while "Unlocked" fades in.
    func popLock() {
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.lockView.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.lockView.transform = .identity
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.statusLabel.alpha = 1
            }
        }, completion: nil)
    }
}
