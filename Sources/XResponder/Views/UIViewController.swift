import Foundation

/// Manages a view hierarchy and sits in the responder chain right after its root view (R-D2).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// UIKit's designated initializer: with a nib name, `loadView()` loads the view from that
    /// `.xib` with the controller as its owner (R-IB1); without one the view comes from `loadView()`.
    /// A subclass's own initializer calls `super.init(nibName: nil, bundle: nil)`, as in UIKit.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// UIKit's archive initializer, `required` as in UIKit. A storyboard makes its controllers
    /// through it (R-IB1): the title, navigation and tab bar items and presentation styles are read
    /// here, child controllers of relationship segues made, and the view is loaded from the scene
    /// when first asked for. Any other coder gives a controller as `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        (coder as? NibCoder)?.decodeController(into: self)
    }

    /// The nib `loadView()` loads the view from, and where it is (R-IB1).
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?
    /// The storyboard the controller was made from.
    public internal(set) var storyboard: UIStoryboard?
    /// The scene the controller was made from, when a storyboard made it.
    var storyboardScene: NibElement?

    // MARK: Segues (R-IB3; NibSegues performs them)

    /// Performs the segue of the controller's scene named `identifier`: its destination is made,
    /// `prepare(for:sender:)` is called, then the segue performs. `shouldPerformSegue` is not asked,
    /// as in UIKit, for segues performed in code.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        NibSegues.perform(identifier: identifier, from: self, sender: sender)
    }

    /// Asked before a segue a control or cell triggers; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller performs: pass data to `segue.destination`.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller takes an unwind segue's action: by default, whether it implements it.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// A convenience, as in UIKit: a subclass may declare its own `init()` without `override`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// What the navigation bar shows for this controller (made on first use, titled by `title`).
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// Whether the controller's view is in editing mode (a table view controller's rows show their
    /// editing controls). Setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false

    /// Enters or leaves editing mode; the `editButtonItem` follows (Edit or Done). Override to
    /// change your views, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        guard let editButtonItemStorage else { return }
        editButtonItemStorage.title = editing ? "Done" : "Edit"
        editButtonItemStorage.style = editing ? .done : .plain
    }

    /// A bar button titled Edit (Done while editing) that toggles `setEditing(_:animated:)`.
    open var editButtonItem: UIBarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
        editButtonItemStorage = item
        return item
    }
    private var editButtonItemStorage: UIBarButtonItem?

    /// Key commands added with `addKeyCommand(_:)` (R-DT1); `keyCommands` answers them unless a
    /// subclass overrides it.
    private var addedKeyCommands: [UIKeyCommand] = []

    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }

    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    /// The controller's title. As in UIKit, setting it sets the title of its navigation item and
    /// its tab bar item too.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// What a tab bar shows for this controller (made on first use, titled by `title`).
    open var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil { tabBarItemStorage = UITabBarItem(title: title, image: nil, tag: 0) }
            return tabBarItemStorage
        }
        set { tabBarItemStorage = newValue; tabBarController?.tabBarItemsDidChange() }
    }
    private var tabBarItemStorage: UITabBarItem?

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.barContentDidChange(of: self) }
    }
    /// Whether pushing this controller hides a tab bar beneath the navigation controller.
    open var hidesBottomBarWhenPushed = false
    /// The edges along which a container lays this controller's view out under its bars (UIKit's
    /// default: all; `[]` puts the view between the bars).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }
    open var extendedLayoutIncludesOpaqueBars = false
    /// Accepted (deprecated in UIKit): scroll views use the safe area.
    open var automaticallyAdjustsScrollViewInsets = true

    /// How `present(_:animated:)` shows this controller (UIKit's default is `.automatic`, a sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// A sheet that may not be dismissed by a click outside it or Escape (UIKit: by a swipe).
    open var isModalInPresentation = false
    /// The size a form sheet asks for (zero: UIKit's 540 × 620 points, within the window).
    open var preferredContentSize: CGSize = .zero
    /// Whether a `.currentContext` presentation from inside this controller covers only its view.
    /// Kept and answered; such presentations cover the whole window here (see UIModalPresentationStyle).
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false

    // MARK: Status bar and orientation (R-BR3): answered, no effect — a desktop window neither
    // rotates nor has a status bar (UIStatusBarManager.swift). UIKit's defaults on a pad, the idiom here.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The window is about to take `size` (the user resized it): forwarded to the children and
    /// the presented controller, as UIKit's does. Call `super` when overriding. `coordinator`
    /// runs the blocks given to `animate(alongsideTransition:completion:)` once the new size is
    /// laid out.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// Where the controller is in its appearance: UIKit calls each of the four callbacks once per
    /// transition, in order, whatever calls `beginAppearanceTransition` (UIViewController+Appearance).
    var appearanceState: AppearanceState = .disappeared
    /// Set while a container or a presentation drives this controller's appearance itself, so the
    /// window hook does not call it too.
    var appearanceIsDrivenByTransition = false
    var appearanceTransitionIsAnimated = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    /// The view that holds a presented controller's view: a dimming backdrop with the sheet on it.
    var presentationContainer: PresentationContainerView?
    /// The presentation's controller, made when first asked for (`UIViewController+PresentationControllers`).
    var presentationControllerStorage: UIPresentationController?
    /// The window's subview a full-screen presentation of this controller took out of the window
    /// once it covered it, and where it stood; put back when the dismissal starts.
    var coveredPresenterView: (view: UIView, index: Int)?
    /// `topLayoutGuide` and `bottomLayoutGuide`, made when first asked for (a storyboard's
    /// `viewControllerLayoutGuide`s, or code of iOS 7 to 10).
    var barLayoutGuides: (top: BarLayoutGuide, bottom: BarLayoutGuide)?
    /// The transition this controller takes part in, until it ends (`transitionCoordinator`).
    var transitionInProgress: ControllerTransition?
    /// Weak, as in UIKit: the app's object supplying this controller's presentation transitions.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    // Controllers die on the main thread (a `@preconcurrency` class cannot declare an isolated deinit).
    deinit {
        MainActor.assumeIsolated {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
        }
    }

    /// The root view, created on first access by `loadView()` followed by `viewDidLoad()`.
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default makes a plain `UIView`; override to build your own and
    /// assign it to `view`.
    /// Makes the view: from the storyboard scene or nib the controller came with (R-IB1),
    /// otherwise an empty view.
    open func loadView() {
        if NibControllerLoading.loadView(of: self) { return }
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    open func viewDidLoad() {}

    /// UIKit calls it when the device runs low on memory. A desktop has no such signal, so it is
    /// never called; overrides (Xcode's old template has one) compile and may call `super`.
    open func didReceiveMemoryWarning() {}

    // MARK: Appearance (R-AS1; the state machine is in Presentation/UIViewController+Appearance)

    /// The view is about to enter a visible window (pushed, presented, its window shown).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in a visible window and any transition bringing it there has finished.
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// The root view's safe area changed (bars appeared, `additionalSafeAreaInsets`).
    open func viewSafeAreaInsetsDidChange() {}
    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Whether this controller's appearance transitions reach its children by themselves. A custom
    /// container that drives its children with `beginAppearanceTransition` returns false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children an appearance transition of this controller reaches: those whose views are
    /// inside its view, when it forwards automatically. The built-in containers name the child
    /// they show.
    var appearanceForwardingChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Insets added to the root view's safe area (R-AL1): room for bars the controller draws.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            TreeWalk.forEach(in: view) { $0.safeAreaDidChange() }
        }
    }

    /// Room the controller's own bars take (a navigation bar, a toolbar, a tab bar): added to the
    /// safe area of its view, so that its children lay out clear of them, as in UIKit.
    var barInsets: UIEdgeInsets = .zero {
        didSet {
            guard barInsets != oldValue, let view = viewIfLoaded else { return }
            TreeWalk.forEach(in: view) { $0.safeAreaDidChange() }
        }
    }

    /// What this controller adds to its root view's safe area.
    var safeAreaAdditions: UIEdgeInsets { additionalSafeAreaInsets.adding(barInsets) }

    // MARK: Layout (R-AL4)

    /// Light or dark for this controller's view and everything in it (the view's own override wins).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
            view.traitsDidChange(previous: view.traits(withStyle: view.style(withControllerOverride: oldValue)))
        }
    }
    /// The traits of the controller's view (the desktop's before the view is loaded).
    open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UIApplication.systemTraitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Before the root view's `layoutSubviews`: override to adjust constraints or frames first.

    open func viewWillLayoutSubviews() {}
    /// After the root view's `layoutSubviews` (its subviews have their frames).
    open func viewDidLayoutSubviews() {}
    /// The root view's turn in the update-constraints pass; the default updates the view's own
    /// constraints (`updateConstraints`). Override to add or change constraints; call super.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Whether the root view's side margins are at least `systemMinimumLayoutMargins` (true, as in
    /// UIKit).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.marginsOrSafeAreaDidChange() }
    }

    /// The smallest leading and trailing margins of the root view. UIKit gives 16 points in a
    /// compact width and 20 in a regular one; XResponder calls a root view narrower than 600
    /// points compact.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) >= 600 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    /// Adds a child (R-AS1). As in UIKit this calls `willMove(toParent:)`; the caller adds the
    /// child's view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else { return }
        childController.removeFromParent()
        childController.movingToParent = true
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Leaves the parent. As in UIKit this calls `didMove(toParent: nil)`; the caller calls
    /// `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        guard let parent else { return }
        movingFromParent = true
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Puts the children in `order` (a container's stack order); only reorders, never adds or drops.
    func reorderChildren(as order: [UIViewController]) {
        guard order.count == children.count, order.allSatisfy({ child in children.contains { $0 === child } }) else { return }
        children = order
    }

    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = true }
    }

    open func didMove(toParent parent: UIViewController?) {
        movingToParent = false
        if parent == nil { movingFromParent = false }
    }

    private func isDescendantController(of controller: UIViewController) -> Bool {
        var current: UIViewController? = parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Presentation (R-AS2; Presentation/UIViewController+Presentation.swift)

    /// The controller that presented this one — or, as in UIKit, the one that presented the
    /// nearest ancestor that was presented.
    public var presentingViewController: UIViewController? {
        presentingStorage ?? presentationRoot.presentingStorage
    }
    /// What this controller presented — or, as in UIKit, what its nearest presenting ancestor did.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? presentationRoot.presentedStorage
    }
    /// Set on the presentation root (the presenter) and on the presented controller.
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?

    /// Presents `viewControllerToPresent` modally over this controller, as its
    /// `modalPresentationStyle` says: full screen, or a sheet over a dimmed backdrop that keeps
    /// input from everything behind it.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one when it was presented itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Shows a controller in the way the nearest container does: pushed by a navigation
    /// controller, presented otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) }
        else { present(vc, animated: true) }
    }

    /// Shows a controller as the detail: in the nearest split view controller's secondary column
    /// (pushed on its stack when collapsed), presented when there is none.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController { splitViewController.showDetailViewController(vc, sender: sender) }
        else { present(vc, animated: true) }
    }

    // What the built-in presented controllers (alerts) choose differently from a sheet.
    /// The style `.automatic` stands for.
    var defaultPresentationStyle: UIModalPresentationStyle { .pageSheet }
    /// Whether a click on the dimmed backdrop dismisses this controller.
    var dismissesOnBackdropClick: Bool { true }
    /// The presented view's frame in a window of `bounds`.
    func presentedFrame(in bounds: CGRect) -> CGRect { PresentationContainerView.presentedFrame(for: self, in: bounds) }
    /// The presented view is in the window, its transition under way.
    func presentationDidAddView() {}

    // MARK: Responder chain

    /// A presented controller answers its presenter; otherwise the root view's superview (the window
    /// for a window's root controller, a view of the parent's hierarchy for a child controller).
    open override var next: UIResponder? {
        if let presentingStorage { return presentingStorage }
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    override var responderWindow: UIWindow? { loadedView?.window }
}
