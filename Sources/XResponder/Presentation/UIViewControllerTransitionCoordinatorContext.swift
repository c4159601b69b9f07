import Foundation

/// What a transition's blocks are told about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// A window resize has no controllers or views of its own to name.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}
