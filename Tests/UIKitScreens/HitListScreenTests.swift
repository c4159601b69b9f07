import CoreData
import Foundation
import Testing
import XResponder
import XResponderTesting

/// The Core Data name list used as a person would (issue #52, R-CD1/R-CD2): names added through
/// the alert are saved, and a new launch (a new app delegate and container on the same store)
/// lists them in order.
@Suite("UIKit screens in Swift 5 mode: a name list kept with Core Data (R-CD1, R-CD2)")
@MainActor
struct HitListScreenTests {
    /// The alert's button titled `title`, found as a person finds it: on the screen.
    func button(_ title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        return view.subviews.lazy.compactMap { self.button(title, in: $0) }.first
    }

    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("R-CD1/R-CD2: the template's container finds HitList.xcdatamodeld among the resources; names typed into the alert are saved and listed after a relaunch, sorted by localizedCaseInsensitiveCompare:")
    func namesSurviveARelaunch() throws {
        let dataHome = ScratchDataHome("hitlist")
        defer { dataHome.restore() }
        func launch() -> (UIWindow, HitListViewController, HitListAppDelegate) {
            let delegate = HitListAppDelegate()
            let list = HitListViewController()
            list.managedContext = delegate.persistentContainer.viewContext
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (window, list, delegate)
        }
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let (window, list, delegate) = launch()
        #expect(list.people.isEmpty)
        for name in ["Zoe", "Ada", "bob"] {
            let navigationBar = try #require(list.navigationController?.navigationBar)
            tap(try #require(navigationBar.subviews.compactMap { $0 as? UIButton }.first), input)
            input.advance(by: 0.5)
            let alert = try #require(list.presentedViewController as? UIAlertController)
            input.typeText(name)
            alert.view.layoutIfNeeded()
            tap(try #require(button("Save", in: alert.view)), input)
            input.advance(by: 0.5)
            #expect(list.presentedViewController == nil)
        }
        #expect(list.people.compactMap { $0.value(forKey: "name") as? String } == ["Zoe", "Ada", "bob"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(FileManager.default.fileExists(atPath: dataHome.url.path), "the store is under $XDG_DATA_HOME")
        window.isHidden = true
        _ = delegate

        let (_, relaunched, _) = launch()
        #expect(relaunched.people.compactMap { $0.value(forKey: "name") as? String } == ["Ada", "bob", "Zoe"], "sorted by name, case aside")
        let cell = try #require(relaunched.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == "Ada")
    }
}
