import XResponder

// A drawer pulled up from the bottom of the screen, the interactive animation pattern of WWDC
// 2017's "Advanced Animations with UIKit": a pan drives a paused property animator, and on
// release the animator finishes the rest — reversed when the flick was downward — with
// continueAnimation, its duration scaled to what is left (R-L3). Swift 5 mode.

class DrawerViewController: UIViewController {
    let drawer = UIView()
    let closedHeight: CGFloat = 80
    let openHeight: CGFloat = 500
    var isOpen = false
    var animator: UIViewPropertyAnimator?
    var completions: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        drawer.backgroundColor = .systemBackground
        drawer.layer.cornerRadius = 16
        view.addSubview(drawer)
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:", DrawerViewController.handlePan(_:))))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if animator == nil {
            drawer.frame = frame(open: isOpen)
        }
    }

    func frame(open: Bool) -> CGRect {
        let height = open ? openHeight : closedHeight
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: openHeight)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let distance = openHeight - closedHeight
        switch recognizer.state {
        case .began:
            let target = !isOpen
            let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) {
                self.drawer.frame = self.frame(open: target)
            }
            animator.addCompletion { position in
                self.completions.append(position)
                if position == .end { self.isOpen = target }
                self.animator = nil
            }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            let translation = recognizer.translation(in: view).y
            animator?.fractionComplete = (isOpen ? translation : -translation) / distance
        case .ended, .cancelled:
            guard let animator = animator else { return }
            let velocity = recognizer.velocity(in: view).y
            let flickedBack = isOpen ? velocity < 0 : velocity > 0
            animator.isReversed = flickedBack
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
