import Foundation

/// Hears what the user did with a document picker (R-DA3). UIKit's optional methods have empty
/// defaults (Swift on Linux has no optional protocol methods). As on iOS, an app that implements
/// only the iOS 8 `didPickDocumentAt` hears it, with the first document: the default
/// `didPickDocumentsAt` calls it.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked these documents (for an export: where the exported files now are).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user closed the picker without picking.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// iOS 8's form, called by the default `didPickDocumentsAt` (deprecated in iOS 11).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
