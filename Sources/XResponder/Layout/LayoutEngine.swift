import Foundation

/// The Auto Layout engine of one view hierarchy: a `LayoutSolver` with the constraints of every
/// view under one root (a window, or the top of a hierarchy not in a window), and the bridge
/// between the two worlds — items to variables, `NSLayoutConstraint`s to linear constraints,
/// solved values to frames (R-AL1 … R-AL6).
///
/// Ownership: the root view retains its engine (`UIView.layoutEngineStorage`); an item state
/// records its engine weakly (`LayoutItemState.engine`); the engine retains, through the solver,
/// the linear constraints (and their variables); the
/// `NSLayoutConstraint`s are retained by the views they are installed on. When a subtree moves to
/// another root, `UIView+LayoutEngine.swift` moves its items and constraints to that root's engine.
@MainActor
package final class LayoutEngine {
    package let solver = LayoutSolver()
    /// The solver changed since the values were last read.
    private(set) var needsSolve = false
    /// The variables the last solve changed, kept between solves for its storage.
    private var changedVariables: [Unmanaged<LayoutVariable>] = []
    /// The superviews and guide owners the last solve moved items in, kept for its storage.
    private var movedHosts: [UIView] = []
    /// Items whose intrinsic size must be read again before the next solve.
    private var pendingContentSize: [LayoutItemState] = []
    /// Multi-line labels, measured again at their solved width (R-AL3); only those, so that a
    /// solve does not walk every label of the window.
    private var wrappingLabels: [LayoutItemState] = []
    /// Required constraints left out because they contradicted others (R-AL5), retried before the
    /// next solve: a conflict that is gone by then (a view's `translatesAutoresizingMaskIntoConstraints`
    /// turned off after its constraints were activated, as UIKit apps often do) is neither enforced
    /// wrongly nor logged, since UIKit resolves constraints only when it lays out.
    private var brokenConstraints: [NSLayoutConstraint] = []
    /// A constraint broke or went away since the broken ones were last tried.
    private var shouldRetryBroken = false
    /// The root that owns this engine (not retained: it retains the engine). Never read after
    /// `rootDidDie()`: items of subviews that outlived the root may keep the engine alive.
    unowned(unsafe) let root: UIView
    private(set) var rootIsGone = false
    /// The subviews that outlived the root with items here, held weakly: a change to the engine
    /// then asks them for layout, which moves their items into engines of their own.
    private var orphans: [Weak<UIView>] = []

    /// The root is being deallocated; the engine lives on only for its orphaned items, until they
    /// move (`UIView.adoptOrphanedLayout`).
    func rootDidDie() { rootIsGone = true }

    /// `view` outlived the root with items in this engine.
    func adopt(orphan view: UIView) {
        orphans.append(Weak(view))
    }

    init(root: UIView) {
        self.root = root
    }

    // MARK: Items

    /// Adds the item's system constraints (its frame, or its content size) to this engine.
    func register(_ state: LayoutItemState) {
        if state.engine === self { return }
        state.engine?.unregister(state)
        state.engine = self
        if let view = state.view {
            if view.translatesAutoresizingMaskIntoConstraints {
                addFrameConstraints(state, view)
            } else {
                view.superviewStorage?.engineFrameDidChange(of: view)
                updateContentSizeConstraints(state, view)
            }
        } else if let guide = state.guide {
            addSystemConstraints(of: guide)
        }
    }

    /// Takes the item's system constraints out of this engine.
    func unregister(_ state: LayoutItemState) {
        guard state.engine === self else { return }
        for constraint in state.frameConstraints + state.contentSizeConstraints { remove(constraint) }
        state.frameConstraints = []
        state.contentSizeConstraints = []
        state.appliedIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        if let guide = state.guide {
            for constraint in guide.systemConstraints { remove(constraint) }
            guide.systemConstraints = []
        }
        if state.isWrappingLabel {
            wrappingLabels.removeAll { $0 === state }
            state.isWrappingLabel = false
        }
        state.engine = nil
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: frame constraints give way to content
    /// size constraints, or the reverse.
    func translatesDidChange(_ state: LayoutItemState) {
        guard let view = state.view else { return }
        unregister(state)
        register(state)
        view.superview?.setNeedsLayout()
    }

    private func addFrameConstraints(_ state: LayoutItemState, _ view: UIView) {
        let frame = view.untransformedFrame
        let values: [(NSLayoutConstraint.Attribute, LayoutVariable, CGFloat)] = [
            (.left, state.minX, frame.minX), (.top, state.minY, frame.minY),
            (.width, state.width, frame.width), (.height, state.height, frame.height),
        ]
        for (attribute, variable, value) in values {
            let constraint = NSAutoresizingMaskLayoutConstraint(first: view, attribute, .equal, second: nil, .notAnAttribute,
                                                                multiplier: 1, constant: value.isFinite ? value : 0)
            let linear = LinearConstraint(LinearExpression(variable) + -Double(constraint.constant), .equal, owner: constraint)
            add(constraint, linear)
            state.frameConstraints.append(constraint)
        }
    }

    /// A translating view's frame changed: its frame constraints follow, in place.
    func frameDidChange(_ state: LayoutItemState) {
        guard let view = state.view, state.frameConstraints.count == 4 else { return }
        let frame = view.untransformedFrame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(state.frameConstraints, values) where value.isFinite && constraint.constant != value {
            constraint.constant = value   // → constantDidChange
        }
    }

    /// The constraints of a margins or safe-area guide: its edges inset from its view's bounds.
    private func addSystemConstraints(of guide: UILayoutGuide) {
        guard guide.role != .custom, let view = guide.owningView else { return }
        let insets = guide.systemInsets
        let state = guide.state
        let owner = view.layoutItemState
        register(owner)
        let specs: [(NSLayoutConstraint.Attribute, LinearExpression, CGFloat)] = [
            (.left, LinearExpression(state.minX), insets.left),
            (.top, LinearExpression(state.minY), insets.top),
            (.right, LinearExpression(state.minX) + LinearExpression(state.width) - LinearExpression(owner.width), -insets.right),
            (.bottom, LinearExpression(state.minY) + LinearExpression(state.height) - LinearExpression(owner.height), -insets.bottom),
        ]
        for (attribute, expression, constant) in specs {
            let constraint = UISystemLayoutConstraint(first: guide, attribute, .equal, second: view, attribute,
                                                      multiplier: 1, constant: constant)
            add(constraint, LinearConstraint(expression + -Double(constant), .equal, owner: constraint))
            guide.systemConstraints.append(constraint)
        }
    }

    /// A view's margins or safe area changed: its guide's constraints move, in place.
    func systemInsetsDidChange(_ guide: UILayoutGuide) {
        guard guide.systemConstraints.count == 4 else { return }
        let insets = guide.systemInsets
        for (constraint, value) in zip(guide.systemConstraints, [insets.left, insets.top, -insets.right, -insets.bottom])
        where constraint.constant != value {
            constraint.constant = value
        }
    }

    // MARK: Content size (R-AL3)

    /// The view's intrinsic size changed; it is read again before the next solve.
    func contentSizeDidChange(_ state: LayoutItemState) {
        guard !state.needsContentSizeUpdate else { return }
        state.needsContentSizeUpdate = true
        pendingContentSize.append(state)
        setNeedsSolve()
    }

    /// Makes the hugging (≤), compression-resistance (≥) and non-negative constraints agree with the view's
    /// intrinsic size and priorities: constants move in place; an axis that gains or loses an
    /// intrinsic size, or a changed priority, adds or removes its pair.
    func updateContentSizeConstraints(_ state: LayoutItemState, _ view: UIView) {
        state.needsContentSizeUpdate = false
        var size = view.intrinsicContentSize
        let wraps = (view as? UILabel)?.wrapsForAutoLayout ?? false
        if let label = view as? UILabel, wraps {
            let width = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : state.wrapWidth
            if let width { size = label.intrinsicSize(wrappedAt: width) }
        }
        if wraps != state.isWrappingLabel {
            state.isWrappingLabel = wraps
            if wraps { wrappingLabels.append(state) } else { wrappingLabels.removeAll { $0 === state } }
        }
        let wanted = [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)]
        let current = state.contentSizeConstraints
        let matches = wanted.allSatisfy { axis, length in
            let pair = current.filter { $0.firstAttribute.axis == axis }
            guard length >= 0, length.isFinite else { return pair.isEmpty }
            let priorities = view.effectiveContentPriorities(for: axis)
            return pair.count == 3 && pair[0].priority == priorities.hugging && pair[1].priority == priorities.resistance
        }
        if matches {
            for constraint in current where constraint.relation != .greaterThanOrEqual || constraint.priority != UILayoutPriority(999) {
                let length = constraint.firstAttribute.axis == .horizontal ? size.width : size.height
                if constraint.constant != length { constraint.constant = length }
            }
        } else {
            for constraint in current { remove(constraint) }
            state.contentSizeConstraints = []
            for (axis, length) in wanted where length >= 0 && length.isFinite {
                let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
                let variable = axis == .horizontal ? state.width : state.height
                let hug = NSContentSizeLayoutConstraint(first: view, attribute, .lessThanOrEqual, second: nil, .notAnAttribute,
                                                        multiplier: 1, constant: length)
                let priorities = view.effectiveContentPriorities(for: axis)
                hug.priority = priorities.hugging
                let resist = NSContentSizeLayoutConstraint(first: view, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute,
                                                           multiplier: 1, constant: length)
                resist.priority = priorities.resistance
                // Compression gives way down to zero, never below: a view squeezed by stronger
                // neighbours (a stack's compressed view) keeps a non-negative size (priority 999,
                // so that it never conflicts; UIKit's engine leaves this to the layout).
                let floor = NSContentSizeLayoutConstraint(first: view, attribute, .greaterThanOrEqual, second: nil,
                                                          .notAnAttribute, multiplier: 1, constant: 0)
                floor.priority = UILayoutPriority(999)
                for constraint in [hug, resist, floor] {
                    add(constraint, LinearConstraint(LinearExpression(variable) + -Double(constraint.constant), constraint.relation.linear,
                                                     strength: constraint.priority.solverStrength, owner: constraint))
                    state.contentSizeConstraints.append(constraint)
                }
            }
        }
        state.appliedIntrinsicSize = size
    }

    // MARK: Constraints

    /// Adds an installed constraint: its linear form in its container's coordinates.
    func activate(_ constraint: NSLayoutConstraint) {
        guard let linear = linearConstraint(for: constraint) else { return }
        add(constraint, linear)
    }

    /// Puts `linear` (the form of `constraint`) in the solver. A required constraint that
    /// contradicts others is broken, not enforced; if it still contradicts them when the engine
    /// next solves, it is logged as UIKit logs it (R-AL5).
    func add(_ constraint: NSLayoutConstraint, _ linear: LinearConstraint) {
        constraint.engineRecord = (self, linear)
        constraint.isBroken = false
        do {
            try solver.addConstraint(linear)
        } catch LayoutSolver.SolverError.unsatisfiable {
            markBroken(constraint)
        } catch {
            LayoutLog.error("internal error adding \(constraint): \(error)")
        }
        setNeedsSolve()
    }

    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, record.engine === self else { return }
        if record.linear.isInSolver { try? solver.removeConstraint(record.linear) }
        constraint.engineRecord = nil
        if constraint.isBroken {
            brokenConstraints.removeAll { $0 === constraint }
            constraint.isBroken = false
            constraint.brokenWasReported = false
        }
        // What this one contradicted may be satisfiable now.
        if !brokenConstraints.isEmpty { shouldRetryBroken = true }
        setNeedsSolve()
    }

    /// Moves a constraint from the engine it is in to this one (a subtree changed roots).
    func adopt(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, record.engine !== self else { return }
        record.engine.remove(constraint)
        add(constraint, record.linear.copy(strength: record.linear.strength))
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord, record.engine === self else { return }
        let constant = -Double(constraint.constant)
        if !record.linear.isInSolver {
            record.linear.replaceConstant(constant)
            retryBroken(constraint)
            return
        }
        do {
            try solver.setConstant(constant, of: record.linear)
        } catch LayoutSolver.SolverError.unsatisfiable {
            markBroken(constraint)
        } catch {
            LayoutLog.error("internal error changing \(constraint): \(error)")
        }
        setNeedsSolve()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        reinsert(constraint, strength: constraint.priority.solverStrength)
    }

    /// A broken constraint whose constant changed is tried again.
    private func retryBroken(_ constraint: NSLayoutConstraint) {
        reinsert(constraint, strength: nil)
    }

    /// Takes the constraint out and puts it back (with a new strength, or its own).
    private func reinsert(_ constraint: NSLayoutConstraint, strength: Double?) {
        guard let record = constraint.engineRecord, record.engine === self else { return }
        remove(constraint)
        add(constraint, record.linear.copy(strength: strength ?? record.linear.strength))
    }

    private func markBroken(_ constraint: NSLayoutConstraint) {
        if !constraint.isBroken {
            constraint.isBroken = true
            brokenConstraints.append(constraint)
        }
        shouldRetryBroken = true
    }

    /// Tries each broken constraint again; one that still contradicts the others is logged, once.
    private func retryBrokenConstraints() {
        guard shouldRetryBroken else { return }
        shouldRetryBroken = false
        for constraint in brokenConstraints {
            guard let record = constraint.engineRecord, record.engine === self, !record.linear.isInSolver else { continue }
            do {
                try solver.addConstraint(record.linear)
                constraint.isBroken = false
                constraint.brokenWasReported = false
            } catch LayoutSolver.SolverError.unsatisfiable {
                if !constraint.brokenWasReported {
                    constraint.brokenWasReported = true
                    reportUnsatisfiable(breaking: constraint, conflicting: solver.lastConflict)
                }
            } catch {
                LayoutLog.error("internal error adding \(constraint): \(error)")
            }
        }
        brokenConstraints.removeAll { !$0.isBroken }
    }

    private func reportUnsatisfiable(breaking constraint: NSLayoutConstraint, conflicting: [LinearConstraint]) {
        let list = conflicting.compactMap { $0.owner as? NSLayoutConstraint }
        var seen: [NSLayoutConstraint] = []
        for item in list + [constraint] where !seen.contains(where: { $0 === item }) { seen.append(item) }
        LayoutLog.error("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(seen.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
    }

    // MARK: Expressions

    /// The linear form of an installed constraint, with every attribute measured in its
    /// container's coordinate space: `first - multiplier × second - constant  relation  0`.
    func linearConstraint(for constraint: NSLayoutConstraint) -> LinearConstraint? {
        guard let container = constraint.container, let first = constraint.firstItemStorage,
              var expression = expression(for: constraint.firstAttribute, of: first, in: container) else { return nil }
        if let second = constraint.secondItemStorage {
            guard let other = self.expression(for: constraint.secondAttribute, of: second, in: container) else { return nil }
            expression = expression - other * Double(constraint.multiplier)
        }
        // Leading and trailing measure along the reading direction: in a right-to-left layout a
        // positive constant moves toward the left, and "at least 8 after" means "to the left of".
        // Negating the equation (not the constraint's constant) says exactly that.
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        if directional.contains(constraint.firstAttribute),
           LayoutItemState.view(of: first)?.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            expression = expression * -1
        }
        expression = expression + -Double(constraint.constant)
        return LinearConstraint(expression, constraint.relation.linear, strength: constraint.priority.solverStrength,
                                owner: constraint)
    }

    /// `attribute` of `item` in `container`'s coordinates, as an expression of the variables of
    /// the item and of each ancestor between it and the container (their origins add up). The
    /// container's own edges are its bounds: 0 and its width or height.
    func expression(for attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in container: UIView) -> LinearExpression? {
        if let plain = attribute.withoutMargin, let view = item as? UIView {
            return expression(for: plain, of: view.layoutMarginsGuide, in: container)
        }
        guard attribute != .notAnAttribute else { return LinearExpression() }
        let state: LayoutItemState
        var x = LinearExpression(), y = LinearExpression()
        var ancestor: UIView?
        if let view = item as? UIView {
            state = view.layoutItemState
            if view !== container {
                x = LinearExpression(state.minX)
                y = LinearExpression(state.minY)
                ancestor = view.superview
            }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            state = guide.state
            x = LinearExpression(state.minX)
            y = LinearExpression(state.minY)
            ancestor = owner
        } else {
            return nil
        }
        register(state)
        while let current = ancestor, current !== container {
            let link = current.layoutItemState
            register(link)
            x = x + LinearExpression(link.minX)
            y = y + LinearExpression(link.minY)
            ancestor = current.superview
        }
        guard ancestor === container || item === container else {
            LayoutLog.error("\(LayoutLog.name(item)) is not inside \(LayoutLog.name(container)), where its constraint is installed")
            return nil
        }
        let width = LinearExpression(state.width), height = LinearExpression(state.height)
        // Seen from its content, a scroll view's edges are the content area's: pinning a content
        // view to them sets `contentSize` (UIKit's rule; its width, height and centers stay the
        // frame's). The content area starts at 0, so only the far edges differ.
        var edgeWidth = width, edgeHeight = height
        if item === container, let scrollView = container as? UIScrollView,
           [.right, .leading, .trailing, .bottom].contains(attribute) {
            let content = scrollView.contentLayoutGuide.state
            edgeWidth = LinearExpression(content.width)
            edgeHeight = LinearExpression(content.height)
        }
        let rightToLeft = LayoutItemState.view(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute {
        case .left: return x
        case .right: return x + edgeWidth
        case .leading: return rightToLeft ? x + edgeWidth : x
        case .trailing: return rightToLeft ? x : x + edgeWidth
        case .centerX: return x + width * 0.5
        case .width: return width
        case .top: return y
        case .bottom: return y + edgeHeight
        case .centerY: return y + height * 0.5
        case .height: return height
        case .firstBaseline:
            let offset = (item as? UIView)?.firstBaselineOffsetFromTop
            return offset.map { y + Double($0) } ?? y + height
        case .lastBaseline:
            let offset = (item as? UIView)?.lastBaselineOffsetFromBottom
            return y + height + -Double(offset ?? 0)
        default: return nil
        }
    }

    // MARK: Solving

    func setNeedsSolve() {
        if rootIsGone {
            // No one solves this engine again: the orphans' next layout moves their items out.
            for orphan in orphans { orphan.object?.markSubtreeNeedsLayout() }
            return
        }
        guard !needsSolve else { return }
        needsSolve = true
        root.markSubtreeNeedsLayout()
        if let window = root.window { window.platformWindow?.setNeedsDisplay(window) }
    }

    /// Reads the solution into the variables and tells each view whose frame changed: its
    /// superview lays out again, and the superview's `layoutSubviews` applies it. Wrapping labels
    /// whose width changed measure their height at the new width and the system is solved again
    /// (two-pass layout, at most a few rounds).
    package func solveIfNeeded() {
        for round in 0..<4 {
            guard needsSolve || !pendingContentSize.isEmpty else { return }
            if round == 0 { retryBrokenConstraints() }
            needsSolve = false
            let pending = pendingContentSize
            pendingContentSize = []
            for state in pending where state.engine === self {
                if let view = state.view, !view.translatesAutoresizingMaskIntoConstraints {
                    updateContentSizeConstraints(state, view)
                } else {
                    state.needsContentSizeUpdate = false
                }
            }
            needsSolve = false
            var changed = changedVariables
            changedVariables = []
            solver.updateVariables(into: &changed)
            queueMovedItems(changed)
            changed.removeAll(keepingCapacity: true)
            changedVariables = changed
            guard round < 3 else { return }
            for state in wrappingLabels {
                guard let label = state.view as? UILabel, label.wrapsForAutoLayout, label.preferredMaxLayoutWidth <= 0 else { continue }
                let width = CGFloat(state.width.value)
                if state.wrapWidth != width {
                    state.wrapWidth = width
                    contentSizeDidChange(state)
                }
            }
        }
    }

    /// Queues each view whose variables changed in its superview, for the superview's next
    /// `layoutSubviews`, and then asks each such superview (and each moved guide's view) for layout.
    ///
    /// The views are reached through their item states alone, as `engineFrameDidChange(of:)`
    /// does, and nothing is retained per variable: an edit that moves half a thousand-view form
    /// changes five hundred, and a retain and a release each cost more than the rest of the walk.
    /// The list is unretained (see `LayoutSolver.updateVariables(into:)`), so no code outside the
    /// engine runs until it has been read: `setNeedsLayout`, which an app may override, is called
    /// afterwards, once per host.
    private func queueMovedItems(_ changed: [Unmanaged<LayoutVariable>]) {
        var hosts = movedHosts
        movedHosts = []
        var hostQueue: ViewAutoLayoutStorage?
        var hostPointer: UnsafeMutableRawPointer?
        for variableReference in changed {
            // Unowned(unsafe) locals and no closures: `_withUnsafeGuaranteedRef` would take a
            // main-actor closure, and Swift checks the executor on each call into one.
            unowned(unsafe) let variable = variableReference.takeUnretainedValue()
            // Every variable of an engine belongs to an item state (LayoutItemState.init).
            guard let owner = variable.owner else { continue }
            let reference = Unmanaged<LayoutItemState>.fromOpaque(owner.toOpaque())
            unowned(unsafe) let state = reference.takeUnretainedValue()
            if state.isView {
                guard !state.framePending, state.itemIsAlive, !state.translatesAutoresizingMask,
                      let host = state.hostReference else { continue }
                if host.toOpaque() != hostPointer {
                    // A run of views that share a superview (most of a form's) costs one lookup
                    // of its queue.
                    hostPointer = host.toOpaque()
                    let view = host.takeUnretainedValue()
                    hostQueue = view.autoLayout
                    if !view.needsLayout { hosts.append(view) }   // repeats are skipped below
                }
                hostQueue?.queueEngineFrame(reference)
            } else if let view = state.guide?.owningView {
                hosts.append(view)
            }
        }
        for host in hosts where !host.needsLayout { host.setNeedsLayout() }   // asked once: the display with it
        hosts.removeAll(keepingCapacity: true)
        movedHosts = hosts
    }

    /// Whether the view's frame is not pinned down by its constraints (R-AL5).
    func hasAmbiguousLayout(_ state: LayoutItemState) -> Bool {
        solveIfNeeded()
        return [state.minX, state.minY, state.width, state.height].contains { solver.isAmbiguous($0) }
    }

    /// The constraints that decide the item's position and size along `axis`.
    func constraintsAffectingLayout(_ state: LayoutItemState, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let variables = axis == .horizontal ? [state.minX, state.width] : [state.minY, state.height]
        var found: [NSLayoutConstraint] = []
        for variable in variables {
            for linear in solver.constraintsAffecting(variable) {
                if let constraint = linear.owner as? NSLayoutConstraint, !found.contains(where: { $0 === constraint }) {
                    found.append(constraint)
                }
            }
        }
        return found
    }
}
