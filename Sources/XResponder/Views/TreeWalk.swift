import Foundation

/// The one way XResponder's own code walks a view tree: iteratively, with an explicit stack, so a
/// tree of any depth is walked without growing the call stack, in time linear in the views visited
/// (R-U3). Only the public, overridable `hitTest(_:with:)` and `point(inside:with:)` recurse, as in
/// UIKit; everything internal (window callbacks, layout, damage, rendering, deinit) comes here or
/// keeps its own explicit stack.
@MainActor
enum TreeWalk {
    /// Views visited by internal walks since it was last set to zero. Tests read it to check that
    /// walks are linear; it costs one addition per view.
    static var visitCount = 0

    /// Visits `root` and then its descendants depth first, each view before its subviews and
    /// subviews back to front in array order — the order of a recursive pre-order walk. `body`
    /// returns whether to go into the view's subviews. The subviews are read after `body` ran, so
    /// subviews it adds are visited.
    static func preorder(from root: UIView, _ body: (UIView) -> Bool) {
        var pending: [UIView] = [root]
        while let view = pending.popLast() {
            visitCount += 1
            guard body(view) else { continue }
            pending.append(contentsOf: view.subviewStorage.reversed())
        }
    }

    /// The first view, in `preorder`'s order, that `matches` (stopping there); `shownOnly` skips
    /// hidden and fully transparent views with their subtrees. `viewWithTag`, the window's Ctrl+F
    /// and F5, and a popover's bar item source look views up this way.
    static func first(from root: UIView, shownOnly: Bool = false, where matches: (UIView) -> Bool) -> UIView? {
        var pending: [UIView] = [root]
        while let view = pending.popLast() {
            visitCount += 1
            if shownOnly, view.isHidden || view.alpha <= 0 { continue }
            if matches(view) { return view }
            pending.append(contentsOf: view.subviewStorage.reversed())
        }
        return nil
    }

    /// Visits every view of the subtree at `root`, `root` first.
    static func forEach(in root: UIView, _ body: (UIView) -> Void) {
        preorder(from: root) { view in
            body(view)
            return true
        }
    }
}
