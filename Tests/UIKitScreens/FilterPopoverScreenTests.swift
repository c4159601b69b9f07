import Foundation
import Testing
import XResponder
import XResponderTesting

/// The mailbox's filter popover runs as it would on iOS (R-BR1 popovers).
@Suite("UIKit screens in Swift 5 mode: a popover from a bar button, kept a popover on a narrow window (R-BR1)")
@MainActor
struct FilterPopoverScreenTests {
    @Test("R-BR1: Filter opens a popover below its bar button at its preferred size; a choice and a click outside apply it")
    func filterPopover() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let mailbox = MailboxViewController()
        let navigation = UINavigationController(rootViewController: mailbox)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func settle() { for _ in 0..<30 { input.advance(by: 1.0 / 60) } }
        func click(_ point: CGPoint) {
            input.tap(at: point, type: .indirectPointer)
            settle()
        }

        let filter = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        let filterFrame = filter.convert(filter.bounds, to: nil)
        click(CGPoint(x: filterFrame.midX, y: filterFrame.midY))
        let options = try #require(mailbox.presentedViewController as? FilterOptionsViewController)
        #expect(options.modalPresentationStyle == .popover, "kept a popover in a compact window")
        #expect(options.view.frame.size == CGSize(width: 200, height: 132))
        #expect(options.view.frame.minY >= filterFrame.maxY, "below the bar button: \(options.view.frame)")
        #expect(options.popoverPresentationController?.arrowDirection == .up)

        let flagged = options.buttons[2].convert(options.buttons[2].bounds, to: nil)
        click(CGPoint(x: flagged.midX, y: flagged.midY))
        #expect(mailbox.presentedViewController != nil && mailbox.filter == "All", "still open; not applied yet")
        click(CGPoint(x: 20, y: 600))
        #expect(mailbox.presentedViewController == nil && mailbox.filter == "Flagged")
    }
}
