import Foundation

// Adding, removing and reordering subviews. Every mutation funnels through `attach(_:at:)` or
// `detachFromSuperview()`, which keep the window callbacks in UIKit's order and tell the window
// when views leave it, so that their touches are cancelled (R-T7) and a first responder among them
// resigns (R-F1).

extension UIView {
    /// The view controller whose root view this is; it becomes the view's `next` (R-D2). Not
    /// retained (the controller retains its view) and not `weak` (see `superviewStorage`): the
    /// controller clears it when it lets the view go and in its deinit.
    final var owningViewController: UIViewController? {
        get { owningViewControllerReference?.takeUnretainedValue() }
        set { owningViewControllerReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    public func addSubview(_ view: UIView) {
        attach(view, at: subviewStorage.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        attach(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        attach(view, at: index + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === siblingSubview }) else {
            return addSubview(view)
        }
        attach(view, at: index)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        layerStorage?.subviewWillLeave(at: index)
        subviewStorage.remove(at: index)
        subviewStorage.append(view)
        view.invalidateFootprint()
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        layerStorage?.subviewWillLeave(at: index)
        subviewStorage.remove(at: index)
        subviewStorage.insert(view, at: 0)
        layerStorage?.subviewWentToBack(view)
        view.invalidateFootprint()
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else { return }
        layerStorage?.subviewsExchanged(subviewStorage[index1], subviewStorage[index2])
        subviewStorage.swapAt(index1, index2)
        subviewStorage[index1].invalidateFootprint()
        subviewStorage[index2].invalidateFootprint()
    }

    public func removeFromSuperview() {
        guard superviewStorage != nil else { return }
        let oldWindow = window
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        detachFromSuperview()
        if let oldWindow {
            propagateDidMoveToWindow()
            oldWindow.subtreeDidLeave(self)
        }
        didMoveToSuperview()
    }

    /// Inserts `view` at `index` (clamped), moving it from its current superview if needed.
    private func attach(_ view: UIView, at index: Int) {
        // A view cannot contain itself or one of its ancestors: UIKit raises; XResponder refuses and
        // traces it, so that a bad call in a handler cannot crash the app or make a cycle.
        // Only a view with subviews can be an ancestor: adding a leaf (the common case when
        // building a tree) needs no climb.
        guard view.subviewStorage.isEmpty ? view !== self : !isDescendant(of: view) else {
            EventTrace.log("addSubview refused: \(view.traceName) is \(traceName) or one of its ancestors")
            return
        }
        if view.superviewStorage === self {
            moveSubview(view, to: index)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let windowChanges = oldWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        let clamped = min(max(index, 0), subviewStorage.count)
        subviewStorage.insert(view, at: clamped)
        view.superviewStorage = self
        invalidateSubtreeExtent()
        if view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        if view.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
        view.layoutSubtreeDidMove()
        if windowChanges {
            view.propagateDidMoveToWindow()
            oldWindow?.subtreeDidLeave(view)
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.invalidateFootprint()
    }

    /// `view`, already a subview, added again (R-U10): as in UIKit it only changes its place among
    /// its siblings (`addSubview` brings it to the front). It does not leave: its constraints,
    /// layout state and window stay, and no move callback runs. Removing and inserting it, as a
    /// move from another superview does, uninstalled its constraints; a calculator that re-added
    /// its buttons in `layoutSubviews` then laid out six times a second for ever (86 % of a core
    /// while idle).
    private func moveSubview(_ view: UIView, to index: Int) {
        guard let from = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        // `index` counts the view in its old place; after taking it out, the places above shift.
        let target = min(max(index, 0), subviewStorage.count)
        let destination = target > from ? target - 1 : target
        guard destination != from else { return }
        layerStorage?.subviewWillLeave(at: from)
        subviewStorage.remove(at: from)
        subviewStorage.insert(view, at: destination)
        if destination == 0 { layerStorage?.subviewWentToBack(view) }
        view.invalidateFootprint()
    }

    /// Removes the view from its superview's list without any callbacks.
    private func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        invalidateFootprint()
        parent.willRemoveSubview(self)
        parent.layoutSubtreeWillLeave(self)
        if let index = parent.subviewStorage.firstIndex(where: { $0 === self }) {
            parent.layerStorage?.subviewWillLeave(at: index)
            parent.subviewStorage.remove(at: index)
        }
        superviewStorage = nil
        parent.invalidateSubtreeExtent()
        layoutSubtreeDidMove()
    }

    /// `willMove(toWindow:)` to the view and every descendant, parents first (R-U3: no recursion).
    func propagateWillMove(toWindow newWindow: UIWindow?) {
        TreeWalk.forEach(in: self) { $0.willMove(toWindow: newWindow) }
    }

    /// Records the subtree's new window (a window inside it stays its own window, with its
    /// subtree), then calls `didMoveToWindow()` on every view, parents first: every view already
    /// answers its new `window` when the first callback runs.
    func propagateDidMoveToWindow() {
        let newWindow = superviewStorage?.windowStorage
        // Read once for the walk: whether appearance rules exist.
        let appearanceRules = newWindow != nil && !AppearanceProxies.isEmpty
        var varied: [UIView] = []
        TreeWalk.preorder(from: self) { view in
            if let nested = view as? UIWindow {
                nested.recordWindow(nested)
                return false
            }
            view.recordWindow(newWindow)
            // Leaving a window keeps the last size classes' layout, as UIKit keeps the last traits.
            if newWindow != nil, view.nibVariations != nil { varied.append(view) }
            // Appearance rules made after the view was, and contained ones once its containers
            // are known (R-BR3).
            if appearanceRules { AppearanceProxies.applyOnWindowEntry(to: view) }
            return true
        }
        // The new window's size classes pick a storyboard's variations before anyone hears of the
        // move (this may install or remove subviews, so not during the walk).
        for view in varied { view.applyNibVariations() }
        var controllers: [UIViewController] = []
        TreeWalk.forEach(in: self) { view in
            view.didMoveToWindow()
            if let controller = view.owningViewController { controllers.append(controller) }
        }
        // R-AS1: controllers whose views entered or left a shown window appear or disappear.
        for controller in controllers { controller.viewVisibilityMayHaveChanged() }
        // Text inputs asked to become first responder before they had a window (viewDidLoad).
        if newWindow != nil { DeferredFirstResponder.subtreeEnteredWindow(self) }
    }

    /// The nearest view that is `a` or `b` or an ancestor of both; nil in different hierarchies.
    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        var depthA = 0, depthB = 0
        var view: UIView? = a
        while let current = view { depthA += 1; view = current.superviewStorage }
        view = b
        while let current = view { depthB += 1; view = current.superviewStorage }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?.superviewStorage; depthA -= 1 }
        while depthB > depthA { y = y?.superviewStorage; depthB -= 1 }
        while let p = x, let q = y, p !== q { x = p.superviewStorage; y = q.superviewStorage }
        return x
    }
}

// MARK: Queries

extension UIView {
    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    /// The first descendant (depth first, including self) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        TreeWalk.first(from: self) { $0.tag == tag }
    }
}
