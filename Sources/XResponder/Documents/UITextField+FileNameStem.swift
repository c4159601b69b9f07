import Foundation

extension UITextField {
    /// Takes the keyboard focus with the file name's stem selected, not its extension, so that
    /// typing a new name keeps ".txt" (the save panels' and choosers' name fields, as on macOS).
    func focusFileNameStem() {
        becomeFirstResponder()
        let stem = ((text ?? "") as NSString).deletingPathExtension.utf16.count
        if let end = position(from: beginningOfDocument, offset: stem) {
            selectedTextRange = textRange(from: beginningOfDocument, to: end)
        }
    }
}
