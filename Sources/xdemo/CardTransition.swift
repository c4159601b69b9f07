import XResponder

/// Scene 21's "Card": a custom transition (R-BR2). The card is laid out by a presentation
/// controller of the app's own (a card over a dimmed list, the dimming faded alongside), rises by
/// an animator of its own, and a drag down dismisses it interactively: let go past a third of the
/// way (or flicked) it goes; otherwise it springs back. A click on the dimmed list dismisses it too.
final class NoteCardController: UIViewController {
    let note: DemoNote
    let transitions = CardTransitions()

    init(note: DemoNote) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 14
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "\(note.title)\n\n\(note.body)\n\nDrag down to dismiss."
        label.frame = CGRect(x: 24, y: 24, width: 400, height: 160)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] recognizer in
            transitions.dragged(recognizer as! UIPanGestureRecognizer, on: self)
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Status.report("Card: viewDidAppear (custom animator)")
    }
}

/// The card's transitioning delegate: its presentation controller, animators and the drag's
/// interaction controller.
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlide(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardSlide(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func dragged(_ pan: UIPanGestureRecognizer, on card: UIViewController) {
        let height = max(card.view.bounds.height, 1)
        let progress = min(max(pan.translation(in: card.view).y / height, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            card.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            let goes = pan.state == .ended && (progress > 0.33 || pan.velocity(in: card.view).y > 700)
            if goes { interaction?.finish() } else { interaction?.cancel() }
            Status.report(goes ? "Card: dismissed by the drag" : "Card: drag cancelled, back in place")
            interaction = nil
        default:
            break
        }
    }
}

/// A card in the lower two thirds, over a dimmed presenter.
final class CardPresentation: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = min(bounds.width - 40, 460), height = bounds.height * 0.62
        return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        dimming.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in presentedViewController.dismiss(animated: true) })
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The card rises from the bottom edge and goes back down.
final class CardSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key), let view = card.view else { return }
        let shown = presenting ? transitionContext.finalFrame(for: card) : view.frame
        let hidden = shown.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.maxY - shown.minY)
        if presenting {
            view.frame = hidden
            transitionContext.containerView.addSubview(view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: presenting ? .curveEaseOut : .curveEaseIn, animations: {
            view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
