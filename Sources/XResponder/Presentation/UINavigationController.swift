import Foundation

/// A stack of controllers with a navigation bar (R-AS2): push slides the new controller in from
/// the trailing edge, pop slides it out, the bar shows the top controller's navigation item with a
/// back button to the one beneath, and an optional toolbar shows the top controller's
/// `toolbarItems`.
///
/// The stack is the controller's `children`, bottom first. Only the top controller's view is in the
/// hierarchy, except while a transition animates; appearance callbacks run in UIKit's order (the
/// old top's `viewWillDisappear`, then the new top's `viewWillAppear`, the animation, then
/// `viewDidDisappear` and `viewDidAppear`). A push or pop asked for while one animates finishes
/// the running one first.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public static let hideShowBarDuration: CGFloat = 0.2
    /// How long a push or pop slides.
    static let transitionDuration: TimeInterval = 0.35

    public private(set) var navigationBar = UINavigationBar(frame: .zero)
    public private(set) var toolbar: UIToolbar! = {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isHidden = true   // UIKit's default: `isToolbarHidden` is true
        return toolbar
    }()
    open weak var delegate: UINavigationControllerDelegate?
    /// A pan from the leading edge pops the top controller when released past a third of the width.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// The transition under way (R-BR2): ending it ends its appearance callbacks and removes views.
    private var currentTransition: ControllerTransition?
    /// The edge pan's interaction, handed to the pop it begins when the pop slides the library's way.
    private var pendingInteractivePop: UIPercentDrivenInteractiveTransition?
    /// The edge pan driving a pop now.
    private var edgePanInteraction: UIPercentDrivenInteractiveTransition?
    /// The edge pan's delegate (UIKit's is a private object too); an app may replace it.
    private lazy var popGate = InteractivePopGate(navigation: self)

    /// Whether the edge pan may begin: something to pop, no transition running, and no pop
    /// animator of the delegate's.
    var mayBeginInteractivePop: Bool {
        guard children.count > 1, currentTransition == nil, let top = topViewController else { return false }
        return delegate?.navigationController(self, animationControllerFor: .pop, from: top, to: children[children.count - 2]) == nil
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A stack with `rootViewController` at the bottom (designated, as in UIKit: subclasses override it).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Custom bar classes are accepted; the standard bars are used.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }

    /// The top controller, or what it presented.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible ?? presentedViewController
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }), viewController.parent == nil,
              viewController !== self else {
            EventTrace.log("push refused: \(viewController.traceName) is already in a container")
            return
        }
        finishRunningTransition()
        let old = topViewController
        let stackBefore = children
        addChild(viewController)
        navigationBar.pushItem(barItem(for: viewController), animated: animated)
        show(viewController, replacing: old, removing: [], pushing: true, animated: animated, stackBefore: stackBefore)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        finishRunningTransition()
        guard children.count > 1, let top = topViewController else { return nil }
        pop(down: [top], animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return [] }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishRunningTransition()
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        pop(down: popped, animated: animated)
        return popped
    }

    /// Replaces the stack. The old top disappears and the new one appears (animated as a push when
    /// the new top was not in the stack, as a pop otherwise); controllers no longer in the stack leave it.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishRunningTransition()
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) && controller !== self {
            unique.append(controller)
        }
        let old = topViewController
        let stackBefore = children
        let leaving = children.filter { child in !unique.contains { $0 === child } }
        let wasInStack = unique.last.map { new in children.contains { $0 === new } } ?? false
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in unique where controller.parent !== self { addChild(controller) }
        // The order of `children` becomes the stack's order.
        reorderChildren(as: unique + leaving)
        navigationBar.setItems(unique.map(barItem(for:)), animated: animated)
        guard let new = unique.last else { return }
        if new === old {
            for controller in leaving { leave(controller) }
            return
        }
        show(new, replacing: old, removing: leaving, pushing: !wasInStack, animated: animated, stackBefore: stackBefore)
    }

    // MARK: Bars

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutBars()
    }

    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
        layoutBars()
    }

    /// The top controller's toolbar items changed.
    func barContentDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    // MARK: View

    open override func loadView() {
        let container = ContainerRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.backgroundColor = .systemBackground
        container.onLayout = { [weak self] in self?.layoutBars() }
        view = container
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.autoresizingMask = [.flexibleWidth]
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.delegate = popGate
        edgePan.addTarget { [weak self] recognizer in self?.edgePanChanged(recognizer as! UIScreenEdgePanGestureRecognizer) }
        container.addGestureRecognizer(edgePan)
        interactivePopGestureRecognizer = edgePan
        if let top = topViewController {
            install(top)
            toolbar.setItems(top.toolbarItems, animated: false)
        }
    }

    /// A pan from the leading edge pops the top controller following the finger, as in UIKit:
    /// let go past half the width (or flicked), it finishes; otherwise it slides back. With an
    /// animator of the delegate's, the swipe does not begin (`InteractivePopGate`), so an app's own
    /// edge recognizer drives its pops, as in UIKit.
    private func edgePanChanged(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = recognizer.translation(in: view).x / width
        switch recognizer.state {
        case .began:
            guard children.count > 1, currentTransition == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            pendingInteractivePop = interaction
            popViewController(animated: true)
            pendingInteractivePop = nil
            if currentTransition?.isInteractive == true { edgePanInteraction = interaction }
        case .changed:
            edgePanInteraction?.update(progress)
        case .ended:
            guard let interaction = edgePanInteraction else { return }
            edgePanInteraction = nil
            if progress > 0.5 || recognizer.velocity(in: view).x > 500 { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            edgePanInteraction?.cancel()
            edgePanInteraction = nil
        default:
            break
        }
    }

    /// What the bar shows for `controller`: its item; for a navigation controller pushed onto this
    /// one (a collapsed split view's detail, UIKit's nested navigation controller), its top
    /// controller's, since the nested one's own bar is hidden (`layoutBars`). Written-down limit:
    /// the outer bar follows the nested controller's top as it was when pushed.
    private func barItem(for controller: UIViewController) -> UINavigationItem {
        (controller as? UINavigationController)?.topViewController?.navigationItem ?? controller.navigationItem
    }

    /// Set while this controller's bar is hidden because it is nested in another navigation
    /// controller, whose bar shows its top item; shown again when it leaves.
    private var barHiddenForNesting = false

    /// Bars at the top and bottom of the safe area; the content fills the view beneath them, with
    /// the bars in its safe area (`barInsets`), as UIKit extends content under bars.
    func layoutBars() {
        guard let view = viewIfLoaded else { return }
        let nested = parent is UINavigationController
        if nested, !navigationBar.isHidden {
            navigationBar.isHidden = true
            barHiddenForNesting = true
        } else if !nested, barHiddenForNesting {
            navigationBar.isHidden = false
            barHiddenForNesting = false
        }
        let outer = view.safeAreaInsets.subtracting(barInsets)
        let top = navigationBar.isHidden ? 0 : navigationBar.preferredHeight
        let bottom = toolbar.isHidden ? 0 : UIToolbar.standardHeight
        navigationBar.frame = CGRect(x: 0, y: outer.top, width: view.bounds.width, height: top)
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - outer.bottom - bottom, width: view.bounds.width, height: bottom)
        barInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        if let top = topViewController, let content = top.viewIfLoaded, content.superview === view {
            place(content, at: contentFrame(for: top, in: view.bounds))
        }
        view.bringSubviewToFront(navigationBar)
        view.bringSubviewToFront(toolbar)
    }

    /// Puts `controller`'s view in place beneath the bars.
    private func install(_ controller: UIViewController) {
        guard let view = viewIfLoaded else { return }
        let content: UIView = controller.view
        place(content, at: contentFrame(for: controller, in: view.bounds))
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: navigationBar)
    }

    /// Sets the view's untransformed frame through its center and size, so that a view sliding
    /// (its transform animating) keeps sliding when the bars are laid out meanwhile.
    private func place(_ content: UIView, at frame: CGRect) {
        content.bounds.size = frame.size
        content.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The whole view, less the bars along edges the controller does not extend under
    /// (`edgesForExtendedLayout`); its safe area then excludes only the bars it lies under.
    private func contentFrame(for controller: UIViewController, in bounds: CGRect) -> CGRect {
        var frame = bounds
        let edges = controller.edgesForExtendedLayout
        if !edges.contains(.top), !navigationBar.isHidden { frame.origin.y = navigationBar.frame.maxY; frame.size.height -= navigationBar.frame.maxY - bounds.minY }
        if !edges.contains(.bottom), !toolbar.isHidden { frame.size.height = max(0, toolbar.frame.minY - frame.minY) }
        return frame
    }

    // MARK: Transitions

    private var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Shows `new` in place of `old`: appearance callbacks, the transition (the delegate's animator
    /// or the library's slide), then `removing` leave. A cancelled (interactive) transition puts
    /// the stack back as `stackBefore`.
    private func show(_ new: UIViewController, replacing old: UIViewController?, removing: [UIViewController],
                      pushing: Bool, animated: Bool, stackBefore: [UIViewController]) {
        delegate?.navigationController(self, willShow: new, animated: animated)
        tabBarController?.viewIfLoaded?.setNeedsLayout()   // hidesBottomBarWhenPushed
        toolbar.setItems(new.toolbarItems, animated: animated)
        guard let view = viewIfLoaded else {
            for controller in removing { leave(controller) }
            if pushing { new.didMove(toParent: self) }
            return
        }
        new.loadViewIfNeeded()   // UIKit loads the incoming view before any appearance callback
        let visible = isOnScreen
        let animate = animated && visible && old != nil && UIView.areAnimationsEnabled
        for controller in [old, new].compactMap({ $0 }) { controller.appearanceIsDrivenByTransition = true }
        if visible {
            old?.beginAppearanceTransition(false, animated: animate)
            new.beginAppearanceTransition(true, animated: animate)
        }
        let finish: @MainActor (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            self.currentTransition = nil
            self.transitionInProgress = nil
            old?.transitionInProgress = nil
            new.transitionInProgress = nil
            if completed {
                if let old, old !== new { old.viewIfLoaded?.removeFromSuperview(); old.viewIfLoaded?.transform = .identity }
                new.viewIfLoaded?.transform = .identity
                // An animator of the delegate's put the view where it liked: beneath the bars again.
                self.install(new)
                if visible {
                    old?.endAppearanceTransition()
                    new.endAppearanceTransition()
                }
            } else {
                new.viewIfLoaded?.removeFromSuperview()
                new.viewIfLoaded?.transform = .identity
                old?.viewIfLoaded?.transform = .identity
                if let old { self.install(old) }
                if visible {
                    new.beginAppearanceTransition(false, animated: animate)
                    new.endAppearanceTransition()
                    old?.beginAppearanceTransition(true, animated: animate)
                    old?.endAppearanceTransition()
                }
            }
            for controller in [old, new].compactMap({ $0 }) { controller.appearanceIsDrivenByTransition = false }
            guard completed else {
                self.restore(stackBefore)
                return
            }
            for controller in removing { self.leave(controller) }
            if pushing { new.didMove(toParent: self) }
            self.delegate?.navigationController(self, didShow: new, animated: animate)
        }
        guard animate, let old, let oldView = old.viewIfLoaded, let newView = new.viewIfLoaded else {
            install(new)
            finish(true)
            return
        }
        let operation: Operation = pushing ? .push : .pop
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new)
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil && !pushing ? pendingInteractivePop : nil)
        let frame = contentFrame(for: new, in: view.bounds)
        if custom == nil { install(new) } else { place(newView, at: frame) }
        let transition = ControllerTransition(
            summary: "\(pushing ? "push" : "pop") \(new.traceName)", container: view, animated: true, style: .none,
            from: old, to: new, fromView: oldView, toView: newView,
            frames: [(old, oldView.frame, oldView.frame), (new, frame, frame)])
        currentTransition = transition
        old.transitionInProgress = transition
        new.transitionInProgress = transition
        transitionInProgress = transition
        let width = view.bounds.width
        // UIKit's slide: the incoming view from the trailing edge, the outgoing a third of the way
        // out beneath it (reversed for a pop, with the popped view above).
        let system = SystemTransitionAnimator(duration: Self.transitionDuration, options: [.curveEaseInOut], prepare: {
            if !pushing { view.insertSubview(newView, belowSubview: oldView) }
            newView.transform = CGAffineTransform(translationX: pushing ? width : -width / 3, y: 0)
        }, animations: {
            newView.transform = .identity
            oldView.transform = CGAffineTransform(translationX: pushing ? -width / 3 : width, y: 0)
        })
        transition.start(animator: custom, system: system, interaction: interaction, ended: finish)
    }

    /// Puts the stack back after a cancelled transition: its order, the bar's items, the toolbar;
    /// controllers whose push was cancelled leave.
    private func restore(_ stack: [UIViewController]) {
        for child in children where !stack.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            leave(child)
        }
        reorderChildren(as: stack)
        navigationBar.setItems(stack.map(barItem(for:)), animated: false)
        if let top = stack.last { toolbar.setItems(top.toolbarItems, animated: false) }
    }

    /// Pops `popped` (the top of the stack, bottom first) to show what is beneath.
    private func pop(down popped: [UIViewController], animated: Bool) {
        let stackBefore = children
        for controller in popped { controller.willMove(toParent: nil) }
        let remaining = children.filter { child in !popped.contains { $0 === child } }
        navigationBar.setItems(remaining.map(barItem(for:)), animated: animated)
        reorderChildren(as: remaining + popped)
        guard let new = remaining.last else { return }
        show(new, replacing: popped.last, removing: popped, pushing: false, animated: animated, stackBefore: stackBefore)
    }

    /// `controller` leaves the stack (its `willMove(toParent: nil)` was called): its view goes and it
    /// leaves the children.
    private func leave(_ controller: UIViewController) {
        if controller.viewIfLoaded?.superview === viewIfLoaded { controller.viewIfLoaded?.removeFromSuperview() }
        if controller.parent === self { controller.removeFromParent() }
    }

    /// Ends an animating transition at once (a second push or pop while one runs).
    private func finishRunningTransition() {
        currentTransition?.completeTransition(true)
    }
}
