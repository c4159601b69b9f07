import Foundation

/// The coordinator of a window resize: not animated (the window manager resizes the window as the
/// user drags), so the alongside blocks run once the new size is laid out, then the completions.
@MainActor
final class ResizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: UIWindow) { containerView = window }

    var isAnimated: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Runs the blocks given so far: alongside ones, then completions.
    func finish() {
        let animations = animations, completions = completions
        self.animations = []
        self.completions = []
        animations.forEach { $0(self) }
        completions.forEach { $0(self) }
    }
}

extension UIWindow {
    /// The platform resized the window (the user dragged its edge): the root view controller hears
    /// `viewWillTransition(to:with:)` first, as on iOS when a window changes size, then the frame
    /// changes, the window lays out, and the coordinator's blocks run.
    package func resizeFromPlatform(to frame: CGRect) {
        guard frame.size != self.frame.size, let root = rootViewController else {
            self.frame = frame
            return
        }
        let coordinator = ResizeTransitionCoordinator(window: self)
        root.viewWillTransition(to: frame.size, with: coordinator)
        self.frame = frame
        layoutIfNeeded()
        coordinator.finish()
    }
}
