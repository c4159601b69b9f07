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
}
