import Foundation

/// How a document picker made with iOS 11's initializers treats the documents (deprecated in
/// iOS 14 for the `forOpeningContentTypes:` and `forExporting:` initializers, which say `asCopy`).
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Open a copy: the picked files are copied into the app's inbox (`asCopy: true`).
    case `import` = 0
    /// Open in place: the app gets the picked files themselves.
    case open = 1
    /// Export a copy of the app's files to where the user chooses.
    case exportToService = 2
    /// Move the app's files to where the user chooses.
    case moveToService = 3
}
