import Foundation
import Testing
@testable import XResponder

/// A controller that logs its lifecycle callbacks as "name:callback".
@MainActor
final class LifecycleController: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() { log.add("\(name):loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); log.add("\(name):viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name):willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name):didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name):willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name):didDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent); log.add("\(name):willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent); log.add("\(name):didMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange(); log.add("\(name):safeArea") }
}

@Suite("Application structure: lifecycle, navigation, presentation (R-AS1, R-AS2)", .tearsDownTestTrees)
@MainActor
struct ApplicationStructureTests {
    func window(_ h: Harness, root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func appearanceEntries(_ log: EventLog) -> [String] {
        log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test("R-AS1: a window's root controller loads, then appears once when the window is shown; hiding it disappears")
    func rootControllerLifecycle() {
        let h = Harness()
        let root = LifecycleController("root", log: h.log)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.rootViewController = root
        #expect(h.log.entries == ["root:loadView", "root:viewDidLoad"])   // hidden window: not yet
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()                                           // no second appearance
        #expect(h.log.entries == ["root:loadView", "root:viewDidLoad", "root:willAppear", "root:didAppear"])
        h.log.clear()
        window.isHidden = true
        #expect(h.log.entries == ["root:willDisappear", "root:didDisappear"])
        h.log.clear()
        window.isHidden = false
        window.rootViewController = LifecycleController("other", log: h.log)
        #expect(h.log.entries == ["root:willAppear", "root:didAppear", "other:loadView", "other:viewDidLoad",
                                  "root:willDisappear", "root:didDisappear", "other:willAppear", "other:didAppear"])
        #expect(window.rootViewController?.view.superview === window)
    }

    @Test("R-AS1: child containment — addChild calls willMove, the view appears with it, removeFromParent calls didMove(nil)")
    func childContainment() {
        let h = Harness()
        let parent = LifecycleController("parent", log: h.log)
        _ = window(h, root: parent)
        h.log.clear()
        let child = LifecycleController("child", log: h.log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(h.log.entries == ["child:willMove(parent)", "child:loadView", "child:viewDidLoad",
                                  "child:willAppear", "child:didAppear", "child:didMove(parent)"])
        #expect(parent.children.count == 1 && child.parent === parent)
        h.log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(h.log.entries == ["child:willMove(nil)", "child:willDisappear", "child:didDisappear", "child:didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("R-AS1: appearance reaches children in a parent's transition, parents first, once each")
    func appearanceForwardsToChildren() {
        let h = Harness()
        let parent = LifecycleController("parent", log: h.log)
        let child = LifecycleController("child", log: h.log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        h.log.clear()
        let window = window(h, root: parent)
        #expect(appearanceEntries(h.log) == ["parent:willAppear", "child:willAppear", "parent:didAppear", "child:didAppear"])
        h.log.clear()
        window.isHidden = true
        #expect(appearanceEntries(h.log) == ["parent:willDisappear", "child:willDisappear", "parent:didDisappear", "child:didDisappear"])
    }

    @Test("R-AS2: push and pop run the appearance callbacks in UIKit's order; the slide animates on the clock")
    func navigationPushPop() {
        let h = Harness()
        let first = LifecycleController("first", log: h.log)
        let navigation = UINavigationController(rootViewController: first)
        let window = window(h, root: navigation)
        #expect(appearanceEntries(h.log) == ["first:willAppear", "first:didAppear"])
        #expect(first.navigationController === navigation && navigation.topViewController === first)
        // The content lies beneath the bar; its safe area starts below the bar.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(first.view.frame == window.bounds && first.view.safeAreaInsets.top == 44)

        h.log.clear()
        let second = LifecycleController("second", log: h.log)
        navigation.pushViewController(second, animated: true)
        #expect(h.log.entries == ["second:willMove(parent)", "second:loadView", "second:viewDidLoad",
                                  "first:willDisappear", "second:willAppear"])
        #expect(navigation.viewControllers.count == 2 && second.isMovingToParent)
        h.input.advance(by: 0.1)
        navigation.view.setNeedsLayout()                                        // the bars laid out mid-slide
        window.layoutIfNeeded()
        let sliding = h.app.viewAnimator.withPresentationValues { second.view.transform.tx }
        #expect(sliding > 0 && sliding < 400)                                   // still sliding in
        #expect(second.view.center == CGPoint(x: 200, y: 300) && second.view.bounds.size == window.bounds.size)
        h.input.advance(by: 0.4)
        #expect(Array(h.log.entries.suffix(3)) == ["first:didDisappear", "second:didAppear", "second:didMove(parent)"])
        #expect(first.view.superview == nil && second.view.superview === navigation.view)
        #expect(navigation.navigationBar.topItem?.title == "second" && navigation.navigationBar.backItem?.title == "first")

        // The back button pops.
        h.log.clear()
        let back = navigation.navigationBar.subviews.first { $0.accessibilityIdentifier == "back" }!
        h.input.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        h.input.advance(by: 0.5)
        #expect(h.log.entries == ["second:willMove(nil)", "second:willDisappear", "first:willAppear",
                                  "second:didDisappear", "first:didAppear", "second:didMove(nil)"])
        #expect(navigation.viewControllers.map { $0 as AnyObject } .elementsEqual([first]) { $0 === $1 })
        #expect(second.parent == nil && second.view.superview == nil && first.view.superview === navigation.view)
    }

    @Test("R-AS2: popToRoot, setViewControllers and a push during a push leave the stack and the views exact")
    func navigationStackOperations() {
        let h = Harness()
        let controllers = (0..<4).map { LifecycleController("c\($0)", log: h.log) }
        let navigation = UINavigationController(rootViewController: controllers[0])
        _ = window(h, root: navigation)
        navigation.pushViewController(controllers[1], animated: true)
        navigation.pushViewController(controllers[2], animated: true)   // finishes the first push at once
        navigation.pushViewController(controllers[2], animated: true)   // already in the stack: refused
        h.input.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.view.subviews.filter { $0 !== navigation.navigationBar && $0 !== navigation.toolbar }.count == 1)
        h.log.clear()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && navigation.topViewController === controllers[0])
        #expect(appearanceEntries(h.log) == ["c2:willDisappear", "c0:willAppear", "c2:didDisappear", "c0:didAppear"])
        #expect(controllers[1].parent == nil && controllers[2].parent == nil)
        navigation.setViewControllers([controllers[0], controllers[3]], animated: false)
        #expect(navigation.topViewController === controllers[3] && controllers[3].appearanceState == .appeared)
        #expect(controllers[0].appearanceState == .disappeared)
        #expect(navigation.navigationBar.items?.count == 2)
        for _ in 0..<100 {   // repeated use: nothing accumulates
            navigation.pushViewController(UIViewController(), animated: true)
            h.input.advance(by: 0.05)
            navigation.popViewController(animated: true)
        }
        h.input.advance(by: 0.5)
        #expect(navigation.viewControllers.count == 2 && navigation.view.subviews.count == 3)
    }

    @Test("R-AS2: bar button items send their action to their target; system items draw symbols or titles")
    func barButtonItems() {
        let h = Harness()
        final class Screen: UIViewController {
            var added = 0, edited = 0
            func add(_ sender: Any?) { added += 1 }
            func edit() { edited += 1 }
        }
        let screen = Screen()
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: screen,
                                                                    action: Selector("add:", Screen.add))
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: screen,
                                                                   action: Selector("edit", Screen.edit))
        let navigation = UINavigationController(rootViewController: screen)
        let window = window(h, root: navigation)
        let buttons = navigation.navigationBar.subviews.compactMap { $0 as? BarButton }
        #expect(buttons.count == 2)
        for button in buttons {
            h.input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        }
        #expect(screen.added == 1 && screen.edited == 1)
        let add = buttons.first { $0.item?.systemItem == .add }!
        #expect(add.image(for: .normal) != nil && add.frame.maxX == 392)
        // Items change while shown: the bar follows.
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in })]
        #expect(navigation.navigationBar.subviews.compactMap { $0 as? BarButton }.contains { $0.title(for: .normal) == "Done" })
        screen.title = "Renamed"
        #expect(screen.navigationItem.title == "Renamed")
    }

    @Test("R-AS2: a sheet appears over a dimmed backdrop that swallows input; the presenter stays; dismiss restores")
    func sheetPresentation() {
        let h = Harness()
        let root = LifecycleController("root", log: h.log)
        let window = window(h, root: root)
        var rootTaps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 560, width: 400, height: 40)
        button.addAction(UIAction { _ in rootTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        h.log.clear()
        let sheet = LifecycleController("sheet", log: h.log)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.modalPresentationStyle == .pageSheet && sheet.isBeingPresented)
        h.input.advance(by: 0.5)
        #expect(completed && !sheet.isBeingPresented)
        #expect(appearanceEntries(h.log) == ["sheet:willAppear", "sheet:didAppear"])   // the presenter stays
        #expect(sheet.view.frame.minY == 40 && sheet.view.layer.cornerRadius == 10)
        // Modal: a click on the presenter's button reaches the backdrop, not the button; the
        // backdrop click dismisses the sheet.
        h.input.tap(at: CGPoint(x: 200, y: 20))
        #expect(rootTaps == 0)
        h.input.advance(by: 0.5)
        #expect(root.presentedViewController == nil && sheet.view.superview == nil)
        #expect(appearanceEntries(h.log).suffix(2) == ["sheet:willDisappear", "sheet:didDisappear"])
        h.input.tap(at: CGPoint(x: 200, y: 580))
        #expect(rootTaps == 1)
        _ = window
    }

    @Test("R-AS2: full screen hides the presenter (it disappears); a child of the presenter presents through its root")
    func fullScreenPresentation() {
        let h = Harness()
        let first = LifecycleController("first", log: h.log)
        let navigation = UINavigationController(rootViewController: first)
        _ = window(h, root: navigation)
        h.log.clear()
        let modal = LifecycleController("modal", log: h.log)
        modal.modalPresentationStyle = .fullScreen
        first.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)       // UIKit presents from the root
        #expect(appearanceEntries(h.log) == ["modal:willAppear", "first:willDisappear", "modal:didAppear", "first:didDisappear"])
        // As in UIKit, a child answers what its presenting ancestor presented.
        #expect(first.presentedViewController === modal && navigation.presentedViewController === modal)
        h.log.clear()
        modal.dismiss(animated: false)                               // a presented controller dismisses itself
        #expect(appearanceEntries(h.log) == ["modal:willDisappear", "first:willAppear", "modal:didDisappear", "first:didAppear"])
        #expect(navigation.presentedViewController == nil && modal.presentingViewController == nil)
        // Presenting twice is refused, not stacked.
        first.present(LifecycleController("a", log: h.log), animated: false)
        first.present(LifecycleController("b", log: h.log), animated: false)
        #expect(navigation.presentedViewController?.title == "a")
    }

    @Test("R-AS2: dismissing a presenter takes what its presented controller presented too, at once")
    func dismissStackedPresentations() {
        let h = Harness()
        let root = LifecycleController("root", log: h.log)
        let window = window(h, root: root)
        let sheet = LifecycleController("sheet", log: h.log)
        let alert = LifecycleController("alert", log: h.log)
        root.present(sheet, animated: false)
        sheet.present(alert, animated: false)
        #expect(window.subviews.count == 3 && sheet.presentedViewController === alert)
        h.log.clear()
        root.dismiss(animated: true)
        h.input.advance(by: 0.5)
        #expect(appearanceEntries(h.log) == ["alert:willDisappear", "alert:didDisappear",
                                             "sheet:willDisappear", "sheet:didDisappear"])
        #expect(window.subviews.count == 1 && root.presentedViewController == nil && alert.presentingViewController == nil)
    }

    @Test("R-AS2: a tab bar controller switches tabs with appearance callbacks; its bar sits under the content")
    func tabBarController() {
        let h = Harness()
        let one = LifecycleController("one", log: h.log)
        let two = LifecycleController("two", log: h.log)
        two.tabBarItem = UITabBarItem(title: "Two", image: UIImage(systemName: "star"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: one), two]
        let window = window(h, root: tabs)
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.items?.count == 2)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 551, width: 400, height: 49))
        #expect(one.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        h.log.clear()
        let tab = tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityIdentifier == "Two" }!
        h.input.tap(at: tab.convert(CGPoint(x: tab.bounds.midX, y: tab.bounds.midY), to: window))
        #expect(tabs.selectedViewController === two && tabs.tabBar.selectedItem === two.tabBarItem)
        #expect(appearanceEntries(h.log) == ["one:willDisappear", "two:willAppear", "one:didDisappear", "two:didAppear"])
        #expect(two.tabBarController === tabs)
    }

    @Test("R-AS2: a toolbar lays its items out with flexible spaces; the navigation toolbar shows the top's items")
    func toolbar() {
        let h = Harness()
        let screen = UIViewController()
        screen.toolbarItems = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        _ = window(h, root: navigation)
        let buttons = navigation.toolbar.subviews.compactMap { $0 as? BarButton }
        #expect(buttons.count == 2 && buttons[0].frame.minX == 8 && buttons[1].frame.maxX == 392)
        #expect(navigation.toolbar.frame.maxY == 600 && screen.view.safeAreaInsets.bottom == 44)
        // edgesForExtendedLayout = []: the view lies between the bars, its safe area clear of them.
        screen.edgesForExtendedLayout = []
        navigation.view.layoutIfNeeded()
        #expect(screen.view.frame == CGRect(x: 0, y: 44, width: 400, height: 512))
        #expect(screen.view.safeAreaInsets == .zero)
    }
}
