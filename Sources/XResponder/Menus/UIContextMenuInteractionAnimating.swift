import Foundation

/// Lets the delegate animate alongside a menu appearing or going away, and run code once it has.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// Always nil: the desktop shows no previews.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
