import Foundation

// One UIDocument save (R-DA3): the contents the subclass gives, written atomically, the change count
// brought down by what the save covered, a failed save a `.savingError` state and `handleError`.
// The overridable steps are in UIDocument.swift: Swift cannot override what an extension declares.

extension UIDocument {
    /// One save, now: the contents, written, the change count brought down; false (with
    /// `.savingError` and `handleError`) when any step failed.
    func saveNow(to url: URL, for saveOperation: SaveOperation) -> Bool {
        let token = changeCount(for: saveOperation)
        do {
            let contents = try self.contents(forType: savingFileType ?? fileType ?? UTType.data.identifier)
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            if url.standardizedFileURL != fileURL.standardizedFileURL { fileURL = url }
            fileModificationDate = Self.modificationDate(of: url)
            updateChangeCount(withToken: token, for: saveOperation)
            documentState.remove(.savingError)
            return true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }
}

/// A document that cannot be saved or read, and why.
struct DocumentError: LocalizedError, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    var errorDescription: String? { description }
}
