import Foundation

/// A row or column of views, laid out with Auto Layout as UIKit's is (R-L2, R-AL4).
///
/// The stack makes constraints for its arranged views — the chain along its axis, the alignment
/// across it, the distribution's equalities — and installs them on itself (`constraints` lists
/// them, as UIKit's "UISV-" constraints). It remakes them in `updateConstraints` whenever the
/// arrangement changes: a view added, removed, hidden or shown, a property set. Arranged views
/// stop translating their autoresizing masks, so the engine places them from then on.
///
/// Where UIKit leaves a tie to the order of the arranged views (equal hugging or compression
/// resistance), XResponder lets the last view stretch and shrink first: each earlier view hugs
/// and resists a hair (a thousandth of a priority step) more than the next.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How a stack view shares its length between its arranged subviews.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How a stack view places its arranged subviews across its axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The standard spacing between two views (8 points).
    public static let spacingUseSystem = -CGFloat.leastNonzeroMagnitude

    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Lay the views out inside the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Measure vertical spacing between baselines (kept; XResponder measures between edges).
    public var isBaselineRelativeArrangement = false

    public private(set) var arrangedSubviews: [UIView] = []

    /// The constraints the stack made, installed on itself; remade when the arrangement changes.
    private var arrangementConstraints: [NSLayoutConstraint] = []
    /// Spacer guides of the equal-spacing and equal-centering distributions.
    private var spacers: [UILayoutGuide] = []

    /// A convenience initializer, as in UIKit: a subclass that overrides `init(frame:)` inherits
    /// it and `init()` (`MyStack(arrangedSubviews: rows)` in a calculator's keypad).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }


    /// Adds `view` at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.autoLayoutStorage?.customSpacingAfter = nil
        arrangementDidChange()
    }

    /// Space after `arrangedSubview` instead of `spacing` (`spacingUseDefault` goes back to it).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        arrangedSubview.autoLayout.customSpacingAfter = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        arrangedSubview.autoLayoutStorage?.customSpacingAfter ?? UIStackView.spacingUseDefault
    }

    /// A view removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    /// The stack's own hugging (or a stack's nudge to it) changed: its fit constraint follows.
    override func contentPrioritiesDidChange() {
        if alignment != .fill { arrangementDidChange() }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// A stack's size comes from its constraints, not from an intrinsic size (as in UIKit).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The smallest size the arrangement allows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    // MARK: Constraints

    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        let views = arrangedSubviews.filter { !$0.isHidden }
        for (index, view) in arrangedSubviews.enumerated() {
            // Ties go to the order: earlier views hug and resist a little more (see the type's note).
            let bias = Float(arrangedSubviews.count - index) * 0.001
            view.setArrangementBias(bias, axis: axis)
        }
        guard !views.isEmpty else { return }
        var made: [NSLayoutConstraint] = []
        let edges: LayoutAnchorProviding = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        made += alongAxis(views, edges: edges)
        made += acrossAxis(views, edges: edges)
        for constraint in made {
            constraint.identifier = constraint.identifier ?? "UISV-arrangement"
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    /// The leading (or top) and trailing (or bottom) anchors of an item along the axis.
    private func edgesAlong(_ item: LayoutAnchorProviding) -> (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>) {
        axis == .horizontal
            ? (item.anchor(.leading), item.anchor(.trailing))
            : (item.anchor(.top), item.anchor(.bottom))
    }

    private func gap(after view: UIView) -> CGFloat {
        guard let custom = view.autoLayoutStorage?.customSpacingAfter else { return spacing }
        return custom == UIStackView.spacingUseSystem ? systemSpacing : custom
    }

    private func alongAxis(_ views: [UIView], edges: LayoutAnchorProviding) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let (start, end) = edgesAlong(edges)
        let dimension: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        made.append(edgesAlong(views[0]).0.make(.equal, start))
        made.append(edgesAlong(views[views.count - 1]).1.make(.equal, end))
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in zip(views, views.dropFirst()) {
                made.append(edgesAlong(next).0.make(.equal, edgesAlong(previous).1, constant: gap(after: previous)))
            }
            if distribution == .fillEqually {
                for view in views.dropFirst() {
                    made.append(view.anchor(dimension).make(.equal, views[0].anchor(dimension)))
                }
            } else if distribution == .fillProportionally {
                made += proportions(views, dimension: dimension, edges: edges)
            }
        case .equalSpacing, .equalCentering:
            var first: UILayoutGuide?
            for (previous, next) in zip(views, views.dropFirst()) {
                let spacer = UILayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-centering"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (spacerStart, spacerEnd) = edgesAlong(spacer)
                if distribution == .equalSpacing {
                    made.append(spacerStart.make(.equal, edgesAlong(previous).1))
                    made.append(spacerEnd.make(.equal, edgesAlong(next).0))
                } else {
                    let center: NSLayoutConstraint.Attribute = axis == .horizontal ? .centerX : .centerY
                    made.append(spacerStart.make(.equal, previous.anchor(center)))
                    made.append(spacerEnd.make(.equal, next.anchor(center)))
                }
                made.append(edgesAlong(next).0.make(.greaterThanOrEqual, edgesAlong(previous).1, constant: gap(after: previous)))
                made.append(spacer.anchor(axis == .horizontal ? .top : .leading).make(.equal, edges.anchor(axis == .horizontal ? .top : .leading)))
                made.append(spacer.anchor(axis == .horizontal ? .height : .width).make(.equal, nil, constant: 0))
                if let first {
                    made.append(spacer.anchor(dimension).make(.equal, first.anchor(dimension)))
                } else {
                    first = spacer
                }
            }
        }
        return made
    }

    /// `fillProportionally`: each view's length is its share of the room, by intrinsic length.
    private func proportions(_ views: [UIView], dimension: NSLayoutConstraint.Attribute,
                             edges: LayoutAnchorProviding) -> [NSLayoutConstraint] {
        let lengths = views.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(0, axis == .horizontal ? size.width : size.height)
        }
        let total = lengths.reduce(0, +)
        let spacingTotal = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
        var made: [NSLayoutConstraint] = []
        for (view, length) in zip(views, lengths) {
            let share = total > 0 ? length / total : 1 / CGFloat(views.count)
            let constraint = view.anchor(dimension).make(.equal, edges.anchor(dimension), multiplier: share,
                                                         constant: -spacingTotal * share)
            constraint.priority = UILayoutPriority(999)
            constraint.identifier = "UISV-fill-proportionally"
            made.append(constraint)
        }
        return made
    }

    private func acrossAxis(_ views: [UIView], edges: LayoutAnchorProviding) -> [NSLayoutConstraint] {
        let (start, end, center, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
                                         NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            axis == .horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        var made: [NSLayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                made.append(view.anchor(start).make(.equal, edges.anchor(start)))
                made.append(view.anchor(end).make(.equal, edges.anchor(end)))
            case .leading:
                made.append(view.anchor(start).make(.equal, edges.anchor(start)))
                made.append(view.anchor(end).make(.lessThanOrEqual, edges.anchor(end)))
            case .trailing:
                made.append(view.anchor(start).make(.greaterThanOrEqual, edges.anchor(start)))
                made.append(view.anchor(end).make(.equal, edges.anchor(end)))
            case .center:
                made.append(view.anchor(center).make(.equal, edges.anchor(center)))
                made.append(view.anchor(start).make(.greaterThanOrEqual, edges.anchor(start)))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if axis == .horizontal, view !== views[0] {
                    made.append(view.anchor(baseline).make(.equal, views[0].anchor(baseline)))
                } else {
                    made.append(view.anchor(start).make(.equal, edges.anchor(start)))
                }
                made.append(view.anchor(start).make(.greaterThanOrEqual, edges.anchor(start)))
                made.append(view.anchor(end).make(.lessThanOrEqual, edges.anchor(end)))
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest (widest) view across its axis, as a view hugs its
            // intrinsic size: at its own hugging priority (with the tie-breaking nudge of a stack
            // it is arranged in), so a row stack beside a stretchy card keeps its height.
            let hug = edges.anchor(size).make(.equal, nil, constant: 0)
            hug.priority = effectiveContentPriorities(for: axis == .horizontal ? .vertical : .horizontal).hugging
            hug.identifier = "UISV-canvas-fit"
            made.append(hug)
        }
        return made
    }
}

extension LayoutAnchorProviding {
    /// Any attribute as an untyped anchor: the stack builds its constraints generically.
    func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: self, attribute: attribute)
    }
}

extension UIView {
    /// The stack's tie-breaking nudge to this view's hugging and compression resistance along `axis`.
    final func setArrangementBias(_ bias: Float, axis: NSLayoutConstraint.Axis) {
        let storage = autoLayout
        let wanted: (Float, Float) = axis == .horizontal ? (bias, 0) : (0, bias)
        guard storage.arrangementBias != wanted else { return }
        storage.arrangementBias = wanted
        contentPrioritiesDidChange()
    }
}
