/// A text input asked to become first responder before it is in a window becomes it when it
/// enters one. Apps ask in `viewDidLoad` (`nameField.becomeFirstResponder()`), before the
/// controller's view is in a window; UIKit keeps the wish and the pushed screen comes up with
/// its field focused, so a ported form whose field stayed unfocused would not be typed into.
/// The call itself answers false, as nothing is first responder yet. Resigning before then, or the
/// view's death, drops the wish; it is kept for one entry into a window.
@MainActor
enum DeferredFirstResponder {
    /// The views waiting, held weakly: one that dies is skipped and pruned.
    private static var pending: [Weak<UIView>] = []

    /// `view` (not in a window) becomes first responder when it enters one.
    static func request(_ view: UIView) {
        pending.removeAll { $0.object == nil }
        if !pending.contains(where: { $0.object === view }) { pending.append(Weak(view)) }
    }

    /// `view` no longer waits (it resigned, or became first responder another way).
    static func cancel(_ view: UIView) {
        guard !pending.isEmpty else { return }
        pending.removeAll { $0.object == nil || $0.object === view }
    }

    /// `root`'s subtree entered a window: its waiting views become first responder, in the order
    /// they asked (the last one keeps it, as the last call would have).
    static func subtreeEnteredWindow(_ root: UIView) {
        guard !pending.isEmpty else { return }
        var ready: [UIView] = []
        pending.removeAll { entry in
            guard let view = entry.object else { return true }
            guard view.window != nil, view === root || view.isDescendant(of: root) else { return false }
            ready.append(view)
            return true
        }
        for view in ready { _ = view.becomeFirstResponder() }
    }
}
