import Foundation

/// Tabs of controllers (R-AS2): a tab bar along the bottom with each controller's `tabBarItem`,
/// the selected controller's view above it. Switching tabs makes the old controller disappear and
/// the new one appear (no animation, as in UIKit) — unless the delegate gives an animator, which
/// then runs the switch as a custom transition (UITabBarController+Transitions.swift).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    public private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.delegate = self
        return bar
    }()
    open weak var delegate: UITabBarControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    var selectedStorage: UIViewController?
    /// The switch a delegate's animator is running.
    var tabTransition: ControllerTransition?

    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set {
            guard let newValue, children.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    open var selectedIndex: Int {
        get { selectedStorage.flatMap { selected in children.firstIndex { $0 === selected } } ?? NSNotFound }
        set { if children.indices.contains(newValue) { select(children[newValue]) } }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for child in children where !new.contains(where: { $0 === child }) {
            if child === selectedStorage { showSelected(nil) }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        reorderChildren(as: new)
        tabBarItemsDidChange()
        if selectedStorage == nil || !new.contains(where: { $0 === selectedStorage }) {
            showSelected(new.first)
        }
    }

    /// A controller's `tabBarItem` was replaced.
    func tabBarItemsDidChange() {
        tabBar.items = children.map { $0.tabBarItem }
        tabBar.selectedItem = selectedStorage?.tabBarItem
    }

    /// The user clicked a tab: the delegate may refuse (the bar goes back to the selected tab), else
    /// the tab is selected and the delegate told.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let controller = children.first(where: { $0.tabBarItem === item }) else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedStorage?.tabBarItem
            return
        }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ controller: UIViewController) {
        guard controller !== selectedStorage else {
            // UIKit: selecting the selected tab again pops its navigation controller to the root.
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
            return
        }
        if let old = selectedStorage, transitionTabs(from: old, to: controller) { return }
        showSelected(controller)
    }

    /// Puts `controller`'s view in place of the selected one's, with appearance callbacks.
    private func showSelected(_ controller: UIViewController?) {
        let old = selectedStorage
        selectedStorage = controller
        tabBar.selectedItem = controller?.tabBarItem
        guard let view = viewIfLoaded else { return }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        for participant in [old, controller].compactMap({ $0 }) { participant.appearanceIsDrivenByTransition = true }
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            controller?.beginAppearanceTransition(true, animated: false)
        }
        old?.viewIfLoaded?.removeFromSuperview()
        if let controller { install(controller, in: view) }
        if visible {
            old?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
        for participant in [old, controller].compactMap({ $0 }) { participant.appearanceIsDrivenByTransition = false }
    }

    func install(_ controller: UIViewController, in view: UIView) {
        let content: UIView = controller.view
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: tabBar)
    }

    open override func loadView() {
        let container = ContainerRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.backgroundColor = .systemBackground
        container.onLayout = { [weak self] in self?.layoutTabBar() }
        view = container
        container.addSubview(tabBar)
        if let selectedStorage { install(selectedStorage, in: container) }
    }

    /// The tab bar along the bottom of the safe area (hidden while the selected navigation
    /// controller's top controller `hidesBottomBarWhenPushed`); the content in the safe area above.
    private func layoutTabBar() {
        guard let view = viewIfLoaded else { return }
        let hidden = (selectedStorage as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed == true
        tabBar.isHidden = hidden
        let outer = view.safeAreaInsets.subtracting(barInsets)
        let height = hidden ? 0 : UITabBar.standardHeight
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - outer.bottom - height, width: view.bounds.width, height: height)
        barInsets = UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        view.bringSubviewToFront(tabBar)
    }
}
