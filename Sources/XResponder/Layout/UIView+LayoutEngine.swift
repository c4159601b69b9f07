import Foundation

// The passes before each frame (R-AL4) and the engine's place in the view tree: which engine a
// view's constraints live in, how they follow a subtree that moves, and how solved values become
// frames.
//
// One engine per root: a window, or the top view of a hierarchy that is not in one (a view
// controller's view before it is shown). Constraints are expressed in their container's
// coordinates, so a subtree that moves keeps its own constraints' expressions; they move from
// the old root's engine to the new one. A constraint that names a view inside a leaving subtree
// and is installed outside it is deactivated, as UIKit does.

extension UIView {

    /// The engine of this view's hierarchy, made on first use.
    final var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngineStorage = engine
        root.adoptOrphanedLayout()
        return engine
    }

    /// The engine of this view's hierarchy if it has one (or items waiting for one).
    package final var layoutEngineIfActive: LayoutEngine? {
        let root = rootView
        return root.layoutInOrphanedEngine ? root.layoutEngine : root.layoutEngineStorage
    }

    /// This view outlived the root of its items' engine (`layoutInOrphanedEngine`): they move
    /// into the engine of the hierarchy it is in now.
    final func adoptOrphanedLayout() {
        guard layoutInOrphanedEngine else { return }
        layoutInOrphanedEngine = false
        layoutSubtreeDidMove()
    }

    // MARK: The update-constraints pass (R-AL4)

    /// Asks for `updateConstraints` before the next layout.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsStorage = true
        markSubtreeNeedsUpdateConstraints()
        if let window = windowStorage { window.platformWindow?.setNeedsDisplay(window) }
    }

    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsStorage }

    final func markSubtreeNeedsUpdateConstraints() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsUpdateConstraints {
            current.subtreeNeedsUpdateConstraints = true
            view = current.superviewStorage
        }
        // The layout pass is what runs the update pass: make sure one comes.
        markSubtreeNeedsLayout()
    }

    /// Runs `updateConstraints` on every view of this subtree that needs it, subviews before their
    /// superviews (bottom-up), visiting only the paths that lead to one.
    public func updateConstraintsIfNeeded() {
        guard subtreeNeedsUpdateConstraints else { return }
        var order: [UIView] = []
        TreeWalk.preorder(from: self) { view in
            guard view.subtreeNeedsUpdateConstraints else { return false }
            view.subtreeNeedsUpdateConstraints = false
            order.append(view)
            return true
        }
        // The reverse of a pre-order walk visits every view after all of its descendants.
        for view in order.reversed() where view.needsUpdateConstraintsStorage {
            view.needsUpdateConstraintsStorage = false
            // A controller's root view goes through its controller's `updateViewConstraints`,
            // whose default updates the view's own.
            if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
        }
    }

    /// Before a layout pass: the update-constraints pass over the hierarchy, then a solve.
    final func prepareLayoutEngine() {
        let root = rootView
        if root.subtreeNeedsUpdateConstraints { root.updateConstraintsIfNeeded() }
        root.adoptOrphanedLayout()
        root.layoutEngineStorage?.solveIfNeeded()
    }

    // MARK: Frames from the engine

    /// The engine moved `subview` (or just took it over): its frame is set in this view's next
    /// `layoutSubviews`. Only such subviews are visited, so a change that moves two views of a
    /// thousand sets two frames.
    final func engineFrameDidChange(of subview: UIView) {
        guard let state = subview.autoLayoutStorage?.state else { return }
        engineFrameDidChange(of: state)
    }

    /// The same for a subview known by its item state. The list holds states, not views: an edit
    /// that moves half of a thousand-view form adds five hundred, and retaining each view (weakly
    /// referenced ones keep their counts in a side table) cost more than the solve.
    final func engineFrameDidChange(of state: LayoutItemState) {
        guard !state.framePending else { return }
        autoLayout.queueEngineFrame(state)
        if !needsLayout { setNeedsLayout() }   // already asked for: the display was asked for with it
    }

    /// Sets the frames of the subviews the engine moved (the default `layoutSubviews`). Frames
    /// are rounded to the pixel grid, as UIKit rounds them; the center and bounds are set (not the
    /// frame) so a transformed view keeps its transform.
    final func applyEngineFrames() {
        guard let storage = autoLayoutStorage, !storage.pendingEngineFrames.isEmpty else { return }
        var solved: LayoutEngine?
        let scale = max(UIScreen.main.scale, 1)
        func pixel(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        // A solve below may add to the list: take it first, and go round until it stays empty.
        while !storage.pendingEngineFrames.isEmpty {
            for state in storage.takePendingEngineFrames() {
                guard let subview = state.view, subview.superviewStorage === self, !subview.translatesAutoresizingMaskStorage,
                      let engine = state.engine else { continue }
                if solved !== engine {
                    engine.solveIfNeeded()
                    solved = engine
                }
                let minX = pixel(state.minX.value), minY = pixel(state.minY.value)
                let maxX = pixel(state.minX.value + state.width.value), maxY = pixel(state.minY.value + state.height.value)
                let frame = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
                guard frame.isFiniteRect else { continue }
                if subview.storedTransform.isIdentity {
                    if subview.frame != frame { subview.frame = frame }
                } else {
                    if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
                    let center = CGPoint(x: frame.midX, y: frame.midY)
                    if subview.center != center { subview.center = center }
                }
            }
        }
    }

    /// The frame without the transform: what the frame constraints of a translating view hold.
    final var untransformedFrame: CGRect {
        let size = storedBounds.size
        return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                      width: size.width, height: size.height)
    }

    // MARK: Moving subtrees

    /// `view` is about to leave this view (its superview): constraints installed outside the
    /// leaving subtree that name items inside it are deactivated (UIKit does the same).
    final func layoutSubtreeWillLeave(_ view: UIView) {
        guard view.subtreeHasLayoutItems else { return }
        TreeWalk.preorder(from: view) { current in
            guard current.subtreeHasLayoutItems else { return false }
            guard let storage = current.autoLayoutStorage else { return true }
            var states = storage.guides.map(\.state)
            if let state = storage.state { states.append(state) }
            for state in states {
                for constraint in state.referencing.map(\.constraint) {
                    guard let container = constraint.container, !container.isDescendant(of: view) else { continue }
                    container.uninstall(constraint)
                }
            }
            return true
        }
    }

    /// This view's subtree now has `rootView` above it: its items and constraints move into that
    /// root's engine, and the engine this view had as a root goes.
    final func layoutSubtreeDidMove() {
        layoutInOrphanedEngine = false
        guard subtreeHasLayoutItems else { return }
        superviewStorage?.markSubtreeHasLayoutItems()
        let engine = layoutEngine
        TreeWalk.preorder(from: self) { view in
            guard view.subtreeHasLayoutItems else { return false }
            guard let storage = view.autoLayoutStorage else { return true }
            if let state = storage.state, state.engine != nil, state.engine !== engine { engine.register(state) }
            for guide in storage.guides where guide.state.engine != nil && guide.state.engine !== engine {
                engine.register(guide.state)
            }
            for constraint in storage.installed { engine.adopt(constraint) }
            if let state = storage.state, state.engine === engine, !view.translatesAutoresizingMaskStorage {
                view.superviewStorage?.engineFrameDidChange(of: view)
            }
            return true
        }
        if superviewStorage != nil { layoutEngineStorage = nil }
    }

    // MARK: Safe area

    /// The safe area of this view may have changed (a controller's additional insets).
    final func safeAreaDidChange() {
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        marginsOrSafeAreaDidChange()
    }

    // MARK: Death

    /// The view is being deallocated: its item leaves its engine, constraints installed on it are
    /// deactivated, and its guides are let go.
    final func autoLayoutViewWillDie(_ storage: ViewAutoLayoutStorage) {
        storage.state?.itemWillDie()
        _ = storage.takePendingEngineFrames()   // the queue does not retain them: it lets them go
        for constraint in storage.installed {
            constraint.engineRecord?.engine.remove(constraint)
            constraint.container = nil
            for item in [constraint.firstItemStorage, constraint.secondItemStorage].compactMap({ $0 }) where item !== self {
                if let view = item as? UIView { view.autoLayoutStorage?.state?.removeReference(constraint) }
                if let guide = item as? UILayoutGuide { guide.state.removeReference(constraint) }
            }
        }
        storage.installed = []
        for guide in storage.guides {
            guide.state.engine?.unregister(guide.state)
            guide.owningView = nil
        }
    }
}
