import Foundation

/// An object that drives a transition by hand (a drag), handed out next to the animator by
/// `interactionControllerForPresentation(using:)` and its siblings. `UIPercentDrivenInteractiveTransition`
/// is the one apps use.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// False: the transition starts animating and the interaction may take it over later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
