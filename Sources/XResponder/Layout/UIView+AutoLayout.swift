import Foundation

/// The Auto Layout state a view needs only once it uses Auto Layout, kept out of `UIView` itself
/// so that a frame-only view pays one pointer for all of it.
@MainActor
final class ViewAutoLayoutStorage {
    var state: LayoutItemState?
    /// Constraints installed on this view (`constraints`), retained here.
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var directionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// `UIStackView.setCustomSpacing(_:after:)` for this view (it is in at most one stack).
    var customSpacingAfter: CGFloat?
    /// A stack's tie-breaking nudge to the hugging and resistance priorities (horizontal, vertical).
    var arrangementBias: (Float, Float) = (0, 0)
    /// The item states of subviews whose engine frame changed, set in the next `layoutSubviews`.
    ///
    /// Not retained: an edit that moves half a thousand-view form queues five hundred, and a
    /// retain and a release each were a fifth of the solve. A queued state stays valid because
    /// it records where it is queued (`LayoutItemState.queuedIn`): a state whose view dies while
    /// queued keeps itself alive until it is taken from here (`itemWillDie`), and a host that
    /// dies takes its queue first (`autoLayoutViewWillDie`).
    @exclusivity(unchecked) private(set) var pendingEngineFrames: [Unmanaged<LayoutItemState>] = []

    /// Queues a subview's state for the next `layoutSubviews` (the owner asks for that layout).
    func queueEngineFrame(_ state: LayoutItemState) {
        queueEngineFrame(Unmanaged.passUnretained(state))
    }

    /// The same for a state the caller holds unretained (the engine's walk over moved views):
    /// passing the state itself would retain and release it for the call.
    func queueEngineFrame(_ reference: Unmanaged<LayoutItemState>) {
        unowned(unsafe) let state = reference.takeUnretainedValue()
        state.queuedIn = Unmanaged.passUnretained(self)
        pendingEngineFrames.append(reference)
    }

    /// Empties the queue and returns its states retained, each unqueued, before any code that
    /// could release one runs (frame setters can be overridden).
    func takePendingEngineFrames() -> [LayoutItemState] {
        let states = pendingEngineFrames.map { reference -> LayoutItemState in
            let state = reference.takeUnretainedValue()
            state.queuedIn = nil
            if state.heldWhileQueued {
                state.heldWhileQueued = false
                reference.release()   // the hold its dying item took (the array has its own)
            }
            return state
        }
        pendingEngineFrames.removeAll(keepingCapacity: true)
        return states
    }
}

// MARK: - Constraints and anchors (R-AL1, R-AL2)

extension UIView: LayoutAnchorProviding {
    final var autoLayout: ViewAutoLayoutStorage {
        if let autoLayoutStorage { return autoLayoutStorage }
        let storage = ViewAutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    /// The view's Auto Layout item, made on first use; it marks the path to the root so that a
    /// move of any subtree containing it carries its constraints along (UIView+LayoutEngine.swift).
    final var layoutItemState: LayoutItemState {
        if let state = autoLayoutStorage?.state { return state }
        let state = LayoutItemState(item: self)
        state.hostReference = superviewReference
        state.translatesAutoresizingMask = translatesAutoresizingMaskStorage
        autoLayout.state = state
        markSubtreeHasLayoutItems()
        return state
    }

    final func markSubtreeHasLayoutItems() {
        var view: UIView? = self
        while let current = view, !current.subtreeHasLayoutItems {
            current.subtreeHasLayoutItems = true
            view = current.superviewStorage
        }
    }

    /// The constraints installed on this view (those whose nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Installs `constraint` on this view, which must contain both its items (UIKit's older API;
    /// `NSLayoutConstraint.activate` finds the view itself).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container == nil else { return }
        guard let ancestor = constraint.commonAncestor() else { return }
        guard ancestor === self || ancestor.isDescendant(of: self) else {
            LayoutLog.error("The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself).")
            return
        }
        install(constraint)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        uninstall(constraint)
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Records the constraint here, in its items' reference lists and in the engine.
    final func install(_ constraint: NSLayoutConstraint) {
        constraint.container = self
        autoLayout.installed.append(constraint)
        for item in [constraint.firstItemStorage, constraint.secondItemStorage].compactMap({ $0 }) {
            LayoutEngine.state(of: item)?.addReference(constraint)
        }
        layoutEngine.activate(constraint)
    }

    final func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.engineRecord?.engine.remove(constraint)
        constraint.container = nil
        if let storage = autoLayoutStorage, let index = storage.installed.indexOfIdentical(constraint) {
            storage.installed.remove(at: index)
        }
        for item in [constraint.firstItemStorage, constraint.secondItemStorage].compactMap({ $0 }) {
            LayoutEngine.state(of: item)?.removeReference(constraint)
        }
    }

    /// True by default, as for views made in code: the view's frame (set by hand or by its
    /// autoresizing mask) becomes constraints. False hands the frame to the view's constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskStorage }
        set {
            guard newValue != translatesAutoresizingMaskStorage else { return }
            translatesAutoresizingMaskStorage = newValue
            autoLayoutStorage?.state?.translatesAutoresizingMask = newValue
            if let state = autoLayoutStorage?.state, let engine = state.engine { engine.translatesDidChange(state) }
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    /// UIKit's alignment rectangle is the frame in XResponder (no view insets its alignment).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
        markSubtreeHasLayoutItems()
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guide.state.referencing.map(\.constraint) {
            constraint.container?.uninstall(constraint)
        }
        guide.state.engine?.unregister(guide.state)
        autoLayoutStorage?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by its `layoutMargins`, as a guide for constraints.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, identifier: "UIViewLayoutMarginsGuide") }

    /// The part of the view no bar or window edge covers, as a guide for constraints. A desktop
    /// window has no notch or home indicator: the safe area is the bounds, less any
    /// `additionalSafeAreaInsets` of the view controllers above (R-AL1).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide") }

    /// The margins narrowed to a width text reads well at (iOS 9): the layout margins, centred
    /// and at most 672 points wide (UIKit's readable width for body text at the default size).
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayoutStorage?.guides.first(where: { $0.identifier == "UIViewReadableContentGuide" }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewReadableContentGuide"
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: 672),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            fill,
        ])
        return guide
    }

    /// Where the on-screen keyboard begins (iOS 15). A desktop has none, so the guide is a strip of
    /// no height along the bottom of the safe area: content pinned above it sits at the bottom.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let storage = autoLayout
        if let guide = storage.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        storage.keyboardGuide = guide
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        return guide
    }

    private func systemGuide(_ role: UILayoutGuide.Role, identifier: String) -> UILayoutGuide {
        let storage = autoLayout
        if let guide = role == .margins ? storage.marginsGuide : storage.safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.role = role
        guide.identifier = identifier
        if role == .margins { storage.marginsGuide = guide } else { storage.safeAreaGuide = guide }
        addLayoutGuide(guide)
        return guide
    }

    /// How far the safe area is inset from the bounds: the superview's safe area where it overlaps
    /// this view, plus the controller's `additionalSafeAreaInsets` for a root view.
    public var safeAreaInsets: UIEdgeInsets {
        // From the window (or the top) down, without recursion: a tree deeper than the stack
        // still answers (R-U3).
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            if current is UIWindow { break }
            view = current.superviewStorage
        }
        var insets = UIEdgeInsets.zero
        for (index, current) in chain.reversed().enumerated() {
            if index > 0 { insets = current.overlap(of: insets) }
            // The window's menu bar takes the top, as the status bar does on an iPhone (R-DA1).
            else if let window = current as? UIWindow { insets.top = window.menuBarInset }
            insets = insets.adding(current.owningViewController?.safeAreaAdditions)
        }
        return insets.finite
    }

    /// The part of the superview's `outer` insets that reaches into this view, in its own terms.
    private func overlap(of outer: UIEdgeInsets) -> UIEdgeInsets {
        guard outer != .zero, let superview = superviewStorage else { return .zero }
        let frame = self.frame, bounds = superview.bounds
        return UIEdgeInsets(top: max(0, outer.top - (frame.minY - bounds.minY)),
                            left: max(0, outer.left - (frame.minX - bounds.minX)),
                            bottom: max(0, outer.bottom - (bounds.maxY - frame.maxY)),
                            right: max(0, outer.right - (bounds.maxX - frame.maxX)))
    }

    // MARK: Margins

    /// Space inside the edges that content keeps clear of: 8 points on each side by default.
    public var layoutMargins: UIEdgeInsets {
        get {
            // The views whose margins this one preserves, nearest first; then down from the top,
            // carrying the safe area along so that each level costs the same (R-U3).
            var chain: [UIView] = [self]
            while let last = chain.last, last.preservesSuperviewLayoutMargins, let superview = last.superviewStorage {
                chain.append(superview)
            }
            var margins = UIEdgeInsets.zero
            var safe = UIEdgeInsets.zero
            for (index, view) in chain.reversed().enumerated() {
                let carried = index > 0 ? view.overlap(of: margins) : .zero
                safe = index > 0 ? view.overlap(of: safe).adding(view.owningViewController?.safeAreaAdditions)
                    : view.safeAreaInsets
                margins = view.ownLayoutMargins(safeArea: safe)
                margins.top = max(margins.top, carried.top); margins.left = max(margins.left, carried.left)
                margins.bottom = max(margins.bottom, carried.bottom); margins.right = max(margins.right, carried.right)
            }
            return margins
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(newValue.finite, direction: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The view's own margins in its layout direction, plus its safe area if it insets from it.
    private func ownLayoutMargins(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        var directional = directionalLayoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            directional.leading = max(directional.leading, minimum.leading)
            directional.trailing = max(directional.trailing, minimum.trailing)
        }
        // The direction (a climb to the first view that sets one) matters only for uneven sides.
        let direction = directional.leading == directional.trailing ? .leftToRight : effectiveUserInterfaceLayoutDirection
        let margins = UIEdgeInsets(directional, direction: direction)
        return autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true ? margins.adding(safeArea) : margins
    }

    /// The margins with leading and trailing sides, which flip in right-to-left layouts.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            autoLayout.directionalMargins = newValue
            layoutMarginsDidChange()
            marginsOrSafeAreaDidChange()
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; marginsOrSafeAreaDidChange() }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; marginsOrSafeAreaDidChange() }
    }

    /// The system guides' constraints follow the new insets, in place.
    final func marginsOrSafeAreaDidChange() {
        guard let storage = autoLayoutStorage else { return }
        for guide in [storage.marginsGuide, storage.safeAreaGuide].compactMap({ $0 }) {
            guide.state.engine?.systemInsetsDidChange(guide)
        }
        setNeedsLayout()
    }

    // MARK: Layout direction

    public var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayoutStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayout.semanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction leading and trailing follow: forced by the view's semantic content
    /// attribute, else inherited from its superview, else the application's (left to right).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            switch current.autoLayoutStorage?.semanticContentAttribute ?? .unspecified {
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified: view = current.superviewStorage
            }
        }
        return UIApplication.sharedIfExists?.userInterfaceLayoutDirection ?? .leftToRight
    }

    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.sharedIfExists?.userInterfaceLayoutDirection ?? .leftToRight
        }
    }

    /// Constraints that name leading or trailing in this subtree are rebuilt for the new direction.
    final func layoutDirectionDidChange() {
        guard subtreeHasLayoutItems else { return }
        TreeWalk.forEach(in: self) { view in
            for constraint in view.autoLayoutStorage?.installed ?? [] {
                let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
                guard directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute),
                      let engine = constraint.engineRecord?.engine else { continue }
                engine.remove(constraint)
                engine.activate(constraint)
            }
            view.marginsOrSafeAreaDidChange()
        }
    }

    // MARK: Content size priorities (R-AL3)

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? storage.hugging.horizontal : storage.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        contentPrioritiesDidChange()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.compression.horizontal : storage.compression.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.compression.horizontal = priority } else { autoLayout.compression.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// The priorities the engine gives this view's content-size constraints along `axis`: the
    /// public ones plus a stack's tie-breaking nudge.
    final func effectiveContentPriorities(for axis: NSLayoutConstraint.Axis) -> (hugging: UILayoutPriority, resistance: UILayoutPriority) {
        let bias = autoLayoutStorage.map { axis == .horizontal ? $0.arrangementBias.0 : $0.arrangementBias.1 } ?? 0
        return (contentHuggingPriority(for: axis) + bias, contentCompressionResistancePriority(for: axis) + bias)
    }

    final func contentSizeConstraintsNeedUpdate() {
        guard let state = autoLayoutStorage?.state, let engine = state.engine, !translatesAutoresizingMaskIntoConstraints else { return }
        engine.contentSizeDidChange(state)
    }

    // MARK: Fitting size (R-AL3)

    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The smallest (or largest) size the view's constraints allow near `targetSize`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities. The view's own frame constraints (if it translates
    /// its autoresizing mask) step aside meanwhile; everything is put back after, incrementally.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        guard subtreeHasLayoutItems else {
            let intrinsic = intrinsicContentSize
            return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : targetSize.width,
                          height: intrinsic.height >= 0 ? intrinsic.height : targetSize.height)
        }
        let engine = layoutEngine
        let state = layoutItemState
        engine.register(state)
        // The view's frame constraints step aside while it is measured, and come back after.
        let frameConstraints = state.frameConstraints.compactMap { constraint in
            constraint.engineRecord.map { (constraint, $0.linear) }
        }
        for (constraint, _) in frameConstraints { engine.remove(constraint) }
        var fitting: [NSLayoutConstraint] = []
        for (attribute, variable, target, priority) in [(NSLayoutConstraint.Attribute.width, state.width, targetSize.width, horizontal),
                                                        (.height, state.height, targetSize.height, vertical)] {
            let constraint = UISystemLayoutConstraint(first: self, attribute, .equal, second: nil, .notAnAttribute,
                                                      multiplier: 1, constant: target)
            constraint.priority = priority
            engine.add(constraint, LinearConstraint(LinearExpression(variable) + -Double(target), .equal,
                                                    strength: priority.solverStrength, owner: constraint))
            fitting.append(constraint)
        }
        if !translatesAutoresizingMaskIntoConstraints, let label = self as? UILabel, label.wrapsForAutoLayout,
           horizontal == .required, label.preferredMaxLayoutWidth <= 0 {
            state.wrapWidth = targetSize.width
            engine.contentSizeDidChange(state)
        }
        engine.solveIfNeeded()
        let size = CGSize(width: state.width.value, height: state.height.value)
        for constraint in fitting { engine.remove(constraint) }
        for (constraint, linear) in frameConstraints { engine.add(constraint, linear) }
        return size
    }

    // MARK: Debugging (R-AL5)

    /// Whether the view's constraints leave its frame undetermined.
    public var hasAmbiguousLayout: Bool {
        guard let state = autoLayoutStorage?.state, let engine = state.engine else { return false }
        return engine.hasAmbiguousLayout(state)
    }

    /// Moves an ambiguous view to another of its equally good positions; XResponder's solver
    /// reports ambiguity but does not explore it, so this only lays the view out again.
    public func exerciseAmbiguityInLayout() { setNeedsLayout() }

    /// The constraints that decide the view's position and size along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let state = autoLayoutStorage?.state, let engine = state.engine else { return [] }
        engine.solveIfNeeded()
        return engine.constraintsAffectingLayout(state, axis: axis)
    }
}

extension LayoutEngine {
    /// The state of a view or guide, made on first use.
    static func state(of item: AnyObject) -> LayoutItemState? {
        if let view = item as? UIView { return view.layoutItemState }
        return (item as? UILayoutGuide)?.state
    }
}
