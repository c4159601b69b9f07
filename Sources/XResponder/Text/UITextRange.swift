import Foundation

/// A range between two positions of a text input; `start` is never after `end`.
@preconcurrency @MainActor
open class UITextRange {
    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    public init() {
        startPosition = UITextPosition()
        endPosition = UITextPosition()
    }

    init(_ range: NSRange) {
        startPosition = UITextPosition(offset: range.location)
        endPosition = UITextPosition(offset: range.location + range.length)
    }

    /// The range as UTF-16 offsets.
    var nsRange: NSRange {
        NSRange(location: start.offset, length: max(0, end.offset - start.offset))
    }
}
