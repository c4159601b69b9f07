import Foundation
import Testing
import XResponder
import XResponderTesting

// docs/desktop.md: the page's context menu.

final class CanvasView: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []

    func install() {
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in self.log.append("copy") },
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in self.log.append("mail") }]),
                UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") },
            ])
        }
    }
}

@MainActor @Test func theDocsContextMenuChoosesCopy() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let canvas = CanvasView(frame: window.bounds)
    window.addSubview(canvas)
    canvas.install()
    window.makeKeyAndVisible()
    let press = input.mouseDown(at: CGPoint(x: 20, y: 20), in: window, button: .secondary)
    input.endTouch(press)
    input.pressKey(UIKey(characters: "", keyCode: .keyboardDownArrow))
    input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
    #expect(canvas.log == ["copy"])
    window.isHidden = true
}

// docs/desktop.md: the page's drop well.

final class DropWell: UIView, UIDropInteractionDelegate {
    var files: [URL] = []

    func install() {
        addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: URL.self) { urls in self.files += urls }
    }
}

/// Drags a file URL onto the well.
final class FileChip: UIView, UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: URL(fileURLWithPath: "/tmp/notes.txt")))]
    }
}

@MainActor @Test func theDocsDropWellTakesAFile() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let well = DropWell(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
    let chip = FileChip(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(well)
    window.addSubview(chip)
    well.install()
    chip.addInteraction(UIDragInteraction(delegate: chip))
    window.makeKeyAndVisible()
    let touch = input.mouseDown(at: CGPoint(x: 50, y: 50), in: window)
    input.moveTouch(touch, to: CGPoint(x: 150, y: 60))
    input.moveTouch(touch, to: CGPoint(x: 300, y: 100))
    input.endTouch(touch)
    input.advance(by: 0.1)
    #expect(well.files.map(\.path) == ["/tmp/notes.txt"])
    window.isHidden = true
}

// docs/desktop.md: the main menu's builder (R-DA1), with the key-command sample's controller.

final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        let save = UIKeyCommand(title: "Save", action: Selector("save", DocumentViewController.save),
                                input: "s", modifierFlags: .command)
        builder.insertChild(UIMenu(options: .displayInline, children: [save]), atStartOfMenu: .file)
    }
}

// docs/desktop.md: the document picker's delegate (R-DA3).

final class ImportController: UIViewController, UIDocumentPickerDelegate {
    var opened: [URL] = []

    func importDocuments() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .pdf])
        picker.delegate = self
        picker.allowsMultipleSelection = true
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls where url.startAccessingSecurityScopedResource() {
            defer { url.stopAccessingSecurityScopedResource() }
            opened.append(url)
        }
    }
}

@MainActor @Test func theDocsImportControllerOpensTwoDocuments() {
    _ = UIApplication.launch(clock: ManualClock())
    let files = HeadlessFileChooser()
    files.install()
    defer { files.uninstall() }
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let controller = ImportController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.importDocuments()
    input.advance(by: 0.6)
    #expect(files.dialogs.last?.allowsMultipleSelection == true)
    let chosen = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.pdf")]
    files.choose(chosen)
    input.advance(by: 0.6)
    #expect(controller.opened == chosen)
}

// docs/desktop.md: a UIDocument subclass (R-DA3).

final class NoteDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
    }
}

@MainActor @Test func theDocsNoteDocumentSavesAndOpens() throws {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("xr-doc-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let note = NoteDocument(fileURL: file)
    note.text = "Remember the milk"
    var saved: Bool?
    note.save(to: file, for: .forCreating) { saved = $0 }
    input.runUntilIdle()
    #expect(saved == true)
    let reopened = NoteDocument(fileURL: file)
    reopened.open(completionHandler: nil)
    input.runUntilIdle()
    #expect(reopened.text == "Remember the milk")
}
