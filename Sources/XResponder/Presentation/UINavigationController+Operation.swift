import Foundation

extension UINavigationController {
    /// What a transition does to the stack, told to the delegate asking for an animator.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
