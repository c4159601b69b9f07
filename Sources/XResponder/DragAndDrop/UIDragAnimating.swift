import Foundation

/// What a drop hands back so an app can animate alongside the dropped item settling (R-DT2): its
/// animations run together with the settle, its completions after it.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
