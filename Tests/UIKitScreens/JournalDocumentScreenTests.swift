import Foundation
import Testing
import XResponder
import XResponderTesting

/// The journal screen, driven as a user would: the document opens into the text view, typing
/// marks it changed, UIDocument autosaves it, and closing saves what is left (issue #51, R-DA3).
@Suite("UIKit screens in Swift 5 mode: a UIDocument-based editor (R-DA3)")
@MainActor
struct JournalDocumentScreenTests {
    @Test("R-DA3: the journal opens its file into the text view, autosaves what is typed, and saves the rest when the editor goes")
    func journal() throws {
        _ = UIApplication.launch(clock: ManualClock())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xr-journal-\(UUID().uuidString).txt")
        try "Day one.".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let journal = JournalViewController()
        journal.document = JournalDocument(fileURL: file)
        let navigation = UINavigationController(rootViewController: journal)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        input.runUntilIdle()
        #expect(journal.textView.text == "Day one." && journal.title == file.deletingPathExtension().lastPathComponent)

        #expect(journal.textView.becomeFirstResponder())
        journal.textView.selectedRange = NSRange(location: 8, length: 0)
        input.typeText(" Rain.")
        #expect(journal.document?.hasUnsavedChanges == true)
        input.advance(by: UIDocument.autosaveDelay + 1)
        #expect((try? String(contentsOf: file, encoding: .utf8)) == "Day one. Rain.")
        #expect(journal.document?.hasUnsavedChanges == false)

        input.typeText(" Sun.")
        navigation.setViewControllers([UIViewController()], animated: false)
        input.runUntilIdle()
        #expect((try? String(contentsOf: file, encoding: .utf8)) == "Day one. Rain. Sun.")
        #expect(journal.document?.documentState == .closed)
    }
}
