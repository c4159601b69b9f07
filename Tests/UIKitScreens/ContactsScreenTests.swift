import Foundation
import Testing
import XResponder
import XResponderTesting

/// The contacts screen runs as it would on iOS (issue #31, R-AS1 … R-AS3).
@Suite("UIKit screens in Swift 5 mode: contacts in a tab bar and a navigation controller, with alerts and a sheet (R-AS1, R-AS2, R-AS3)")
@MainActor
struct ContactsScreenTests {
    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func barButton(_ bar: UIView, titled title: String? = nil) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { title == nil || $0.title(for: .normal) == title }
    }

    @Test("R-AS2 R-AS3: add through an alert, push the detail, open and close a sheet, come back")
    func contactsFlow() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let tabs = makeContactsApp()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(navigation.topViewController as? ContactsViewController)
        #expect(list.appearances == 1 && list.rows.count == 2)
        #expect(tabs.tabBar.items?.map { $0.title } == ["Contacts", "Recents"])

        // The + button asks for a name; typing and Return add the contact.
        tap(try #require(barButton(navigation.navigationBar)), input)
        input.advance(by: 0.5)
        let alert = try #require(list.presentedViewController as? UIAlertController)
        input.typeText("Grace Hopper")
        input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        input.advance(by: 0.5)
        #expect(list.presentedViewController == nil && alert.presentingViewController == nil)
        #expect(list.contacts.map { $0.name }.last == "Grace Hopper" && list.rows.count == 3)

        // A row pushes the detail; its Call button presents a sheet; Hang Up dismisses it.
        window.layoutIfNeeded()
        tap(list.rows[2], input)
        input.advance(by: 0.5)
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(detail.didAppear && detail.title == "Grace Hopper")
        tap(try #require(barButton(navigation.navigationBar, titled: "Call")), input)
        input.advance(by: 0.5)
        let sheet = try #require(detail.presentedViewController as? CallSheetViewController)
        tap(try #require(sheet.view.subviews.first as? UIButton), input)
        input.advance(by: 0.5)
        #expect(detail.presentedViewController == nil)

        // Back to the list: it appears again.
        navigation.popViewController(animated: true)
        input.advance(by: 0.5)
        #expect(navigation.topViewController === list && list.appearances == 2)
    }
}
