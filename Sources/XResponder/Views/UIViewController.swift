import Foundation

/// Manages a view hierarchy and sits in the responder chain right after its root view (R-D2).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public override init() {
        super.init()
    }

    isolated deinit {
        if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
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
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    open func viewDidLoad() {}

    /// Insets added to the root view's safe area (R-AL1): room for bars the controller draws.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            TreeWalk.forEach(in: view) { $0.safeAreaDidChange() }
        }
    }

    // MARK: Layout (R-AL4)

    /// Light or dark for this controller's view and everything in it (the view's own override wins).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
            view.traitsDidChange(previous: DesktopAppearance.traitCollection(style: view.style(withControllerOverride: oldValue)))
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

    public func addChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    private func isDescendantController(of controller: UIViewController) -> Bool {
        var current: UIViewController? = parent
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Presentation

    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?

    /// Shows `viewControllerToPresent` over this controller's window, filling it. There is no
    /// animation on X11; `animated` is accepted for source compatibility.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = viewIfLoaded?.window else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presentedView: UIView = viewControllerToPresent.view
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        completion?()
    }

    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        // UIKit: dismissing a presenting controller dismisses what it presented.
        let presented = presentedViewController ?? self
        guard let presenting = presented.presentingViewController else { return }
        presented.viewIfLoaded?.removeFromSuperview()
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
        completion?()
    }

    // MARK: Responder chain

    /// A presented controller answers its presenter; otherwise the root view's superview (the window
    /// for a window's root controller, a view of the parent's hierarchy for a child controller).
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    override var responderWindow: UIWindow? { loadedView?.window }
}
