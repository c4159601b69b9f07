import Foundation

/// Makes a view a drop target (R-DT2): drags from this application and from other programs (files
/// from a file manager, text from an editor) that pass over the view are offered to the delegate.
@preconcurrency @MainActor
open class UIDropInteraction: UIInteraction {
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Whether the drop targets under this one are asked too (UIKit's; only the topmost is here).
    open var allowsSimultaneousDropSessions = false

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}
