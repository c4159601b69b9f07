import Foundation
import Testing
@testable import XResponder

/// A desktop file chooser that records what it was asked and answers when the test says.
@MainActor
final class RecordingFileChooser: FileChooserService {
    final class Session: FileChooserSession {
        var cancelled = false
        func cancel() { cancelled = true }
    }

    var requests: [FileChooserRequest] = []
    var sessions: [Session] = []
    private var pending: ((FileChooserOutcome) -> Void)?

    func choose(_ request: FileChooserRequest, finished: @escaping (FileChooserOutcome) -> Void) -> FileChooserSession {
        requests.append(request)
        pending = finished
        let session = Session()
        sessions.append(session)
        return session
    }

    func answer(_ outcome: FileChooserOutcome) {
        let finished = pending
        pending = nil
        finished?(outcome)
    }
}

@MainActor
final class RecordingPickerDelegate: UIDocumentPickerDelegate {
    var picked: [[URL]] = []
    var cancelled = 0
    /// Whether the picker was gone from the screen when the delegate heard.
    var presentedWhenTold: [Bool] = []
    weak var presenter: UIViewController?

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked.append(urls)
        presentedWhenTold.append(presenter?.presentedViewController != nil)
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelled += 1
        presentedWhenTold.append(presenter?.presentedViewController != nil)
    }
}

/// A scratch folder of files: notes, a PDF, a picture, a hidden file and a subfolder.
struct ScratchFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xr-picker-\(UUID().uuidString)", isDirectory: true)

    init(files: [String: String] = ["Note 10.txt": "ten", "Note 2.txt": "two", "Paper.pdf": "%PDF", "Photo.png": "png", ".hidden.txt": "h"],
         folders: [String] = ["Projects"]) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        for name in folders { try FileManager.default.createDirectory(at: url.appendingPathComponent(name), withIntermediateDirectories: true) }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
    func text(_ name: String) -> String? { (try? Data(contentsOf: file(name))).map { String(decoding: $0, as: UTF8.self) } }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite("UIDocumentPickerViewController: the desktop's chooser, the built-in one, copies and exports (R-DA3)", .serialized, .tearsDownTestTrees)
@MainActor
struct DocumentPickerTests {
    /// A window whose root presents `picker`; the chooser service set for the test.
    func present(_ picker: UIDocumentPickerViewController, _ h: Harness, service: FileChooserService?) -> (UIViewController, RecordingPickerDelegate) {
        DesktopFileChooser.service = service
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let delegate = RecordingPickerDelegate()
        delegate.presenter = root
        picker.delegate = delegate
        root.present(picker, animated: true)
        h.input.advance(by: 0.6)
        return (root, delegate)
    }

    func restoreService() { DesktopFileChooser.service = PortalFileChooser() }

    @Test("R-DA3: the desktop's chooser is asked for the app's types, multiple selection and folder; the files reach the delegate once the picker is gone")
    func asksTheDesktopChooser() throws {
        defer { restoreService() }
        let h = Harness()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let chooser = RecordingFileChooser()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .pdf])
        picker.allowsMultipleSelection = true
        picker.directoryURL = folder.url
        // As public apps write it (iPad's card): the desktop's dialog needs only a clear cover.
        picker.modalPresentationStyle = .formSheet
        #expect(picker.modalPresentationStyle == .overFullScreen)
        let (root, delegate) = present(picker, h, service: chooser)
        let request = try #require(chooser.requests.first)
        #expect(request.kind == .open(multiple: true) && request.folder == folder.url && request.acceptLabel == "Open")
        let patterns = request.filter.portalPatterns.map(\.pattern)
        #expect(patterns == ["*.txt", "*.pdf", "text/plain", "application/pdf"])
        #expect(root.presentedViewController === picker && picker.builtInChooser == nil, "the desktop's dialog, not ours")
        #expect(picker.documentPickerMode == .open)

        chooser.answer(.chosen([folder.file("Note 2.txt"), folder.file("Paper.pdf")]))
        h.input.advance(by: 0.6)
        #expect(delegate.picked == [[folder.file("Note 2.txt"), folder.file("Paper.pdf")]], "opened in place: the files themselves")
        #expect(delegate.presentedWhenTold == [false] && root.presentedViewController == nil)
    }

    @Test("R-DA3: opening asCopy copies into the app's inbox, a taken name numbered; cancelling and dismissing tell the delegate or close the dialog")
    func copiesCancelsAndCloses() throws {
        defer { restoreService() }
        let h = Harness()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let chooser = RecordingFileChooser()
        let inbox = DocumentTransfer.inboxFolder()
        try? FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        try Data("older".utf8).write(to: inbox.appendingPathComponent("Note 2.txt"))
        defer { try? FileManager.default.removeItem(at: inbox) }

        let copying = UIDocumentPickerViewController(forOpeningContentTypes: [.text], asCopy: true)
        let (root, delegate) = present(copying, h, service: chooser)
        #expect(copying.documentPickerMode == .import)
        chooser.answer(.chosen([folder.file("Note 2.txt")]))
        h.input.advance(by: 0.6)
        let copy = try #require(delegate.picked.first?.first)
        #expect(copy == inbox.appendingPathComponent("Note 2 2.txt"), "the inbox's own Note 2.txt is kept")
        #expect((try? String(contentsOf: copy, encoding: .utf8)) == "two" && folder.text("Note 2.txt") == "two")

        let cancelled = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        cancelled.delegate = delegate
        root.present(cancelled, animated: true)
        h.input.advance(by: 0.6)
        chooser.answer(.cancelled)
        h.input.advance(by: 0.6)
        #expect(delegate.cancelled == 1 && root.presentedViewController == nil)

        // The app takes the picker away while the dialog is up: the dialog is closed.
        let dismissed = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        root.present(dismissed, animated: true)
        h.input.advance(by: 0.6)
        root.dismiss(animated: false)
        h.input.advance(by: 0.6)
        #expect(chooser.sessions.last?.cancelled == true)
    }

    @Test("R-DA3: without a desktop chooser the built-in one lists folders first in Finder's order, greys other types, opens folders and picks with a tap")
    func builtInChooserOpens() throws {
        defer { restoreService() }
        let h = Harness()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Data("inside".utf8).write(to: folder.url.appendingPathComponent("Projects/Plan.txt"))
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.directoryURL = folder.url
        let (root, delegate) = present(picker, h, service: nil)
        let chooser = try #require(picker.builtInChooser)
        #expect(chooser.listing.entries.map(\.name) == ["Projects", "Note 2.txt", "Note 10.txt", "Paper.pdf", "Photo.png"])
        #expect(chooser.listing.entries.map(\.isChoosable) == [true, true, true, false, false])
        #expect(chooser.view.frame.width == 560 && chooser.view.frame.midX == 400, "a centred card")

        // A PDF is not choosable: the tap does nothing.
        tapRow(3, of: chooser, h)
        #expect(delegate.picked.isEmpty && root.presentedViewController === picker)
        // A folder opens; its file is picked with one tap.
        tapRow(0, of: chooser, h)
        #expect(chooser.listing.folder.lastPathComponent == "Projects" && chooser.listing.entries.map(\.name) == ["Plan.txt"])
        tapRow(0, of: chooser, h)
        h.input.advance(by: 0.6)
        #expect(delegate.picked == [[folder.url.appendingPathComponent("Projects/Plan.txt")]])
        #expect(root.presentedViewController == nil)
    }

    @Test("R-DA3: the built-in chooser with multiple selection picks the rows chosen with Open; Escape cancels; Alt+Up goes up; a folder picker chooses the folder shown")
    func builtInChooserSelectsSeveral() throws {
        defer { restoreService() }
        let h = Harness()
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text, .image])
        picker.allowsMultipleSelection = true
        picker.directoryURL = folder.url
        let (root, delegate) = present(picker, h, service: nil)
        let chooser = try #require(picker.builtInChooser)
        #expect(!chooser.acceptButton.isEnabled)
        tapRow(1, of: chooser, h)
        tapRow(4, of: chooser, h)
        #expect(chooser.acceptButton.isEnabled && root.presentedViewController === picker)
        tap(chooser.acceptButton, h)
        h.input.advance(by: 0.6)
        #expect(delegate.picked == [[folder.file("Note 2.txt"), folder.file("Photo.png")]])

        let another = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        another.directoryURL = folder.url.appendingPathComponent("Projects")
        another.delegate = delegate
        root.present(another, animated: true)
        h.input.advance(by: 0.6)
        h.input.pressKey(UIKey(characters: "", modifierFlags: .alternate, keyCode: .keyboardUpArrow))
        #expect(another.builtInChooser?.listing.folder.standardizedFileURL.path == folder.url.standardizedFileURL.path)
        h.input.pressKey(UIKey(characters: UIKeyCommand.inputEscape, keyCode: .keyboardEscape))
        h.input.advance(by: 0.6)
        #expect(delegate.cancelled == 1 && root.presentedViewController == nil)

        let folders = UIDocumentPickerViewController(forOpeningContentTypes: [.folder])
        folders.directoryURL = folder.url
        folders.delegate = delegate
        root.present(folders, animated: true)
        h.input.advance(by: 0.6)
        let folderChooser = try #require(folders.builtInChooser)
        #expect(folderChooser.listing.entries.map(\.name) == ["Projects"], "only folders")
        tap(folderChooser.acceptButton, h)
        h.input.advance(by: 0.6)
        #expect(delegate.picked.last == [folder.url])
    }

    @Test("R-DA3: exporting copies or moves the files into the folder chosen; a name already taken asks before replacing")
    func builtInChooserExports() throws {
        defer { restoreService() }
        let h = Harness()
        let source = try ScratchFolder(files: ["Report.txt": "report", "Draft.txt": "draft"], folders: [])
        let destination = try ScratchFolder(files: ["Draft.txt": "old draft"], folders: [])
        defer {
            source.remove()
            destination.remove()
        }
        let copying = UIDocumentPickerViewController(forExporting: [source.file("Report.txt")], asCopy: true)
        copying.directoryURL = destination.url
        let (root, delegate) = present(copying, h, service: nil)
        let chooser = try #require(copying.builtInChooser)
        #expect(chooser.nameField?.text == "Report.txt" && chooser.titleLabel.text == "Export “Report.txt”")
        let field = try #require(chooser.nameField)
        #expect(field.isFirstResponder && field.selectedTextRange.flatMap { field.text(in: $0) } == "Report", "the stem selected")
        tap(chooser.acceptButton, h)
        h.input.advance(by: 0.6)
        #expect(delegate.picked == [[destination.file("Report.txt")]])
        #expect(destination.text("Report.txt") == "report" && source.text("Report.txt") == "report", "a copy")

        let moving = UIDocumentPickerViewController(forExporting: [source.file("Draft.txt")])
        moving.directoryURL = destination.url
        moving.delegate = delegate
        root.present(moving, animated: true)
        h.input.advance(by: 0.6)
        let mover = try #require(moving.builtInChooser)
        tap(mover.acceptButton, h)
        h.input.advance(by: 0.6)
        let alert = try #require(mover.presentedViewController as? UIAlertController, "Draft.txt is taken: asked first")
        #expect(alert.title == "“Draft.txt” already exists." && destination.text("Draft.txt") == "old draft")
        let replace = try #require(alert.actions.first { $0.title == "Replace" })
        var replaceButton: UIButton?
        TreeWalk.forEach(in: alert.view) { if let button = $0 as? UIButton, button.title(for: .normal) == replace.title { replaceButton = button } }
        tap(try #require(replaceButton), h)
        // The alert goes, then the picker: two transitions.
        h.input.advance(by: 1.5)
        #expect(delegate.picked.last == [destination.file("Draft.txt")])
        #expect(destination.text("Draft.txt") == "draft" && source.text("Draft.txt") == nil, "moved, replacing")
        #expect(root.presentedViewController == nil)
    }

    @Test("R-DA3: content types become the desktop's patterns — MIME families, an app's declared type from its Info.plist, everything when nothing narrows")
    func contentTypesBecomePatterns() {
        #expect(DocumentTypeFilter(contentTypes: [.image]).portalPatterns.map(\.pattern) == ["image/*"])
        #expect(DocumentTypeFilter(contentTypes: [.jpeg]).portalPatterns.map(\.pattern) == ["*.jpeg", "*.jpg", "image/jpeg"])
        #expect(DocumentTypeFilter(contentTypes: [.item]).portalPatterns.isEmpty)
        #expect(DocumentTypeFilter(contentTypes: [.pdf, .data]).acceptsEveryFile)
        let info: [String: Any] = ["UTExportedTypeDeclarations": [[
            "UTTypeIdentifier": "com.example.sketch", "UTTypeConformsTo": ["public.data"],
            "UTTypeTagSpecification": ["public.filename-extension": ["sketchy"], "public.mime-type": "application/x-sketchy"],
        ]]]
        let sketch = UTType(exportedAs: "com.example.sketch")
        let declared = DocumentTypeFilter(contentTypes: [sketch], declarations: info)
        #expect(declared.portalPatterns.map(\.pattern) == ["*.sketchy", "application/x-sketchy"])
        #expect(declared.accepts(fileNamed: "Cat.SKETCHY") && !declared.accepts(fileNamed: "Cat.png"))
        #expect(DocumentTypeFilter(contentTypes: [UTType(exportedAs: "com.example.undeclared")], declarations: [:]).acceptsEveryFile)
        let images = DocumentTypeFilter(contentTypes: [.image])
        #expect(images.accepts(fileNamed: "a.png") && images.accepts(fileNamed: "b.JPG") && !images.accepts(fileNamed: "c.txt")
            && !images.accepts(fileNamed: "noextension"))
        #expect(DocumentTypeFilter(contentTypes: [.folder]).picksFolders && DocumentTypeFilter(contentTypes: [.directory]).picksFolders)
        // MobileCoreServices' spreadsheet, as a public picker asks for it (kUTTypeSpreadsheet).
        let sheets = DocumentTypeFilter(contentTypes: [UTType(kUTTypeSpreadsheet)!, .commaSeparatedText])
        #expect(sheets.accepts(fileNamed: "Budget.ods") && sheets.accepts(fileNamed: "b.XLSX") && sheets.accepts(fileNamed: "c.csv")
            && !sheets.accepts(fileNamed: "d.txt"))
    }

    @Test("R-DA3: types by tag, as pickers built from extensions write them — a known type, an app's declared one, a dynamic one that keeps its tag for the filter")
    func typesByTag() {
        #expect(UTType(tag: "pdf", tagClass: .filenameExtension, conformingTo: nil) == .pdf)
        #expect(UTType(tag: "image/png", tagClass: .mimeType, conformingTo: .image) == .png)
        #expect(UTType(tag: "", tagClass: .filenameExtension, conformingTo: nil) == nil)
        #expect(UTType(tag: "CSV", tagClass: .filenameExtension, conformingTo: nil) == .commaSeparatedText)
        let ledger = UTType(tag: "Ledger", tagClass: .filenameExtension, conformingTo: nil)
        #expect(ledger?.isDynamic == true && ledger?.preferredFilenameExtension == "ledger" && ledger?.tags[.filenameExtension] == ["ledger"])
        let filter = DocumentTypeFilter(contentTypes: [ledger!, UTType(tag: "application/x-tar", tagClass: .mimeType, conformingTo: nil)!])
        #expect(filter.portalPatterns.map(\.pattern) == ["*.ledger", "application/x-tar"])
        #expect(filter.accepts(fileNamed: "Budget.ledger") && !filter.accepts(fileNamed: "Budget.txt") && !filter.acceptsEveryFile)
        #expect(UTType.pdf.tags == [.filenameExtension: ["pdf"], .mimeType: ["application/pdf"]] && !UTType.pdf.isDynamic)
    }

    @Test("R-DA3 bad input: an unreadable folder says so, a file that cannot be copied is left out, a picker with no bus falls back to the built-in chooser")
    func badInput() throws {
        defer { restoreService() }
        let listing = DirectoryListing(folder: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"), filter: DocumentTypeFilter(contentTypes: []))
        #expect(listing.entries.isEmpty && listing.problem?.contains("could not be read") == true)
        #expect(DirectoryListing(folder: URL(fileURLWithPath: "/"), filter: DocumentTypeFilter(contentTypes: [])).parent == nil)
        let gone = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).txt")
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("xr-inbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: inbox) }
        #expect(DocumentTransfer.copiesInInbox(of: [gone], inbox: inbox).isEmpty)
        #expect(DocumentTransfer.export([gone], to: [inbox.appendingPathComponent("x.txt")], moving: true).isEmpty)

        // The portal chooser with no session bus: the built-in chooser, in the next turn.
        let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        defer { if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } }
        let h = Harness()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        _ = present(picker, h, service: PortalFileChooser())
        #expect(picker.builtInChooser != nil)
    }

    // MARK: Helpers

    func tap(_ view: UIView, _ h: Harness) {
        h.input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        h.input.advance(by: 0.1)
    }

    func tapRow(_ row: Int, of chooser: BuiltInFileChooserViewController, _ h: Harness) {
        guard let cell = chooser.tableView.cellForRow(at: IndexPath(row: row, section: 0)) else {
            Issue.record("row \(row) is not on screen")
            return
        }
        tap(cell, h)
    }
}
