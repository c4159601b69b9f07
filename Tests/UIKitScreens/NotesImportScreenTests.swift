import Foundation
import Testing
import XResponder
import XResponderTesting

/// The notes import screen, driven as a user would: the bar buttons, and the desktop's file
/// chooser played by `HeadlessFileChooser` (issue #51, R-DA3).
@Suite("UIKit screens in Swift 5 mode: importing and exporting with UIDocumentPickerViewController (R-DA3)")
@MainActor
struct NotesImportScreenTests {
    func tapBarButton(_ title: String, in bar: UIView, _ input: HeadlessInput) throws {
        let button = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title })
        input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    }

    @Test("R-DA3: Import asks for several text files and lists what they hold; Export hands a copy of the notes to where the user chose")
    func importsAndExports() throws {
        _ = UIApplication.launch(clock: ManualClock())
        let files = HeadlessFileChooser()
        files.install()
        defer { files.uninstall() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xr-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Buy milk\n".write(to: folder.appendingPathComponent("milk.txt"), atomically: true, encoding: .utf8)
        try "Call Ana".write(to: folder.appendingPathComponent("ana.txt"), atomically: true, encoding: .utf8)

        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let notes = NotesImportViewController()
        let navigation = UINavigationController(rootViewController: notes)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        input.runUntilIdle()

        try tapBarButton("Import", in: navigation.navigationBar, input)
        input.advance(by: 0.6)
        let dialog = try #require(files.dialogs.last)
        #expect(dialog.isOpening && dialog.allowsMultipleSelection && files.isShowing)
        files.choose([folder.appendingPathComponent("milk.txt"), folder.appendingPathComponent("ana.txt")])
        input.advance(by: 0.6)
        #expect(notes.notes == ["Buy milk", "Call Ana"] && notes.tableView.numberOfRows(inSection: 0) == 2)
        #expect(navigation.presentedViewController == nil)

        try tapBarButton("Export", in: navigation.navigationBar, input)
        input.advance(by: 0.6)
        #expect(files.dialogs.last?.isOpening == false && files.dialogs.last?.suggestedNames == ["Notes.txt"])
        let destination = folder.appendingPathComponent("My Notes.txt")
        files.choose([destination])
        input.advance(by: 0.6)
        #expect(notes.lastExport == destination)
        #expect((try? String(contentsOf: destination, encoding: .utf8)) == "Buy milk\nCall Ana")
    }
}
