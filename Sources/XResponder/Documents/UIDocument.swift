import Foundation

/// A document kept in a file, as UIKit's `UIDocument` (R-DA3): a subclass says how its contents
/// become data (`contents(forType:)`) and back (`load(fromContents:ofType:)`); the document opens,
/// saves, reverts, closes, counts unsaved changes (from `updateChangeCount(_:)` or its undo
/// manager) and autosaves them.
///
/// ```swift
/// final class NoteDocument: UIDocument {
///     var text = ""
///     override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
///     override func load(fromContents contents: Any, ofType typeName: String?) throws {
///         text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
///     }
/// }
/// ```
///
/// Written-down choices:
/// - Reading and writing run on the main actor in the turn after the call, and the completion
///   handler is called there too — not on a background queue as on iOS: UI types are main-actor
///   isolated in Swift 6, so the app's overrides (`read(from:)`, `contents(forType:)`,
///   `writeContents…`) can only be called here. Writes are atomic (a temporary file renamed over
///   the old), so a process killed mid-save leaves the last whole save.
/// - Autosave: `autosaveDelay` (15 s) after a change with changes unsaved, and at once when the
///   app resigns active, goes to the background or terminates (the last synchronously).
/// - Contents are `Data`; Foundation's `FileWrapper` (file packages) is not on Linux. Other
///   contents are a save error with a clear message.
@MainActor
open class UIDocument: NSObject {
    /// How long after a change an open document with unsaved changes saves itself.
    public static var autosaveDelay: TimeInterval = 15

    open internal(set) var fileURL: URL
    /// The file's uniform type identifier, from its extension (an app's declared types included).
    open private(set) var fileType: String?
    open var fileModificationDate: Date?
    open internal(set) var documentState: State = .closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
        }
    }

    private var changeCount = 0
    private var undoObservers: [NSObjectProtocol] = []
    private var applicationObservers: [NSObjectProtocol] = []
    private var autosaveTimer: ScheduledTimer?
    private var undoManagerStorage: UndoManager?

    public init(fileURL url: URL) {
        fileURL = url
        fileType = Self.typeIdentifier(forExtension: url.pathExtension)
        super.init()
    }

    /// The file's name without its extension, as the user sees it.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// Whether there are changes not yet saved.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// The type saves write: the file's own.
    open var savingFileType: String? { fileType }

    /// Reported progress of a transfer; local files have none.
    open var progress: Progress? { nil }

    /// The document's undo manager (made on first use); its steps count as changes.
    open var undoManager: UndoManager! {
        get {
            if let undoManagerStorage { return undoManagerStorage }
            let made = UndoManager()
            observe(made)
            return made
        }
        set { observe(newValue) }
    }

    // MARK: Opening and closing

    /// Reads the file in the next turn; `completionHandler` gets whether it could.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        UIApplication.shared.performOnNextTurn { [self] in
            do {
                try read(from: fileURL)
                fileModificationDate = Self.modificationDate(of: fileURL)
                changeCount = 0
                documentState = []
                observeApplication()
                completionHandler?(true)
            } catch {
                handleError(error, userInteractionPermitted: true)
                completionHandler?(false)
            }
        }
    }

    open func open() async -> Bool {
        await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } }
    }

    /// Saves unsaved changes, then closes.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { [self] saved in
            stopObserving()
            documentState = .closed
            completionHandler?(saved)
        }
    }

    open func close() async -> Bool {
        await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } }
    }

    /// Reads the file as data and hands it to `load(fromContents:ofType:)`.
    open func read(from url: URL) throws {
        let data = try Data(contentsOf: url)
        try load(fromContents: data, ofType: fileType)
    }

    /// Subclasses take the file's contents (`Data`) into their model.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// Reads `url` again, dropping unsaved changes and the undo steps.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        UIApplication.shared.performOnNextTurn { [self] in
            do {
                try read(from: url)
                fileURL = url
                fileModificationDate = Self.modificationDate(of: url)
                changeCount = 0
                undoManagerStorage?.removeAllActions()
                completionHandler?(true)
            } catch {
                handleError(error, userInteractionPermitted: true)
                completionHandler?(false)
            }
        }
    }

    // MARK: Saving

    /// Writes the document to `url` in the next turn; `completionHandler` gets whether it could.
    /// Saving to another URL (`.forCreating`) makes it the document's file.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        UIApplication.shared.performOnNextTurn { [self] in
            // Saved first: `completionHandler?(saveNow(…))` would not save without a handler.
            let saved = saveNow(to: url, for: saveOperation)
            completionHandler?(saved)
        }
    }

    open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in save(to: url, for: saveOperation) { continuation.resume(returning: $0) } }
    }

    /// Saves over the document's file when it has unsaved changes; true when there was nothing to save.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            UIApplication.shared.performOnNextTurn { completionHandler?(true) }
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Subclasses give the document's contents as `Data`.
    open func contents(forType typeName: String) throws -> Any {
        throw DocumentError("\(type(of: self)) does not override contents(forType:), so it has nothing to save")
    }

    /// The file attributes a save sets: none beyond the file system's own.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] { [:] }

    /// The extension a new file of `typeName` gets.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? fileURL.pathExtension
    }

    /// Writes `contents` so that a crash never leaves half a file: through `writeContents(_:to:for:originalContentsURL:)`,
    /// then the attributes.
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                            safelyTo url: URL, for saveOperation: SaveOperation) throws {
        try writeContents(contents, to: url, for: saveOperation, originalContentsURL: fileURL)
        let attributes = (additionalFileAttributes ?? [:]).reduce(into: [FileAttributeKey: Any]()) { result, pair in
            if let key = pair.key as? FileAttributeKey { result[key] = pair.value } else if let name = pair.key as? String {
                result[FileAttributeKey(name)] = pair.value
            }
        }
        if !attributes.isEmpty { try FileManager.default.setAttributes(attributes, ofItemAtPath: url.path) }
    }

    /// Writes the data atomically (a temporary file renamed over the old one).
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        guard let data = contents as? Data else {
            throw DocumentError("\(type(of: self)).contents(forType:) gave \(type(of: contents)); a document's contents are Data")
        }
        try data.write(to: url, options: .atomic)
    }

    // MARK: Changes

    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    /// The change count when a save starts: changes made while it runs stay unsaved.
    open func changeCount(for saveOperation: SaveOperation) -> Any { changeCount }

    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        changeCount -= changeCountToken as? Int ?? 0
        if changeCount == 0 {
            autosaveTimer?.invalidate()
            autosaveTimer = nil
        }
    }

    open func disableEditing() { documentState.insert(.editingDisabled) }
    open func enableEditing() { documentState.remove(.editingDisabled) }

    // MARK: Errors

    /// The default ends handling at once, not recovered.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        finishedHandlingError(error, recovered: false)
    }

    open func finishedHandlingError(_ error: Error, recovered: Bool) {
        EventTrace.log("document \(fileURL.path): \(error.localizedDescription)\(recovered ? " (recovered)" : "")")
    }

    open func userInteractionNoLongerPermitted(forError error: Error) {}

    // MARK: Inside

    private func observe(_ manager: UndoManager?) {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
        undoObservers = []
        undoManagerStorage = manager
        guard let manager else { return }
        let kinds: [(Notification.Name, ChangeKind)] = [(.NSUndoManagerDidCloseUndoGroup, .done), (.NSUndoManagerDidUndoChange, .undone),
                                                        (.NSUndoManagerDidRedoChange, .redone)]
        // Matched by identity in the block: Linux's NotificationCenter boxes an object that is not
        // an NSObject, so `object:` would match nothing.
        undoObservers = kinds.map { name, kind in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self, weak manager] note in
                guard let manager, (note.object as? UndoManager) === manager else { return }
                MainActor.assumeIsolated { self?.updateChangeCount(kind) }
            }
        }
    }

    /// Leaving the foreground saves at once; terminating saves before the process ends.
    private func observeApplication() {
        guard applicationObservers.isEmpty else { return }
        let names = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIScene.didEnterBackgroundNotification]
        applicationObservers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.autosave(completionHandler: nil) }
            }
        }
        applicationObservers.append(NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification,
                                                                           object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.hasUnsavedChanges else { return }
                _ = self.saveNow(to: self.fileURL, for: .forOverwriting)
            }
        })
    }

    private func stopObserving() {
        for observer in applicationObservers { NotificationCenter.default.removeObserver(observer) }
        applicationObservers = []
        autosaveTimer?.invalidate()
        autosaveTimer = nil
    }

    private func scheduleAutosave() {
        guard hasUnsavedChanges, !documentState.contains(.closed), autosaveTimer == nil else { return }
        autosaveTimer = UIApplication.shared.clock.schedule(after: Self.autosaveDelay) { [weak self] in
            self?.autosaveTimer = nil
            self?.autosave(completionHandler: nil)
        }
    }

    /// The modification date of the file at `url`, when it has one.
    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The uniform type of a file name extension: a known one, or one the app's Info.plist
    /// declares; nil for an extension no type has (no dynamic type: `fileType` says it is unknown).
    static func typeIdentifier(forExtension fileExtension: String, info: [String: Any] = AppBundle.info) -> String? {
        UTType.types(tag: fileExtension, tagClass: .filenameExtension, conformingTo: nil, declarations: info).first?.identifier
    }

    deinit {
        MainActor.assumeIsolated {
            for observer in undoObservers + applicationObservers { NotificationCenter.default.removeObserver(observer) }
            autosaveTimer?.invalidate()
        }
    }
}
