import Foundation

/// What a document picker asks the desktop's file chooser for (R-DA3).
package struct FileChooserRequest {
    package enum Kind: Equatable {
        /// Choose existing files (or one folder, when the filter picks folders).
        case open(multiple: Bool)
        /// Choose where to save files with these names: one name is a save dialog with the name
        /// filled in; several choose a folder that receives them all.
        case save(names: [String])
    }

    package var kind: Kind
    /// The dialog's title ("Open", "Export").
    package var title: String
    var acceptLabel: String
    var filter: DocumentTypeFilter
    /// The folder shown first (`directoryURL`); nil is the chooser's own choice.
    package var folder: URL?
    /// The app's window the dialog belongs to, as the portal names windows ("x11:1a00007");
    /// empty when it has none.
    var parentWindow: String
}

/// How a desktop file chooser finished.
package enum FileChooserOutcome: Equatable {
    /// The user chose these (for a save: the destinations, one per name).
    case chosen([URL])
    case cancelled
    /// No chooser could be shown (no portal, or it failed or hung): the picker shows its own.
    case unavailable
}

/// The desktop's file chooser, out of process. `choose` never waits: `finished` is called once,
/// in a later turn. The picker calls `cancel` when it is dismissed first.
@MainActor
package protocol FileChooserService: AnyObject {
    func choose(_ request: FileChooserRequest, finished: @escaping (FileChooserOutcome) -> Void) -> FileChooserSession
}

/// One dialog of a `FileChooserService`, closed by `cancel()` (its `finished` is then not called).
@MainActor
package protocol FileChooserSession: AnyObject {
    func cancel()
}

/// Which file chooser document pickers use: the desktop's, through xdg-desktop-portal, unless an
/// app or a test says otherwise. `nil` shows the built-in chooser at once (headless tests do).
@MainActor
package enum DesktopFileChooser {
    package static var service: FileChooserService? = PortalFileChooser()
}
