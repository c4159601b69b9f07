import Foundation

/// One transition between controllers — a presentation, a dismissal, a push or a pop — as its
/// animator sees it (`UIViewControllerContextTransitioning`) and as the controllers' code sees it
/// (`transitionCoordinator`), as UIKit's single context object serves both (R-BR2).
///
/// The container, presentation or navigation code builds one, says what to do when it ends
/// (`whenEnded`), and calls `start()`. The animator is the app's (from a transitioning delegate or
/// a container's delegate) or the library's own (`SystemTransitionAnimator`); a transition that is
/// not animated always takes the library's, which places the views without moving them, as UIKit
/// does. Blocks given to `animate(alongsideTransition:)` run in an animation of the transition's
/// duration when the animator starts (scrubbed with it when the transition is interactive); the
/// completions run after the transition ended.
///
/// Ownership: both controllers hold the context (`transitionCoordinator`) until it ends; the
/// context holds the controllers and views strongly, as the transition needs them all to its end,
/// and lets go of everything when it ends.
@MainActor
final class ControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// How long past its duration an animator may take to call `completeTransition(_:)` before the
    /// transition is completed for it: long enough for any real animation that overran, short
    /// enough that a window frozen beneath a broken animator comes back.
    static let completionGrace: TimeInterval = 3

    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    var isCancelled: Bool { transitionWasCancelled }
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    private(set) var percentComplete: CGFloat = 0
    var transitionDuration: TimeInterval {
        let duration = animator?.transitionDuration(using: self) ?? 0
        return duration.isFinite ? max(0, duration) : 0
    }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    private var interaction: (any UIViewControllerInteractiveTransitioning)?
    private var controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var views: [UITransitionContextViewKey: UIView]
    private var frames: [(controller: UIViewController, initial: CGRect, final: CGRect)]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var whenEnded: (@MainActor (Bool) -> Void)?
    private var animationsStarted = false
    private(set) var hasEnded = false
    private var watchdog: ScheduledTimer?
    /// What the transition is, for the time-out message ("present Settings").
    private let summary: String

    init(summary: String, container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         frames: [(controller: UIViewController, initial: CGRect, final: CGRect)]) {
        self.summary = summary
        containerView = container
        isAnimated = animated
        presentationStyle = style
        controllers = [.from: from, .to: to]
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        self.frames = frames
    }

    /// Begins: `animator` runs it (the library's own when not animated), or `interaction` drives
    /// it. `ended` does the bookkeeping once the animator says how it went.
    func start(animator custom: (any UIViewControllerAnimatedTransitioning)?, system: any UIViewControllerAnimatedTransitioning,
               interaction: (any UIViewControllerInteractiveTransitioning)?, ended: @escaping @MainActor (Bool) -> Void) {
        whenEnded = ended
        guard isAnimated else {
            animator = system
            startAnimations()
            return
        }
        animator = custom ?? system
        if let interaction, interaction.wantsInteractiveStart {
            self.interaction = interaction
            isInteractive = true
            interaction.startInteractiveTransition(self)
            // An interaction controller of the app's own may have run the animator itself.
            if !animationsStarted { runAlongside(alongside) }
            animationsStarted = true
        } else {
            startAnimations()
            armWatchdog()
        }
    }

    /// Runs the animator and the alongside blocks given so far. `UIPercentDrivenInteractiveTransition`
    /// calls it while it captures the animations it will scrub.
    func startAnimations() {
        guard !animationsStarted, let animator else { return }
        animationsStarted = true
        animator.animateTransition(using: self)
        runAlongside(alongside)
    }

    /// For an interaction that scrubs an animator of the app's own: the animator was started by
    /// the interaction, only the alongside blocks are left to run (captured by the caller).
    func markAnimationsStarted() {
        guard !animationsStarted else { return }
        animationsStarted = true
        runAlongside(alongside)
    }

    private func runAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty, !hasEnded else { return }
        guard isAnimated, transitionDuration > 0 else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
            return
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for block in blocks { block(self) }
        })
    }

    private func armWatchdog() {
        guard watchdog == nil, !hasEnded else { return }
        let limit = transitionDuration + Self.completionGrace
        watchdog = UIApplication.shared.clock.schedule(after: limit) { [weak self] in
            guard let self, !self.hasEnded else { return }
            let name = self.animator.map { String(describing: type(of: $0)) } ?? "the animator"
            FileHandle.standardError.write(Data(("XResponder: transition (\(self.summary)): \(name) did not call "
                + "completeTransition(_:) within \(String(format: "%.1f", limit)) s; completing it\n").utf8))
            self.completeTransition(!self.transitionWasCancelled)
        }
    }

    // MARK: UIViewControllerContextTransitioning

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        guard isInteractive, !hasEnded else { return }
        isInteractive = false
        armWatchdog()
    }

    func cancelInteractiveTransition() {
        guard isInteractive, !hasEnded else { return }
        isInteractive = false
        transitionWasCancelled = true
        armWatchdog()
    }

    func pauseInteractiveTransition() {
        guard !hasEnded else { return }
        isInteractive = true
        watchdog?.invalidate()
        watchdog = nil
    }

    /// Ends the transition once: the owner's bookkeeping, the animator's `animationEnded`, then
    /// the coordinator's completions. A second call (or one after the time-out) is ignored.
    func completeTransition(_ didComplete: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        transitionWasCancelled = !didComplete
        watchdog?.invalidate()
        watchdog = nil
        let ended = whenEnded
        whenEnded = nil
        ended?(didComplete)
        animator?.animationEnded(didComplete)
        let completions = completions
        self.completions = []
        alongside = []
        for completion in completions { completion(self) }
        // Let go of the controllers and views; the animator may still hold this context.
        interaction = nil
        controllers = [:]
        views = [:]
        frames = []
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func initialFrame(for vc: UIViewController) -> CGRect {
        frames.first { $0.controller === vc }?.initial ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        frames.first { $0.controller === vc }?.final ?? .zero
    }

    // MARK: UIViewControllerTransitionCoordinator

    /// Before the animator starts, the block joins its animation; after, it runs at once in an
    /// animation of the transition's duration — or, while a percent-driven interaction holds the
    /// transition, it is scrubbed with it from where it stands; after the end, only the completion
    /// runs.
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if hasEnded {
            completion?(self)
            return false
        }
        if let animation {
            if animationsStarted, isInteractive, let percentDriven = interaction as? UIPercentDrivenInteractiveTransition,
               percentDriven.isScrubbing {
                // Given while an interaction holds the transition: scrubbed with it from here on.
                percentDriven.scrubAlongside { animation(self) }
            } else if animationsStarted {
                runAlongside([animation])
            } else {
                alongside.append(animation)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}
