import Foundation

/// What UITextField and UITextView have in common, so the code for it is written once: both own a
/// `TextEditor`, draw its layout at an origin, and take clicks and keys the same way. The UIKit
/// methods stay declared on each class (apps override them there) and forward to these helpers.
@MainActor
protocol TextEditingView: UIView, UITextInput, TextEditorHost {
    var editor: TextEditor { get }
    /// Where the layout's (0, 0) is in the view's coordinates (insets, scrolling).
    var layoutOrigin: CGPoint { get }
    var isTextSelectable: Bool { get }
    var isMultiline: Bool { get }
    var isSecure: Bool { get }
    var caretBlinker: CaretBlinker { get }
    /// The caret's colour (UIKit's `tintColor`).
    var caretColor: UIColor { get }
    /// Scrolls so the caret (the selection's moving end) is visible.
    func scrollCaretToVisible()
    /// Ends editing without asking the delegate (the view left its window while editing).
    func finishEditing()
    /// Whether a click at `point` places the caret (a field's clear button is not text).
    func isTextInteractionPoint(_ point: CGPoint) -> Bool
}

extension TextEditingView {
    // MARK: UITextInput, shared

    var sharedSelectedTextRange: UITextRange? {
        isTextSelectable || editorIsEditable ? UITextRange(editor.selectedRange) : nil
    }

    func setSharedSelectedTextRange(_ range: UITextRange?) {
        guard let range else { return }
        editor.select(range.nsRange)
    }

    var sharedMarkedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }

    func sharedTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let start = min(from.offset, to.offset), end = max(from.offset, to.offset)
        guard end <= editor.length else { return nil }
        return UITextRange(NSRange(location: start, length: end - start))
    }

    /// Moves by `offset` grapheme clusters (UIKit's offsets are in the input's own units; XResponder
    /// keeps every position on a cluster boundary, so it counts clusters).
    func sharedPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        var current = editor.boundary(atOrBefore: position.offset)
        if offset >= 0 {
            for _ in 0..<offset {
                guard current < editor.length else { return nil }
                current = editor.characterBoundary(after: current)
            }
        } else {
            for _ in 0..<(-offset) {
                guard current > 0 else { return nil }
                current = editor.characterBoundary(before: current)
            }
        }
        return UITextPosition(offset: current)
    }

    func sharedText(in range: UITextRange) -> String? {
        guard range.end.offset <= editor.length else { return nil }
        return editor.substring(range.nsRange)
    }

    func sharedCaretRect(for position: UITextPosition) -> CGRect {
        let rect = editorLayout.caretRect(at: min(position.offset, editor.length))
        return CGRect(x: rect.minX + layoutOrigin.x - 1, y: rect.minY + layoutOrigin.y, width: 2, height: rect.height)
    }

    func sharedSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let parts = editorLayout.selectionRects(for: editor.clamp(range.nsRange))
        return parts.enumerated().map { index, part in
            UITextSelectionRect(rect: part.rect.offsetBy(dx: layoutOrigin.x, dy: layoutOrigin.y),
                                writingDirection: part.rightToLeft ? .rightToLeft : .leftToRight,
                                containsStart: index == 0, containsEnd: index == parts.count - 1)
        }
    }

    func sharedFirstRect(for range: UITextRange) -> CGRect {
        sharedSelectionRects(for: range).first?.rect ?? sharedCaretRect(for: range.start)
    }

    func sharedClosestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: editorLayout.offset(at: CGPoint(x: point.x - layoutOrigin.x, y: point.y - layoutOrigin.y)))
    }

    // MARK: Drawing, shared

    /// The selection highlight, the text, the marked-text underline (in the layout) and the caret.
    func drawEditingText(in context: CGContext, color: UIColor, visibleRect: CGRect? = nil) {
        let layout = editorLayout
        let selection = editor.selectedRange
        if selection.length > 0, isFirstResponder || isTextSelectable {
            // The tint at 30 % (over white, the light blue of before), grey when not focused.
            let highlight = isFirstResponder ? caretColor.withAlphaComponent(0.3) : UIColor.systemGray4
            context.setFillColor(highlight.cgColor)
            let visible = visibleRect.map { $0.offsetBy(dx: -layoutOrigin.x, dy: -layoutOrigin.y) }
            for part in layout.selectionRects(for: selection, visibleRect: visible) {
                context.fill(part.rect.offsetBy(dx: layoutOrigin.x, dy: layoutOrigin.y))
            }
        }
        layout.draw(in: context, at: layoutOrigin, color: color, visibleRect: visibleRect)
        if isFirstResponder, editorIsEditable, selection.length == 0, caretBlinker.isCaretShown {
            context.setFillColor(caretColor.cgColor)
            var caret = sharedCaretRect(for: UITextPosition(offset: editor.active))
            caret.origin.x = caret.origin.x.rounded()
            context.fill(caret)
        }
    }

    // MARK: Keys (R-TX2)

    /// Performs the editing command `key` stands for; false when it is not one (the press then
    /// travels on up the responder chain).
    func handleEditingKey(_ key: UIKey) -> Bool {
        guard let command = TextKeyCommand(key: key, multiline: isMultiline) else { return false }
        caretBlinker.restart()
        switch command {
        case .move(let movement, let extending):
            editor.breakUndoCoalescing()
            editor.move(movement, extending: extending)
            if extending { TextPrimarySelection.offer(from: self) }
        case .deleteBackward(let byWord):
            guard editorIsEditable else { return true }
            if byWord { editor.deleteWord(forward: false) } else { deleteBackward() }
        case .deleteForward(let byWord):
            guard editorIsEditable else { return true }
            if byWord { editor.deleteWord(forward: true) } else { editor.deleteForward() }
        case .insert(let text):
            guard editorIsEditable else { return false }
            insertText(text)
        case .standardAction(let action):
            UIApplication.shared.sendAction(action, to: nil, from: self, for: nil)
        case .undo:
            if editorIsEditable { editorUndoManager?.undo() }
        case .redo:
            if editorIsEditable { editorUndoManager?.redo() }
        case .focusNext(let backwards):
            window?.moveKeyFocus(from: self, backwards: backwards)
        case .returnKey:
            return false   // the view decides (field: shouldReturn; text view: a line break)
        }
        return true
    }

    /// The presses a text view's `pressesBegan/Changed/Ended` pass up the chain, after performing
    /// the editing keys among them: began performs, changed repeats (a held key, not Return), ended
    /// only keeps the end of a handled key here with its begin. Return at began goes to
    /// `handleReturn`, which says whether it used the key.
    func pressesToForward(_ presses: Set<UIPress>, phase: UIPress.Phase, handleReturn: () -> Bool) -> Set<UIPress> {
        presses.filter { press in
            guard isFirstResponder, let key = press.key, let command = TextKeyCommand(key: key, multiline: isMultiline) else {
                return true
            }
            switch phase {
            case .began: return command == .returnKey ? !handleReturn() : !handleEditingKey(key)
            case .changed:
                if command != .returnKey { _ = handleEditingKey(key) }
                return false
            default: return false
            }
        }
    }

    // MARK: Standard edit actions

    func sharedCanPerform(_ action: Selector) -> Bool? {
        let selection = editor.selectedRange
        switch action {
        case .copy: return selection.length > 0 && !isSecure
        case .cut: return selection.length > 0 && !isSecure && editorIsEditable
        case .paste: return editorIsEditable && UIPasteboard.general.mayHaveStrings
        case .selectAll: return editor.length > 0 && selection.length < editor.length
        case .delete: return selection.length > 0 && editorIsEditable
        default: return nil
        }
    }

    func sharedCopy() {
        let selection = editor.selectedRange
        guard selection.length > 0, !isSecure else { return }
        UIPasteboard.general.string = editor.substring(selection)
    }

    func sharedCut() {
        guard editorIsEditable, editor.selectedRange.length > 0, !isSecure else { return }
        sharedCopy()
        editor.replace(editor.selectedRange, with: "", kind: .other)
    }

    /// Pastes without blocking the run loop (R-U7): the text is asked for, and inserted when it
    /// comes — at once from this process, on a later turn from another program, as GTK pastes.
    /// It replaces the marked text or the selection as they are when it arrives (what the user
    /// typed meanwhile stays before it); a view that stopped being editable, or is gone, gets
    /// nothing.
    func sharedPaste(from pasteboard: UIPasteboard = .general) {
        guard editorIsEditable else { return }
        pasteboard.requestString { [weak self] text in
            guard let self, self.editorIsEditable, var text, !text.isEmpty else { return }
            // A field is one line: pasted line breaks become spaces, as in GTK's entry.
            if !self.isMultiline { text = SingleLineText.flattening(text) }
            self.editor.breakUndoCoalescing()
            self.editor.replace(self.editor.markedRange ?? self.editor.selectedRange, with: text, kind: .other)
        }
    }
}

/// PRIMARY follows the selection (R-TX3): whatever text is selected last, in any program, is what a
/// middle click pastes. Secure text never goes there.
@MainActor
enum TextPrimarySelection {
    static func offer(from view: some TextEditingView) {
        guard !view.isSecure else { return }
        let selection = view.editor.selectedRange
        guard selection.length > 0 else { return }
        UIPasteboard.primarySelection.string = view.editor.substring(selection)
    }
}
