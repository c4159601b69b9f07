import Foundation

/// The least a responder implements to take typed text (R-TX1): the keyboard, an input method's
/// commit and paste all arrive as `insertText(_:)`, Backspace as `deleteBackward()`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
