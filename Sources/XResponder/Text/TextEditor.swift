import Foundation

/// What a text view supplies to the editing model it shares with the other text view.
@MainActor
protocol TextEditorHost: AnyObject {
    /// The layout of the current text (the host caches it and rebuilds it when the text changes).
    var editorLayout: TextLayout { get }
    /// Asks the delegate (`shouldChangeCharactersIn` / `shouldChangeTextIn`).
    func editorShouldReplace(_ range: NSRange, with replacement: String) -> Bool
    /// The text changed (editing, paste, undo): relayout, redraw, `editingChanged`/`textViewDidChange`.
    func editorTextDidChange()
    /// The selection or the marked text changed: redraw, keep the caret visible.
    func editorSelectionDidChange()
    /// Lines the caret moves on Page Up/Down (text views); 0 for single-line fields.
    var editorPageLines: Int { get }
    var editorIsEditable: Bool { get }
    var editorUndoManager: UndoManager? { get }
}

/// The editing model UITextField and UITextView share (R-TX1, R-TX2): the text, the selection, the
/// marked text, movements and edits, and their undo records. It knows nothing of drawing or
/// events; the views translate clicks and keys into its operations.
///
/// All offsets are UTF-16 offsets, always moved to grapheme-cluster boundaries: one Backspace
/// removes a whole emoji or a letter with its combining marks.
@MainActor
final class TextEditor {
    unowned let host: TextEditorHost

    /// The text, as a rope (TextStorage): an edit copies a chunk, not the document (issue #35).
    private(set) var storage = TextStorage()
    /// The whole text as a `String`, built when asked for (O(n), as UIKit's `text` copies).
    var text: String { storage.string }
    /// What changed since the host last took it (`takeChange`): its layout cuts again only there.
    private var pendingChange: TextChange?
    /// The fixed end of the selection (where Shift-extension started) and the moving end.
    private(set) var anchor = 0
    private(set) var active = 0
    private(set) var markedRange: NSRange?
    /// The horizontal position Up/Down keep to across short lines.
    private var preferredX: CGFloat?
    /// The undo record the current run of typing extends, so one Ctrl+Z undoes a run of typing.
    private var typingRecord: UndoRecord?

    init(host: TextEditorHost) {
        self.host = host
    }

    var length: Int { storage.utf16Count }
    var selectedRange: NSRange { NSRange(location: min(anchor, active), length: abs(active - anchor)) }

    // MARK: Offsets and graphemes

    func substring(_ range: NSRange) -> String { storage.substring(clamp(range)) }

    func clamp(_ range: NSRange) -> NSRange {
        let start = min(max(0, range.location), length)
        let end = min(max(start, range.location + max(0, range.length)), length)
        return NSRange(location: start, length: end - start)
    }

    /// `offset` moved back to the grapheme-cluster boundary at or before it.
    func boundary(atOrBefore offset: Int) -> Int { storage.characterBoundary(atOrBefore: offset) }

    func characterBoundary(before offset: Int) -> Int { storage.characterBoundary(before: offset) }

    func characterBoundary(after offset: Int) -> Int { storage.characterBoundary(after: offset) }

    /// The change to the text since the last call (nil: none), for a layout made from the last one.
    func takeChange() -> TextChange? {
        defer { pendingChange = nil }
        return pendingChange
    }

    private func record(_ change: TextChange) {
        pendingChange = pendingChange.map { $0.followed(by: change) } ?? change
    }

    // MARK: Text and selection from outside

    /// Replaces everything (the `text` property): no delegate, no undo (UIKit clears the field's
    /// undo actions too), the caret at the end.
    func setText(_ newText: String) {
        let oldLength = length
        storage = TextStorage(newText)
        record(TextChange(replacing: NSRange(location: 0, length: oldLength), insertedLength: length))
        lastEdit = nil
        markedRange = nil
        typingRecord = nil
        host.editorUndoManager?.removeAllActions(withTarget: self)
        anchor = length
        active = length
        host.editorTextDidChange()
        host.editorSelectionDidChange()
    }

    func select(_ range: NSRange) {
        let clamped = clamp(range)
        setSelection(anchor: clamped.location, active: clamped.location + clamped.length)
    }

    func setSelection(anchor newAnchor: Int, active newActive: Int, keepPreferredX: Bool = false) {
        let a = boundary(atOrBefore: newAnchor), b = boundary(atOrBefore: newActive)
        if !keepPreferredX { preferredX = nil }
        typingRecord = nil
        guard a != anchor || b != active else { return }
        anchor = a
        active = b
        host.editorSelectionDidChange()
    }

    // MARK: Edits

    enum EditKind { case typing, deleting, other }

    /// Replaces `range` with `replacement` when the delegate agrees; registers undo; puts the caret
    /// after the new text. Returns whether the text changed.
    @discardableResult
    func replace(_ range: NSRange, with replacement: String, kind: EditKind = .other, asksDelegate: Bool = true) -> Bool {
        guard host.editorIsEditable else { return false }
        let start = boundary(atOrBefore: range.location)
        let target = clamp(NSRange(location: start, length: boundary(atOrBefore: range.location + range.length) - start))
        if asksDelegate, !host.editorShouldReplace(target, with: replacement) { return false }
        let original = substring(target)
        let before = selectedRange
        apply(target, replacement)
        let inserted = NSRange(location: target.location, length: replacement.utf16.count)
        registerUndo(replacing: inserted, original: original, selectionBefore: before, kind: kind)
        markedRange = nil
        let caret = inserted.location + inserted.length
        anchor = caret
        active = caret
        preferredX = nil
        host.editorTextDidChange()
        host.editorSelectionDidChange()
        return true
    }

    /// The last edit: the range replaced and the length put there (nil after `setText`), so a
    /// host's attribute runs can follow it.
    private(set) var lastEdit: (range: NSRange, insertedLength: Int)?

    private func apply(_ range: NSRange, _ replacement: String) {
        let insertedLength = replacement.utf16.count
        lastEdit = (range, insertedLength)
        storage.replace(range, with: replacement)
        record(TextChange(replacing: range, insertedLength: insertedLength))
    }

    func insertText(_ string: String) {
        guard markedRange != nil else {
            replace(selectedRange, with: string, kind: .typing)
            return
        }
        // Committing a preedit: the preedit was never text, so it goes without an undo record and
        // the commit is typed in its place (an undo takes the committed text away, not back to
        // the preedit).
        commitMarkedText(as: string)
    }

    func deleteBackward() {
        if let markedRange {
            replace(markedRange, with: "", kind: .deleting)
            return
        }
        let range = selectedRange
        if range.length > 0 {
            replace(range, with: "", kind: .deleting)
        } else if range.location > 0 {
            let start = characterBoundary(before: range.location)
            replace(NSRange(location: start, length: range.location - start), with: "", kind: .deleting)
        }
    }

    func deleteForward() {
        let range = selectedRange
        if range.length > 0 {
            replace(range, with: "", kind: .deleting)
        } else if range.location < length {
            let end = characterBoundary(after: range.location)
            replace(NSRange(location: range.location, length: end - range.location), with: "", kind: .deleting)
        }
    }

    /// Ctrl+Backspace / Ctrl+Delete: to the word boundary, or the selection when there is one.
    func deleteWord(forward: Bool) {
        let range = selectedRange
        guard range.length == 0 else {
            replace(range, with: "", kind: .deleting)
            return
        }
        let other = host.editorLayout.wordBoundary(from: range.location, forward: forward)
        let from = min(other, range.location), to = max(other, range.location)
        if to > from { replace(NSRange(location: from, length: to - from), with: "", kind: .deleting) }
    }

    // MARK: Marked text (input-method preedit)

    func setMarkedText(_ marked: String?, selectedRange innerSelection: NSRange) {
        guard host.editorIsEditable else { return }
        let target = markedRange ?? selectedRange
        let string = marked ?? ""
        // Preedit is not an edit the delegate vets or undo records: only its commit is (UIKit does
        // the same; `insertText` of the committed text asks the delegate).
        apply(clamp(target), string)
        markedRange = string.isEmpty ? nil : NSRange(location: target.location, length: string.utf16.count)
        let caret = target.location + min(max(0, innerSelection.location), string.utf16.count)
        anchor = caret
        active = caret + min(max(0, innerSelection.length), string.utf16.count - (caret - target.location))
        typingRecord = nil
        host.editorTextDidChange()
        host.editorSelectionDidChange()
    }

    func unmarkText() {
        guard let marked = markedRange else { return }
        // The preedit becomes text as it stands.
        commitMarkedText(as: substring(marked))
    }

    /// Removes the preedit and types `committed` where it was, as a typed, undoable edit.
    private func commitMarkedText(as committed: String) {
        guard let marked = markedRange else { return }
        apply(marked, "")
        markedRange = nil
        anchor = marked.location
        active = marked.location
        if !replace(NSRange(location: marked.location, length: 0), with: committed, kind: .typing) {
            host.editorTextDidChange()
            host.editorSelectionDidChange()
        }
    }

    // MARK: Movement

    enum Movement {
        case left, right, wordLeft, wordRight, lineStart, lineEnd, documentStart, documentEnd, up, down, pageUp, pageDown
    }

    /// Moves the caret, or the selection's moving end when `extending` (Shift).
    func move(_ movement: Movement, extending: Bool) {
        let layout = host.editorLayout
        let range = selectedRange
        var keepX = false
        var target: Int
        switch movement {
        case .left, .right:
            let direction = movement == .left ? -1 : 1
            if !extending, range.length > 0 {
                // Collapse to the edge on the side of the arrow, as every desktop toolkit does.
                let leftEdge = layout.caretRect(at: range.location).minX <= layout.caretRect(at: range.location + range.length).minX
                target = (direction < 0) == leftEdge ? range.location : range.location + range.length
            } else {
                target = layout.offset(visuallyFrom: active, direction: direction)
                    ?? (direction < 0 ? (isRightToLeft(layout) ? length : 0) : (isRightToLeft(layout) ? 0 : length))
            }
        case .wordLeft, .wordRight:
            let forward = (movement == .wordRight) != isRightToLeft(layout)
            target = layout.wordBoundary(from: active, forward: forward)
        case .lineStart, .lineEnd:
            let line = layout.lineRange(containing: active)
            target = movement == .lineStart ? line.location : line.location + line.length
        case .documentStart:
            target = 0
        case .documentEnd:
            target = length
        case .up, .down, .pageUp, .pageDown:
            let lines: Int
            switch movement {
            case .up: lines = -1
            case .down: lines = 1
            case .pageUp: lines = -max(1, host.editorPageLines)
            default: lines = max(1, host.editorPageLines)
            }
            let start = extending || range.length == 0 ? active : (lines < 0 ? range.location : range.location + range.length)
            let x = preferredX ?? layout.caretRect(at: start).minX
            let (line, count) = layout.lineNumber(of: start)
            if let moved = layout.offset(from: start, lines: lines, x: x) {
                target = moved
            } else if lines < 0, line > 0, let moved = layout.offset(from: start, lines: -line, x: x) {
                target = moved   // a page up past the top stops on the first line
            } else if lines > 0, line < count - 1, let moved = layout.offset(from: start, lines: count - 1 - line, x: x) {
                target = moved
            } else {
                // Up on the first line, Down on the last: to the start or the end (GTK and macOS).
                target = lines < 0 ? 0 : length
            }
            preferredX = x
            keepX = true
        }
        if extending {
            setSelection(anchor: anchor, active: target, keepPreferredX: keepX)
        } else {
            setSelection(anchor: target, active: target, keepPreferredX: keepX)
        }
    }

    /// Whether the text runs right to left as a whole (its start is drawn right of its end).
    private func isRightToLeft(_ layout: TextLayout) -> Bool {
        length > 0 && layout.caretRect(at: 0).minX > layout.caretRect(at: length).minX
    }

    func selectAll() { setSelection(anchor: 0, active: length) }

    func selectWord(at offset: Int) {
        let range = host.editorLayout.wordRange(at: offset)
        setSelection(anchor: range.location, active: range.location + range.length)
    }

    /// Triple-click: the paragraph around `offset` (the line between line breaks).
    func selectParagraph(at offset: Int) {
        let line = storage.line(containing: min(max(0, offset), length))
        let start = storage.utf16Offset(ofLine: line)
        let end = line < storage.lineFeedCount ? storage.utf16Offset(ofLine: line + 1) - 1 : length
        setSelection(anchor: start, active: end)
    }

    // MARK: Undo

    /// What undoing one edit needs: the range the edit's text occupies now, and what it replaced.
    final class UndoRecord {
        var range: NSRange
        var original: String
        let selectionBefore: NSRange
        let kind: EditKind

        init(range: NSRange, original: String, selectionBefore: NSRange, kind: EditKind) {
            self.range = range
            self.original = original
            self.selectionBefore = selectionBefore
            self.kind = kind
        }
    }

    private func registerUndo(replacing range: NSRange, original: String, selectionBefore: NSRange, kind: EditKind) {
        guard let undoManager = host.editorUndoManager, !undoManager.isUndoing, !undoManager.isRedoing else {
            if let undoManager = host.editorUndoManager {
                // An undo or redo performing this edit: register its inverse for the other stack.
                let record = UndoRecord(range: range, original: original, selectionBefore: selectionBefore, kind: .other)
                undoManager.registerUndo(withTarget: self) { $0.revert(record) }
            }
            return
        }
        // Typing right after typing (or deleting after deleting) extends the same step.
        if let record = typingRecord, record.kind == kind, kind != .other {
            if kind == .typing, record.range.location + record.range.length == range.location, original.isEmpty {
                record.range.length += range.length
                typingRecord = record
                endRunAfterLineBreak(range)
                return
            }
            if kind == .deleting, range.length == 0, range.location + original.utf16.count == record.range.location {
                record.range.location = range.location
                record.original = original + record.original
                typingRecord = record
                return
            }
            if kind == .deleting, range.length == 0, range.location == record.range.location {
                record.original += original
                typingRecord = record
                return
            }
        }
        let record = UndoRecord(range: range, original: original, selectionBefore: selectionBefore, kind: kind)
        undoManager.registerUndo(withTarget: self) { $0.revert(record) }
        undoManager.setActionName(kind == .typing ? "Typing" : kind == .deleting ? "Delete" : "Change")
        typingRecord = kind == .other ? nil : record
        endRunAfterLineBreak(range)
    }

    /// A typed line break ends the undo step (GTK's rule): one Ctrl+Z undoes one line of typing.
    private func endRunAfterLineBreak(_ inserted: NSRange) {
        if inserted.length > 0, storage.utf16Unit(at: inserted.location + inserted.length - 1) == 0x0A { typingRecord = nil }
    }

    /// Undo (or redo) of one record: puts the original back and selects as before the edit.
    private func revert(_ record: UndoRecord) {
        typingRecord = nil
        let range = clamp(record.range)
        let replaced = substring(range)
        let selectionNow = selectedRange
        apply(range, record.original)
        markedRange = nil
        let restored = NSRange(location: range.location, length: record.original.utf16.count)
        host.editorUndoManager?.registerUndo(withTarget: self) { editor in
            editor.revert(UndoRecord(range: restored, original: replaced, selectionBefore: selectionNow, kind: .other))
        }
        let selection = clamp(record.selectionBefore)
        anchor = selection.location
        active = selection.location + selection.length
        typingRecord = nil
        host.editorTextDidChange()
        host.editorSelectionDidChange()
    }

    /// Ends the current typing run (focus left, the caret moved): the next edit is a new undo step.
    func breakUndoCoalescing() { typingRecord = nil }
}
