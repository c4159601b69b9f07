import Foundation

/// The attributes of an editable text (a text view's or field's `attributedText`), kept in step
/// with edits: text typed after a run takes that run's attributes (UIKit's default typing
/// attributes), removed text takes its runs' parts with it.
struct AttributedRuns {
    private(set) var runs: [TextRun] = []
    var paragraph: NSParagraphStyle?

    init() {}

    init(_ string: NSAttributedString) {
        (runs, paragraph) = TextRun.runs(of: string)
    }

    var isEmpty: Bool { runs.isEmpty }

    /// `range` was replaced by `length` UTF-16 units.
    mutating func replace(_ range: NSRange, withLength length: Int) {
        let editStart = range.location, editEnd = range.location + range.length, delta = length - range.length
        runs = runs.compactMap { run in
            let start = run.range.location, end = run.range.location + run.range.length
            let newStart = start < editStart || (start == 0 && editStart == 0) ? start
                : start >= editEnd ? start + delta : editStart + length
            let newEnd = end < editStart ? end
                : end == editStart ? (start < editStart || editStart == 0 ? end + length : end)
                : end >= editEnd ? end + delta : editStart + length
            guard newEnd > newStart else { return nil }
            var moved = run
            moved.range = NSRange(location: newStart, length: newEnd - newStart)
            return moved
        }
    }

    /// `text` with these runs' attributes over `base` (the view's font and colour).
    func attributedString(_ text: String, base: [NSAttributedString.Key: Any]) -> NSAttributedString {
        let string = NSMutableAttributedString(string: text, attributes: base)
        let length = string.length
        for run in runs {
            let range = NSIntersectionRange(run.range, NSRange(location: 0, length: length))
            guard range.length > 0 else { continue }
            string.addAttributes(run.attributes, range: range)
        }
        if let paragraph { string.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: length)) }
        return string
    }
}
