import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A text document as UIKit's documentation writes one.
final class TextDocument: UIDocument {
    var text = ""
    /// What `contents(forType:)` hands over instead of the text's data (bad input).
    var contentsOverride: Any?

    override func contents(forType typeName: String) throws -> Any { contentsOverride ?? Data(text.utf8) }

    /// An edit as apps make them: undoable, its undo redoable.
    func setText(_ new: String) {
        let old = text
        undoManager.registerUndo(withTarget: self) { $0.setText(old) }
        text = new
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }
}

/// A document that says nothing about its contents.
final class SilentDocument: UIDocument {}

@Suite("UIDocument: open, save, change count, autosave, revert, close (R-DA3)", .serialized, .tearsDownTestTrees)
@MainActor
struct DocumentTests {
    func opened(_ url: URL, _ input: HeadlessInput) -> (TextDocument, [Bool]) {
        let document = TextDocument(fileURL: url)
        var results: [Bool] = []
        document.open { results.append($0) }
        input.runUntilIdle()
        return (document, results)
    }

    @Test("R-DA3: a document opens in the next turn with its file's contents and type, saves atomically under a new name, and counts changes made during a save as unsaved")
    func opensAndSaves() throws {
        let h = Harness()
        let folder = try ScratchFolder(files: ["Shopping List.txt": "eggs"], folders: [])
        defer { folder.remove() }
        let document = TextDocument(fileURL: folder.file("Shopping List.txt"))
        var results: [Bool] = []
        document.open { results.append($0) }
        #expect(results.isEmpty && document.documentState == .closed, "not before the next turn")
        h.input.runUntilIdle()
        #expect(results == [true] && document.text == "eggs" && document.documentState == .normal)
        #expect(document.localizedName == "Shopping List" && document.fileType == "public.plain-text")
        #expect(document.fileModificationDate != nil && !document.hasUnsavedChanges)

        document.text = "eggs, milk"
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        let copy = folder.file("Copy.txt")
        document.save(to: copy, for: .forCreating) { results.append($0) }
        h.input.runUntilIdle()
        #expect(results == [true, true] && folder.text("Copy.txt") == "eggs, milk" && folder.text("Shopping List.txt") == "eggs")
        #expect(document.fileURL == copy && !document.hasUnsavedChanges)

        // A change made while a save runs stays unsaved (the save's token covers what came before).
        document.updateChangeCount(.done)
        let token = document.changeCount(for: .forOverwriting)
        document.updateChangeCount(.done)
        document.updateChangeCount(withToken: token, for: .forOverwriting)
        #expect(document.hasUnsavedChanges)
        document.updateChangeCount(.cleared)
        #expect(!document.hasUnsavedChanges)
    }

    @Test("R-DA3: the undo manager's steps are changes (undone ones taken back); unsaved changes autosave after the delay, when the app resigns active, and synchronously on termination")
    func countsUndoAndAutosaves() throws {
        let h = Harness()
        let folder = try ScratchFolder(files: ["Note.txt": "one"], folders: [])
        defer { folder.remove() }
        let (document, _) = opened(folder.file("Note.txt"), h.input)
        document.setText("two")
        #expect(document.hasUnsavedChanges)
        document.undoManager.undo()
        #expect(!document.hasUnsavedChanges && document.text == "one", "undone back to the saved state")
        document.undoManager.redo()
        #expect(document.hasUnsavedChanges && document.text == "two")

        document.text = "three"
        h.input.advance(by: UIDocument.autosaveDelay - 0.5)
        #expect(folder.text("Note.txt") == "one", "not before the delay")
        h.input.advance(by: 1)
        #expect(folder.text("Note.txt") == "three" && !document.hasUnsavedChanges)
        h.input.advance(by: UIDocument.autosaveDelay * 3)
        #expect(document.documentState == .normal, "an idle document schedules nothing more")

        document.text = "four"
        document.updateChangeCount(.done)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: h.app)
        h.input.runUntilIdle()
        #expect(folder.text("Note.txt") == "four")

        document.text = "five"
        document.updateChangeCount(.done)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: h.app)
        #expect(folder.text("Note.txt") == "five", "saved before the process ends, without another turn")
    }

    @Test("R-DA3: close saves unsaved changes and posts the state change; revert drops changes and undo steps")
    func closesAndReverts() throws {
        let h = Harness()
        let folder = try ScratchFolder(files: ["Note.txt": "saved"], folders: [])
        defer { folder.remove() }
        let (document, _) = opened(folder.file("Note.txt"), h.input)
        var states: [UIDocument.State] = []
        let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { [weak document] _ in
            MainActor.assumeIsolated { states.append(document?.documentState ?? []) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        document.text = "edited"
        document.undoManager.registerUndo(withTarget: document) { $0.text = "saved" }
        document.revert(toContentsOf: document.fileURL)
        h.input.runUntilIdle()
        #expect(document.text == "saved" && !document.hasUnsavedChanges && !document.undoManager.canUndo)

        document.disableEditing()
        document.enableEditing()
        document.text = "closing"
        document.updateChangeCount(.done)
        var closed: [Bool] = []
        document.close { closed.append($0) }
        h.input.runUntilIdle()
        #expect(closed == [true] && folder.text("Note.txt") == "closing" && document.documentState == .closed)
        #expect(states == [.editingDisabled, .normal, .closed])
    }

    @Test("R-DA3 bad input: a missing file does not open; contents that are not data, a subclass with no contents and an unwritable place are save errors, the file untouched")
    func badInput() throws {
        let h = Harness()
        let folder = try ScratchFolder(files: ["Note.txt": "kept"], folders: [])
        defer { folder.remove() }
        let (missing, missingResults) = opened(folder.file("Gone.txt"), h.input)
        #expect(missingResults == [false] && missing.documentState == .closed)

        let (document, _) = opened(folder.file("Note.txt"), h.input)
        document.contentsOverride = "not data"
        document.updateChangeCount(.done)
        var results: [Bool] = []
        document.save(to: document.fileURL, for: .forOverwriting) { results.append($0) }
        h.input.runUntilIdle()
        #expect(results == [false] && document.documentState.contains(.savingError) && folder.text("Note.txt") == "kept")
        #expect(document.hasUnsavedChanges, "what was not saved stays unsaved")
        document.contentsOverride = nil
        document.save(to: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Note.txt"), for: .forCreating) { results.append($0) }
        h.input.runUntilIdle()
        #expect(results == [false, false] && document.fileURL == folder.file("Note.txt"))
        document.save(to: document.fileURL, for: .forOverwriting) { results.append($0) }
        h.input.runUntilIdle()
        #expect(results == [false, false, true] && !document.documentState.contains(.savingError))

        let silent = SilentDocument(fileURL: folder.file("Silent.txt"))
        silent.save(to: silent.fileURL, for: .forCreating) { results.append($0) }
        h.input.runUntilIdle()
        #expect(results.last == false && !FileManager.default.fileExists(atPath: folder.file("Silent.txt").path))
    }

    @Test("R-DA3: a document's type comes from its extension, an app's declared types included")
    func fileTypes() {
        #expect(UIDocument.typeIdentifier(forExtension: "PNG") == "public.png")
        let info: [String: Any] = ["UTExportedTypeDeclarations": [[
            "UTTypeIdentifier": "com.example.sketch", "UTTypeTagSpecification": ["public.filename-extension": ["sketchy"]],
        ]]]
        #expect(UIDocument.typeIdentifier(forExtension: "sketchy", info: info) == "com.example.sketch")
        #expect(UIDocument.typeIdentifier(forExtension: "unknownthing", info: info) == nil)
    }
}
