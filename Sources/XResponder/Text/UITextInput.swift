import Foundation

/// The part of UIKit's `UITextInput` a text view needs (R-TX1): positions, the selection, marked
/// text (an input method's preedit) and geometry for the caret and selection. The X11 backend uses
/// it to show preedit text and to place the input method's candidate window at the caret.
///
/// Offsets are in UTF-16 code units, like `NSRange`; positions are between grapheme clusters.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; an empty range is the caret. Nil when the input is not selectable.
    var selectedTextRange: UITextRange? { get set }
    /// The input method's preedit text, shown underlined at the caret; nil when there is none.
    var markedTextRange: UITextRange? { get }
    /// Replaces the marked text (or the selection) with `markedText`, kept marked; `selectedRange`
    /// is the caret inside it. Nil or empty text removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Accepts the marked text as ordinary text.
    func unmarkText()

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult

    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    /// The caret's rectangle at `position`, in the receiver's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The first line's rectangle of `range` (UIKit uses it to place candidate windows).
    func firstRect(for range: UITextRange) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The caret position nearest `point` (in the receiver's coordinates).
    func closestPosition(to point: CGPoint) -> UITextPosition?
}
