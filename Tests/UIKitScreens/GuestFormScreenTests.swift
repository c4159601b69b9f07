import Foundation
import Testing
import XResponder
import XResponderTesting

/// The guest form runs as it would on iOS (R-AL1, R-AL5, R-AP2, R-F6).
@Suite("UIKit screens in Swift 5 mode: a scrolling form pinned to the scroll view's edges (R-AL1, R-AL5, R-AP2, R-F6)")
@MainActor
struct GuestFormScreenTests {
    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("R-AL1 R-AL5 R-AP2 R-F6: the form sets its content size, grows past the window, shows its button's title and takes typing after a tap")
    func guestForm() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let form = GuestFormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Content pinned to the scroll view's edges sets contentSize: 20 + 44 + 20 + 0 + 20 + 44 + 20.
        #expect(form.scrollView.contentSize == CGSize(width: 390, height: 168))
        #expect(form.addButton.titleLabel?.text == "Add guest" && form.addButton.imageView?.image != nil)

        for _ in 0..<5 {
            tap(form.addButton, input)
            input.advance(by: 0.1)
            window.layoutIfNeeded()
        }
        #expect(form.guestFields.count == 5)
        // Five 44-point fields with 12 between them: the content grows past the 400-point window.
        #expect(form.scrollView.contentSize.height == CGFloat(168 + 5 * 44 + 4 * 12))
        #expect(form.guestFields[4].frame.height == 44)

        // A tap on a field makes it first responder despite the tap-anywhere recognizer.
        tap(form.nameField, input)
        input.advance(by: 0.1)
        #expect(form.nameField.isFirstResponder)
        input.typeText("Ada")
        #expect(form.nameField.text == "Ada")
        // A tap on the background ends editing.
        input.tap(at: CGPoint(x: 5, y: 395))
        input.advance(by: 0.1)
        #expect(!form.nameField.isFirstResponder)
    }
}
