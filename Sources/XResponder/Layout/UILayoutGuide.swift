import Foundation

/// A rectangle that takes part in Auto Layout without being a view (R-AL1): space between
/// views, or a view's margins (`layoutMarginsGuide`) and safe area (`safeAreaLayoutGuide`).
///
/// The owning view retains its guides (`layoutGuides`); a guide's `owningView` is not retained
/// and is cleared when the guide is removed or the view dies.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutAnchorProviding, @preconcurrency CustomStringConvertible {
    public init() {}

    /// The view the guide is in; set by `UIView.addLayoutGuide`.
    public internal(set) weak var owningView: UIView?
    public var identifier = ""

    /// Which system guide this is; its edges are then tied to the owning view's.
    enum Role { case custom, margins, safeArea }
    var role = Role.custom

    private var stateStorage: LayoutItemState?
    var state: LayoutItemState {
        if let stateStorage { return stateStorage }
        let state = LayoutItemState(item: self)
        stateStorage = state
        return state
    }

    /// The guide's rectangle in the owning view's coordinates, as last solved.
    public var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.layoutEngineIfActive?.solveIfNeeded()
        switch role {
        case .margins: return owningView.bounds.inset(by: owningView.layoutMargins)
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .custom: return state.engine == nil ? .zero : state.solvedFrame
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

    public var description: String {
        "<\(type(of: self)): \(LayoutLog.address(of: self)) - \(layoutFrame), owningView = \(owningView.map(LayoutLog.name) ?? "nil")>"
    }

    /// The insets that tie a system guide to its view's bounds.
    var systemInsets: UIEdgeInsets {
        guard let owningView else { return .zero }
        switch role {
        case .margins: return owningView.layoutMargins.finite
        case .safeArea: return owningView.safeAreaInsets.finite
        case .custom: return .zero
        }
    }

    /// The constraints that tie a system guide to its owning view: edges inset from the view's
    /// bounds. Made once when the guide is registered; `updateSystemConstants` moves them.
    var systemConstraints: [NSLayoutConstraint] = []

    // Guides die on the main thread, where their views are (a `@preconcurrency` class cannot
    // declare an isolated deinit).
    deinit {
        MainActor.assumeIsolated { stateStorage?.itemWillDie() }
    }
}
