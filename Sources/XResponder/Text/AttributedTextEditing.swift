import Foundation

/// What text fields and text views share about `text` and `attributedText`: assigning either
/// replaces the editor's text without notifying the delegate, and the attribute runs go or come
/// with it.
@MainActor
protocol AttributedTextEditing: AnyObject {
    var editor: TextEditor { get }
    var attributes: AttributedRuns { get set }
    var isAssigningText: Bool { get set }
    var textAlignment: NSTextAlignment { get set }
    var font: UIFont? { get }
    var textColor: UIColor? { get }
    func attributedTextDidChange()
}

extension AttributedTextEditing {
    /// Plain text: the attributes go.
    func assignText(_ text: String) {
        isAssigningText = true
        attributes = AttributedRuns()
        editor.setText(text)
        isAssigningText = false
    }

    /// The text with its runs, over the view's font and colour.
    var attributedTextValue: NSAttributedString {
        attributes.attributedString(editor.text, base: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
    }

    func assignAttributedText(_ string: NSAttributedString?) {
        isAssigningText = true
        editor.setText(string?.string ?? "")
        attributes = string.map(AttributedRuns.init) ?? AttributedRuns()
        if let alignment = attributes.paragraph?.alignment { textAlignment = alignment }
        isAssigningText = false
        attributedTextDidChange()
    }
}

extension UITextView: AttributedTextEditing {}
extension UITextField: AttributedTextEditing {}
