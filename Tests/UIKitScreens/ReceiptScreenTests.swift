import Foundation
import Testing
import XResponder
import XResponderTesting

/// The receipt screen builds in Swift 5 mode and behaves as on iOS (issue #46, R-BR3).
@Suite("UIKit screens in Swift 5 mode: string drawing, image contexts, selector observers, open URL, status bar and resize (R-BR3)")
@MainActor
struct ReceiptScreenTests {
    @Test("R-BR3: the receipt measures and draws its lines, saves an image, hears a keyboard notification, shrinks its total, and resizes")
    func receiptScreen() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = ReceiptViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
        #expect(abs(screen.receipt.rowHeight - (lineHeight + 6)) <= 1)
        #expect(screen.receipt.frame.height == screen.receipt.rowHeight * 3)
        let image = try #require(screen.receipt.snapshotImage())
        #expect(image.size == screen.receipt.bounds.size)
        #expect(screen.preferredStatusBarStyle == .lightContent && screen.supportedInterfaceOrientations == .portrait)

        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 300, width: 390, height: 300))])
        #expect(screen.keyboardHeight == 300)

        screen.contactSupport()
        #expect(screen.openResult == false, "no per-app settings page on Linux")
        #expect(screen.note.placeholder == "Add a note")

        input.resize(window, to: CGSize(width: 500, height: 600))
        #expect(screen.transitions == [CGSize(width: 500, height: 600)], "alongside the resize, at the new size")
    }
}
