import XResponder

// Custom transitions as iOS developers write them: a gallery whose photo card opens in a detail
// shown by the app's own presentation controller (a card over a dimmed gallery, the dimming faded
// alongside the transition) and animator (the card rises and fades in); a downward drag on the
// detail dismisses it interactively through UIPercentDrivenInteractiveTransition, going back if
// let go early. Swift 5 mode; after xrport (the #selectors became Selector(name, Type.method)),
// nothing changed.

class PhotoCardViewController: UIViewController {
    let openButton = UIButton(type: .system)
    let transitionManager = CardTransitionManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        openButton.setTitle("Open photo", for: .normal)
        openButton.translatesAutoresizingMaskIntoConstraints = false
        openButton.addTarget(self, action: Selector("openPhoto", PhotoCardViewController.openPhoto), for: .touchUpInside)
        view.addSubview(openButton)
        NSLayoutConstraint.activate([
            openButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            openButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    func openPhoto() {
        let detail = PhotoDetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitionManager
        transitionManager.interactionController.attach(to: detail)
        present(detail, animated: true)
    }
}

class PhotoDetailViewController: UIViewController {
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 16
        titleLabel.text = "Sunset over the bay"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
        ])
    }
}

class CardTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    let interactionController = SwipeDownInteractionController()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController.isInteracting ? interactionController : nil
    }
}

class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = bounds.height * 0.6
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dimmingTapped", CardPresentationController.dimmingTapped)))
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toController = transitionContext.viewController(forKey: .to) else { return }
            let finalFrame = transitionContext.finalFrame(for: toController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
                toView.frame = finalFrame
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                fromView.frame = fromView.frame.offsetBy(dx: 0, dy: fromView.frame.height)
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

class SwipeDownInteractionController: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var controller: UIViewController?

    func attach(to controller: UIViewController) {
        self.controller = controller
        controller.loadViewIfNeeded()
        controller.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:", SwipeDownInteractionController.handlePan(_:))))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.4 || gesture.velocity(in: view).y > 800 {
                // However far it was dragged, the rest takes the whole duration, easing out.
                completionCurve = .easeOut
                completionSpeed = 1 - percentComplete
                finish()
            } else {
                cancel()
            }
        case .cancelled:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}
