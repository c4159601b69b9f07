import Foundation

/// A row or column of views, laid out in `layoutSubviews` (R-L2).
///
/// XResponder has no Auto Layout, so the sizes come from each arranged view's
/// `intrinsicContentSize`, or its current size along an axis where it has none (a plain view, a
/// slider's width). Hidden arranged views leave the layout and stay subviews. Stacks nest: a stack's
/// intrinsic size is its arranged views' plus the spacing.
///
/// Where UIKit decides by content-hugging priorities (which view of a `.fill` stack takes the spare
/// room), XResponder gives it to the views with no intrinsic size along the axis, shared equally, or
/// else to the last view; too little room shrinks the views in proportion to their sizes.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `firstBaseline`/`lastBaseline` align like `top`/`bottom`: XResponder's views have no baselines.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }

    public private(set) var arrangedSubviews: [UIView] = []

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// A view removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityDidChange(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Sizes

    private var visibleArranged: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// A view's size along (main) and across (cross) the stack's axis.
    private func sizes(of view: UIView) -> (main: CGFloat, cross: CGFloat, hasMain: Bool) {
        let intrinsic = view.intrinsicContentSize
        let current = view.bounds.size
        let width = intrinsic.width >= 0 ? intrinsic.width : current.width
        let height = intrinsic.height >= 0 ? intrinsic.height : current.height
        return axis == .horizontal
            ? (width, height, intrinsic.width >= 0)
            : (height, width, intrinsic.height >= 0)
    }

    open override var intrinsicContentSize: CGSize {
        let views = visibleArranged
        guard !views.isEmpty else { return .zero }
        let all = views.map(sizes(of:))
        // A stretchy view (no intrinsic length along the axis) makes the stack stretchy too.
        let main = all.allSatisfy(\.hasMain)
            ? all.reduce(0) { $0 + $1.main } + spacing * CGFloat(views.count - 1)
            : UIView.noIntrinsicMetric
        let cross = all.map(\.cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleArranged
        guard !views.isEmpty else { return }
        let b = bounds
        let available = axis == .horizontal ? b.width : b.height
        let crossAvailable = axis == .horizontal ? b.height : b.width
        let measured = views.map(sizes(of:))
        let count = CGFloat(views.count)
        var lengths = measured.map(\.main)
        var gap = spacing
        let natural = lengths.reduce(0, +)
        let room = available - spacing * (count - 1)
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, room / count), count: views.count)
        case .fillProportionally:
            lengths = natural > 0 ? lengths.map { max(0, room * $0 / natural) } : Array(repeating: max(0, room / count), count: views.count)
        case .fill:
            // Views with no intrinsic length along the axis are the stretchy ones: they get the
            // room left over, whatever size an earlier layout gave them.
            let stretchy = measured.indices.filter { !measured[$0].hasMain }
            for index in stretchy { lengths[index] = 0 }
            let fixed = lengths.reduce(0, +)
            let extra = room - fixed
            if extra > 0 {
                let receivers = stretchy.isEmpty ? [views.count - 1] : stretchy
                for index in receivers { lengths[index] += extra / CGFloat(receivers.count) }
            } else if extra < 0, fixed > 0 {
                lengths = lengths.map { max(0, $0 + extra * $0 / fixed) }
            }
        case .equalSpacing:
            if views.count > 1 { gap = max(spacing, (available - natural) / (count - 1)) }
        case .equalCentering:
            break
        }
        // Positions along the axis.
        var starts: [CGFloat] = []
        if distribution == .equalCentering, views.count > 1 {
            let firstCenter = lengths[0] / 2
            let lastCenter = available - lengths[views.count - 1] / 2
            var step = (lastCenter - firstCenter) / (count - 1)
            // Never closer than `spacing` between neighbours.
            for index in 1..<views.count {
                step = max(step, (lengths[index - 1] + lengths[index]) / 2 + spacing)
            }
            starts = (0..<views.count).map { firstCenter + CGFloat($0) * step - lengths[$0] / 2 }
        } else {
            var position: CGFloat = 0
            for length in lengths {
                starts.append(position)
                position += length + gap
            }
        }
        for (index, view) in views.enumerated() {
            let cross: (origin: CGFloat, length: CGFloat)
            let wanted = min(measured[index].cross, crossAvailable)
            switch alignment {
            case .fill: cross = (0, crossAvailable)
            case .leading, .firstBaseline: cross = (0, wanted)
            case .center: cross = ((crossAvailable - wanted) / 2, wanted)
            case .trailing, .lastBaseline: cross = (crossAvailable - wanted, wanted)
            }
            let frame = axis == .horizontal
                ? CGRect(x: b.minX + starts[index], y: b.minY + cross.origin, width: lengths[index], height: cross.length)
                : CGRect(x: b.minX + cross.origin, y: b.minY + starts[index], width: cross.length, height: lengths[index])
            if view.frame != frame { view.frame = frame }
        }
    }
}
