import Foundation
import Testing
@testable import XResponder

/// `UISplitViewController` (R-BR1): columns tiled, hidden, overlaid and collapsed as UIKit does,
/// following the window's size class; and from a storyboard's relationships (R-IB3).
@Suite("UISplitViewController: columns, overlay, collapsing (R-BR1)", .tearsDownTestTrees)
@MainActor
struct SplitViewControllerTests {
    final class Named: UIViewController {
        init(_ title: String) { super.init(nibName: nil, bundle: nil); self.title = title }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class Recorder: UISplitViewControllerDelegate {
        var top: UISplitViewController.Column = .secondary
        var events: [String] = []
        var collapseHandled = false
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            events.append("top proposed \(proposedTopColumn)")
            return top
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            events.append("mode \(displayMode)")
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool { collapseHandled }
    }

    func shown(_ split: UISplitViewController, _ h: Harness, width: CGFloat) -> UIWindow {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: width, height: 700))
        window.rootViewController = split
        window.layoutIfNeeded()
        return window
    }

    @Test("R-BR1 a double column in a wide window: a 320-point primary beside the secondary, each in a navigation controller of its own")
    func tiledColumns() throws {
        let h = Harness()
        let split = UISplitViewController(style: .doubleColumn)
        let list = Named("List"), detail = Named("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = shown(split, h, width: 1100)
        #expect(split.viewController(for: .primary) === list && list.splitViewController === split)
        let primaryNavigation = try #require(list.navigationController)
        #expect(split.viewControllers.map { $0 as? UINavigationController } == [primaryNavigation, detail.navigationController])
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(detail.navigationController?.view.frame == CGRect(x: 320, y: 0, width: 780, height: 700))
        split.preferredPrimaryColumnWidthFraction = 0.4
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 440 && detail.view.window === window)
        split.preferredDisplayMode = .secondaryOnly
        window.layoutIfNeeded()
        #expect(primaryNavigation.view.superview == nil && detail.navigationController?.view.frame == window.bounds)
    }

    @Test("R-BR1 a regular window too narrow to tile shows the secondary alone; show(.primary) lays the primary over it, a click on the shade hides it")
    func overlay() throws {
        let h = Harness()
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = Recorder()
        split.delegate = recorder
        let list = Named("List"), detail = Named("Detail")
        split.viewControllers = [list, detail]
        split.preferredPrimaryColumnWidth = 400
        let window = shown(split, h, width: 700)   // regular, but a 400-point primary leaves the secondary too little
        #expect(split.displayMode == .secondaryOnly && list.viewIfLoaded?.window == nil)
        #expect(detail.navigationItem.leftBarButtonItem === split.displayModeButtonItem, "the button that brings the primary back")
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary && recorder.events == ["mode oneOverSecondary"])
        let primaryView = try #require(list.navigationController?.view)
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 400, height: 700) && primaryView.window === window)
        h.input.tap(at: CGPoint(x: 500, y: 300), in: window)   // on the shade over the secondary
        #expect(split.displayMode == .secondaryOnly && primaryView.superview == nil)
    }

    @Test("R-BR1 narrowed to compact, the split view collapses to the primary's stack with the secondary pushed; widened, it expands and puts it back")
    func collapsing() throws {
        let h = Harness()
        let split = UISplitViewController(style: .doubleColumn)
        let recorder = Recorder()
        split.delegate = recorder
        let list = Named("List"), detail = Named("Detail")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = shown(split, h, width: 1100)
        let primaryNavigation = try #require(list.navigationController)
        window.frame.size.width = 390
        window.layoutIfNeeded()
        #expect(split.isCollapsed && recorder.events == ["top proposed secondary", "collapsed"])
        #expect(primaryNavigation.viewControllers == [list, detail] && primaryNavigation.view.frame == window.bounds)
        #expect(detail.view.window === window && detail.navigationController === primaryNavigation)
        // In the collapsed stack a detail shown from the list is pushed.
        let more = Named("More")
        list.showDetailViewController(more, sender: nil)
        #expect(primaryNavigation.topViewController === more)
        window.frame.size.width = 1100
        window.layoutIfNeeded()
        #expect(!split.isCollapsed && recorder.events.last == "expanded")
        #expect(primaryNavigation.viewControllers == [list])
        #expect(list.view.window === window, "after expanding: \(list.view.superview.map { "\(type(of: $0))" } ?? "none")")
        #expect(split.viewControllers.last.flatMap { ($0 as? UINavigationController)?.viewControllers } == [detail, more])
        // The delegate may keep the list on top instead.
        recorder.top = .primary
        window.frame.size.width = 390
        window.layoutIfNeeded()
        #expect(primaryNavigation.viewControllers == [list] && list.view.window === window, "\(split.isCollapsed) \(primaryNavigation.view.window != nil) \(primaryNavigation.view.frame) \(list.view.superview.map { "\(type(of: $0))" } ?? "none")")
    }

    @Test("R-BR1 classic master–detail: the delegate keeps the master alone when collapsed; showDetailViewController replaces the detail when expanded")
    func classicMasterDetail() throws {
        let h = Harness()
        let split = UISplitViewController(nibName: nil, bundle: nil)
        let recorder = Recorder()
        recorder.collapseHandled = true
        split.delegate = recorder
        let master = UINavigationController(rootViewController: Named("Master"))
        let detail = UINavigationController(rootViewController: Named("Detail"))
        split.viewControllers = [master, detail]
        let window = shown(split, h, width: 390)
        #expect(split.isCollapsed && master.view.frame == window.bounds && detail.viewIfLoaded?.window == nil)
        #expect(master.viewControllers.count == 1, "handled by the delegate: nothing pushed")
        window.frame.size.width = 1100
        window.layoutIfNeeded()
        #expect(split.viewControllers == [master, detail] && detail.view.frame.minX == 320)
        let other = Named("Other")
        master.topViewController?.showDetailViewController(other, sender: nil)
        window.layoutIfNeeded()
        #expect(split.viewControllers.last === other && other.view.window === window)
    }

    @Test("R-IB3 a storyboard's split view controller takes its master and detail from relationship segues, in the classic style or the column style Xcode 12 writes")
    func storyboardRelationships() throws {
        func scene(_ id: String, _ body: String) -> String {
            """
                    <scene sceneID="\(id)-scene">
                        <objects>
                            \(body)
                        </objects>
                    </scene>
            """
        }
        let text = StoryboardFixtures.header.replacingOccurrences(of: "initialViewController=\"nav-root\"", with: "initialViewController=\"split\"") + """
            <scenes>
        \(scene("s", """
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="master" kind="relationship" relationship="masterViewController" id="m-seg"/>
                            <segue destination="detail" kind="relationship" relationship="detailViewController" id="d-seg"/>
                        </connections>
                    </splitViewController>
        """))
        \(scene("m", """
                    <navigationController id="master" sceneMemberID="viewController">
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r-seg"/>
                        </connections>
                    </navigationController>
        """))
        \(scene("l", #"<tableViewController id="list" title="Master" sceneMemberID="viewController"/>"#))
        \(scene("d", #"<viewController id="detail" title="Detail" sceneMemberID="viewController"/>"#))
            </scenes>
        </document>
        """
        let (_, window, split) = try StoryboardFixtures.show(text, name: "Split", as: UISplitViewController.self,
                                                             size: CGSize(width: 1100, height: 700))
        #expect(split.style == .unspecified && split.viewControllers.count == 2)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        #expect(master.topViewController is UITableViewController && split.viewControllers.last?.title == "Detail")
        #expect(master.view.frame.width == 320 && split.viewControllers.last?.view.window === window)

        // Xcode 12's "Double Column" style: the same relationships, column style; each column's
        // controller is what was set, shown in a navigation controller of its own.
        let double = text.replacingOccurrences(of: "<splitViewController id=\"split\"", with: "<splitViewController allowDoubleColumnStyle=\"YES\" id=\"split\"")
        let (_, _, columns) = try StoryboardFixtures.show(double, name: "Split", as: UISplitViewController.self,
                                                          size: CGSize(width: 1100, height: 700))
        #expect(columns.style == .doubleColumn)
        #expect(columns.viewController(for: .secondary)?.title == "Detail")
        #expect(columns.viewControllers.count == 2 && columns.viewControllers.allSatisfy { $0 is UINavigationController })
        // Column relationships alone say the column style too; a supplementary column, three.
        let triple = text.replacingOccurrences(of: "masterViewController", with: "primaryViewController")
            .replacingOccurrences(of: "relationship=\"detailViewController\" id=\"d-seg\"/>",
                                  with: "relationship=\"secondaryViewController\" id=\"d-seg\"/>\n<segue destination=\"detail\" kind=\"relationship\" relationship=\"supplementaryViewController\" id=\"s-seg\"/>")
        let (_, _, three) = try StoryboardFixtures.show(triple, name: "Split", as: UISplitViewController.self,
                                                        size: CGSize(width: 1100, height: 700))
        #expect(three.style == .tripleColumn && three.viewController(for: .supplementary)?.title == "Detail")
    }
}
