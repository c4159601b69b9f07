import Foundation

extension UIViewController {
    /// The transition this controller (or, when it takes no part, its nearest ancestor) is in, while
    /// it runs: code in `viewWillAppear(_:)` or a presentation controller's
    /// `presentationTransitionWillBegin()` animates alongside it or waits for its end.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = current.transitionInProgress, !transition.hasEnded { return transition }
            controller = current.parent
        }
        return nil
    }
}
