import Foundation
import XResponder

/// The desktop's file chooser for headless tests (R-DA3): installed, document pickers ask it
/// instead of xdg-desktop-portal, and the test plays the user — `choose` files (for an export: the
/// destinations), or `cancel`. With `showsBuiltInChooser`, pickers show their built-in chooser
/// instead, to be driven through its views like any other screen.
///
/// ```swift
/// let files = HeadlessFileChooser()
/// files.install()
/// // … the app presents a UIDocumentPickerViewController …
/// files.choose([notesURL])
/// ```
@preconcurrency @MainActor
public final class HeadlessFileChooser: FileChooserService {
    /// A dialog the app asked for.
    public struct Dialog: Equatable, Sendable {
        public let title: String
        /// True for opening files, false for choosing where to save (an export).
        public let isOpening: Bool
        public let allowsMultipleSelection: Bool
        /// For an export: the names of the files to save.
        public let suggestedNames: [String]
        /// The folder the app asked to start in.
        public let folder: URL?
    }

    final class Session: FileChooserSession {
        var finished: ((FileChooserOutcome) -> Void)?
        func cancel() { finished = nil }
    }

    /// Every dialog asked for, oldest first.
    public private(set) var dialogs: [Dialog] = []
    /// Answer every request with the built-in chooser (as on a desktop with no portal).
    public var showsBuiltInChooser = false
    private var current: Session?

    public init() {}

    /// Makes document pickers ask this chooser.
    public func install() { DesktopFileChooser.service = self }

    /// Gives document pickers back the desktop's chooser (the portal).
    public func uninstall() { DesktopFileChooser.service = PortalFileChooser() }

    /// Whether a dialog is up, waiting for the user.
    public var isShowing: Bool { current?.finished != nil }

    /// The user chooses `urls` (for an export: where each file goes) in the dialog that is up.
    public func choose(_ urls: [URL]) { answer(.chosen(urls)) }

    /// The user closes the dialog that is up without choosing.
    public func cancel() { answer(.cancelled) }

    package func choose(_ request: FileChooserRequest, finished: @escaping (FileChooserOutcome) -> Void) -> FileChooserSession {
        let session = Session()
        switch request.kind {
        case .open(let multiple):
            dialogs.append(Dialog(title: request.title, isOpening: true, allowsMultipleSelection: multiple, suggestedNames: [], folder: request.folder))
        case .save(let names):
            dialogs.append(Dialog(title: request.title, isOpening: false, allowsMultipleSelection: false, suggestedNames: names, folder: request.folder))
        }
        if showsBuiltInChooser {
            UIApplication.shared.performOnNextTurn { finished(.unavailable) }
        } else {
            session.finished = finished
            current = session
        }
        return session
    }

    private func answer(_ outcome: FileChooserOutcome) {
        guard let finished = current?.finished else { return }
        current = nil
        finished(outcome)
    }
}
