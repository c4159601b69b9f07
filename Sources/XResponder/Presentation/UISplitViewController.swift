import Foundation

/// Columns side by side (R-BR1, R-IB3): a sidebar or list (primary), an optional middle column
/// (supplementary, triple-column style) and the content (secondary).
///
/// Two styles, as in UIKit. Column style (`init(style: .doubleColumn)` or `.tripleColumn`, iOS 14)
/// puts each column's controller in a navigation controller of its own unless it is one
/// (`viewController(for:)` still answers the controller that was set). The classic style
/// (`init(nibName:bundle:)`, a storyboard's master and detail) shows `viewControllers` as they are.
///
/// The window's horizontal size class decides the shape. Regular: the columns tile when the
/// secondary keeps at least `minimumSecondaryWidth` points, else the secondary shows alone and the
/// primary slides over it on demand (`show(.primary)`, the display-mode button; a click beside it
/// hides it). Compact (a window narrower than `DesktopAppearance.regularWidth`): the split view
/// collapses to one navigation stack — the `.compact` column's controller when there is one, else
/// the primary's navigation controller with the columns up to the delegate's top column pushed on
/// it (moved back when the window widens again). The classic style asks its delegate whether to
/// collapse the secondary onto the primary.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns a split view controller is made with: the classic style, two or three.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    /// A column of a column-style split view controller, for `setViewController(_:for:)` and `show(_:)`.
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3 }
    /// Which columns show and whether the primary ones sit beside the secondary or over it.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    /// How the primary columns share space with the secondary one: tiled, over it, or pushing it aside.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// Which edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    /// Whether the primary column has a sidebar's background.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }
    /// Whether the button that shows and hides the primary column is shown.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }

    /// "Let the split view decide" for the column widths, as UIKit spells it.
    public static let automaticDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers set per column (column style), or the primary and secondary (classic).
    private var columnControllers: [Column: UIViewController] = [:]
    /// Column style: the navigation controller each column shows.
    private var columnContainers: [Column: UIViewController] = [:]
    /// While collapsed: the controllers moved onto the primary's stack, by the column they came from,
    /// and how deep the primary's own stack was.
    private var movedOnCollapse: [(column: Column, controllers: [UIViewController])] = []
    private var primaryDepthOnCollapse = 0
    /// `show(_:)`/`hide(_:)` override the preferred mode until it is set again.
    private var requestedDisplayMode: DisplayMode?
    private let dimmingView = SplitDimmingView()
    /// Hairlines between tiled columns, as UIKit draws them.
    private var separators: [UIView] = []

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UISplitViewControllerStyle")) ?? .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// Classic style: [primary, secondary]. Column style: the columns' navigation controllers.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { style == .unspecified ? columnControllers[$0] : columnContainers[$0] }
        }
        set {
            let columns: [Column] = newValue.count >= 3 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
        }
    }

    /// Puts `vc` in `column` (column style wraps it in a navigation controller unless it is one).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if isCollapsed { expandStacks() }
        if let old = columnContainers[column] ?? columnControllers[column], old !== vc {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnControllers[column] = vc
        columnContainers[column] = vc.map { style == .unspecified || $0 is UINavigationController ? $0 : UINavigationController(rootViewController: $0) }
        if let container = columnContainers[column], container.parent !== self {
            addChild(container)
            container.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
        if isCollapsed { collapseStacks() }
    }

    /// The controller set for `column` (not the navigation controller made around it).
    open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

    // MARK: Display

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { requestedDisplayMode = nil; viewIfLoaded?.setNeedsLayout() }
    }
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Below this the secondary column is not tiled beside the others (UIKit keeps it readable too).
    static let minimumSecondaryWidth: CGFloat = 320

    /// The primary column's width: the preferred width, else the fraction of the split view's, else
    /// 320 points, within the minimum and maximum.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        var result: CGFloat = preferredPrimaryColumnWidth != Self.automaticDimension ? preferredPrimaryColumnWidth
            : preferredPrimaryColumnWidthFraction != Self.automaticDimension ? (width * preferredPrimaryColumnWidthFraction).rounded() : 320
        if minimumPrimaryColumnWidth != Self.automaticDimension { result = max(result, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth != Self.automaticDimension { result = min(result, maximumPrimaryColumnWidth) }
        return max(0, result)
    }

    open var supplementaryColumnWidth: CGFloat {
        preferredSupplementaryColumnWidth != Self.automaticDimension ? max(0, preferredSupplementaryColumnWidth) : 320
    }

    /// What is shown now: the requested or preferred mode, or — automatic — the columns beside the
    /// secondary when it keeps `minimumSecondaryWidth`, else the secondary alone.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let triple = style == .tripleColumn
        if let mode = requestedDisplayMode ?? (preferredDisplayMode == .automatic ? nil : preferredDisplayMode) {
            if triple { return mode }
            switch mode {   // a double column has one column beside the secondary
            case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
            case .twoOverSecondary: return .oneOverSecondary
            default: return mode
            }
        }
        let width = viewIfLoaded?.bounds.width ?? 0
        let besides = primaryColumnWidth + (triple ? supplementaryColumnWidth : 0)
        if width - besides >= Self.minimumSecondaryWidth { return triple ? .twoBesideSecondary : .oneBesideSecondary }
        if triple, width - supplementaryColumnWidth >= Self.minimumSecondaryWidth { return .oneBesideSecondary }
        return .secondaryOnly
    }

    /// Shows `column` (the primary beside the secondary when there is room, else over it).
    open func show(_ column: Column) {
        guard !isCollapsed, column != .secondary else { return }
        let width = viewIfLoaded?.bounds.width ?? 0
        let room = width - primaryColumnWidth >= Self.minimumSecondaryWidth
        change(to: style == .tripleColumn && column == .primary ? (room ? .twoBesideSecondary : .twoOverSecondary)
               : (room ? .oneBesideSecondary : .oneOverSecondary))
    }

    /// Hides `column` (the secondary cannot be hidden).
    open func hide(_ column: Column) {
        guard !isCollapsed, column != .secondary else { return }
        change(to: style == .tripleColumn && column == .primary ? .oneBesideSecondary : .secondaryOnly)
    }

    private func change(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        requestedDisplayMode = mode
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// The button that shows and hides the primary column; the secondary column's top bar shows it
    /// while the primary can be hidden (`displayModeButtonVisibility`).
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in self?.toggleSidebar() })

    private func toggleSidebar() {
        switch displayMode {
        case .secondaryOnly: show(.primary)
        default: hide(.primary)
        }
    }

    // MARK: Collapsing

    /// Whether the split view shows one stack (a compact window).
    public private(set) var isCollapsed = false

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateCollapsing()
    }

    /// Collapses in a compact window, expands in a regular one.
    private func updateCollapsing() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != isCollapsed else { return }
        if compact {
            isCollapsed = true
            collapseStacks()
            if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
        } else {
            expandStacks()
            isCollapsed = false
            if style != .unspecified {
                requestedDisplayMode = delegate.map { $0.splitViewController(self, displayModeForExpandingToProposedDisplayMode: displayMode) }
                    .flatMap { $0 == displayMode ? nil : $0 }
                delegate?.splitViewControllerDidExpand(self)
            }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The one controller a collapsed split view shows.
    private var collapsedController: UIViewController? {
        if style != .unspecified, let compact = columnContainers[.compact] { return compact }
        return style == .unspecified ? columnControllers[.primary] : columnContainers[.primary]
    }

    /// Moves the columns that go on top onto the primary's navigation stack.
    private func collapseStacks() {
        movedOnCollapse = []
        guard let primary = (style == .unspecified ? columnControllers[.primary] : columnContainers[.primary]) as? UINavigationController,
              style == .unspecified || columnContainers[.compact] == nil else { return }
        var columns: [Column] = []
        if style == .unspecified {
            if let secondary = columnControllers[.secondary],
               delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true { columns = [.secondary] }
        } else {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            columns = [Column.supplementary, .secondary].filter { $0.rawValue <= top.rawValue }
        }
        var stack = primary.viewControllers
        primaryDepthOnCollapse = stack.count
        for column in columns {
            guard let container = style == .unspecified ? columnControllers[column] : columnContainers[column] else { continue }
            let moving = (container as? UINavigationController)?.viewControllers ?? [container]
            container.viewIfLoaded?.removeFromSuperview()
            movedOnCollapse.append((column, moving))
            stack += moving
        }
        if !movedOnCollapse.isEmpty { primary.setViewControllers(stack, animated: false) }
    }

    /// Puts the moved controllers back in their columns; what was pushed since goes to the secondary.
    private func expandStacks() {
        guard !movedOnCollapse.isEmpty,
              let primary = (style == .unspecified ? columnControllers[.primary] : columnContainers[.primary]) as? UINavigationController else { return }
        let moved = movedOnCollapse
        movedOnCollapse = []
        // Above the primary's own stack: the moved controllers still there, and what was pushed
        // since (it joins the last column). A column whose controllers were all popped gets them back.
        let above = Array(primary.viewControllers.dropFirst(primaryDepthOnCollapse))
        let movedControllers = moved.flatMap(\.controllers)
        let pushedSince = above.filter { controller in !movedControllers.contains { $0 === controller } }
        primary.setViewControllers(Array(primary.viewControllers.prefix(primaryDepthOnCollapse)), animated: false)
        for (index, entry) in moved.enumerated() {
            var controllers = entry.controllers.filter { controller in above.contains { $0 === controller } }
            if controllers.isEmpty { controllers = entry.controllers }
            if index == moved.count - 1 { controllers += pushedSince }
            guard let container = style == .unspecified ? columnControllers[entry.column] : columnContainers[entry.column] else { continue }
            if let navigation = container as? UINavigationController {
                navigation.setViewControllers(controllers, animated: false)
            } else if container.parent !== self {
                addChild(container)
                container.didMove(toParent: self)
            }
        }
    }

    // MARK: Showing controllers

    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let primary = collapsedController as? UINavigationController {
            primary.pushViewController(vc, animated: true)
            return
        }
        // Expanded, the controller becomes the secondary column (in a navigation controller of its
        // own in the column style, unless it is one).
        setViewController(vc, for: .secondary)
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary { hide(.primary) }
    }

    // MARK: View

    open override func loadView() {
        let container = ContainerRootView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        container.backgroundColor = .systemBackground
        container.onLayout = { [weak self] in self?.layoutColumns() }
        dimmingView.onTap = { [weak self] in self?.hide(.primary) }
        view = container
    }

    /// Places each shown column's view (`SplitColumnLayout`), removing the hidden ones.
    private func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        updateCollapsing()
        let frames: [(controller: UIViewController, frame: CGRect, overlaid: Bool)]
        if isCollapsed {
            frames = collapsedController.map { [($0, view.bounds, false)] } ?? []
        } else {
            let mode = displayMode
            let containers: [Column: UIViewController] = style == .unspecified ? columnControllers : columnContainers
            frames = SplitColumnLayout.frames(in: view.bounds, mode: mode, triple: style == .tripleColumn,
                                              primaryWidth: primaryColumnWidth, supplementaryWidth: supplementaryColumnWidth,
                                              leading: primaryEdge == .leading)
                .compactMap { placed in containers[placed.column].map { ($0, placed.frame, placed.overlaid) } }
            updateDisplayModeButton(shown: mode != .oneBesideSecondary && mode != .twoBesideSecondary || displayModeButtonVisibility == .always)
        }
        for child in children where !frames.contains(where: { $0.controller === child }) { child.viewIfLoaded?.removeFromSuperview() }
        dimmingView.removeFromSuperview()
        for placed in frames {
            // Overlaid columns are above a shade that hides them on a click.
            if placed.overlaid, dimmingView.superview == nil {
                dimmingView.frame = view.bounds
                view.addSubview(dimmingView)
            }
            let content: UIView = placed.controller.view
            content.frame = placed.frame
            if content.superview !== view { view.addSubview(content) } else { view.bringSubviewToFront(content) }
        }
        // A hairline at the trailing edge of each tiled column but the secondary (the last).
        let tiled = frames.filter { !$0.overlaid && $0.frame.width < view.bounds.width }.dropLast().map(\.frame)
        while separators.count < tiled.count {
            let line = UIView()
            line.backgroundColor = .separator
            separators.append(line)
        }
        let hairline = 1 / max(traitCollection.displayScale, 1)
        for (index, line) in separators.enumerated() {
            guard index < tiled.count else { line.removeFromSuperview(); continue }
            let edge = primaryEdge == .leading ? tiled[index].maxX - hairline : tiled[index].minX
            line.frame = CGRect(x: edge, y: view.bounds.minY, width: hairline, height: view.bounds.height)
            view.addSubview(line)
        }
    }

    /// Column style: the display-mode button leads the secondary column's top bar while the primary
    /// can be brought back, unless the app put its own item there.
    private func updateDisplayModeButton(shown: Bool) {
        guard style != .unspecified, displayModeButtonVisibility != .never,
              let item = (columnContainers[.secondary] as? UINavigationController)?.viewControllers.first?.navigationItem else { return }
        if shown, item.leftBarButtonItem == nil { item.leftBarButtonItem = displayModeButtonItem }
        if !shown, item.leftBarButtonItem === displayModeButtonItem { item.leftBarButtonItem = nil }
    }
}
