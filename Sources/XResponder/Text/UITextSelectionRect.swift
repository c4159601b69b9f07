import Foundation

/// One rectangle of a selection's highlight, in the text input's coordinates: one per line, and
/// per direction run in bidirectional text.
@preconcurrency @MainActor
open class UITextSelectionRect {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { storedDirection }
    open var containsStart: Bool { storedContainsStart }
    open var containsEnd: Bool { storedContainsEnd }
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    init(rect: CGRect, writingDirection: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }
}
