import Foundation

/// Which stretch of a text changed since its layout was made (issue #35): `start..<end` of the new
/// text replaced a stretch of the old one that started at `start` too and was `delta` units
/// shorter. Everything before `start` and after `end` is the same text as before, the part after
/// moved by `delta`. The editor records each edit into one of these, so a layout finds the
/// paragraphs to cut again from the range, without comparing the old text with the new.
struct TextChange: Equatable {
    var start: Int
    var end: Int
    var delta: Int

    /// Where the changed stretch ended in the old text.
    var oldEnd: Int { end - delta }

    /// `range` of the current text replaced by `insertedLength` units.
    init(replacing range: NSRange, insertedLength: Int) {
        start = range.location
        end = range.location + insertedLength
        delta = insertedLength - range.length
    }

    init(start: Int, end: Int, delta: Int) {
        (self.start, self.end, self.delta) = (start, end, delta)
    }

    /// This change followed by `next` (made on the text this change produced): one stretch that
    /// covers both.
    func followed(by next: TextChange) -> TextChange {
        let removedEnd = next.oldEnd   // where `next` ended in the text before it
        return TextChange(start: min(start, next.start), end: max(end, removedEnd) + next.delta, delta: delta + next.delta)
    }

    /// The change from `old` to `new`, found by comparing their UTF-16 units from both ends (for a
    /// layout made from a string with no editor to say what changed).
    static func between(_ old: String, _ new: String) -> TextChange {
        let a = Array(old.utf16), b = Array(new.utf16)
        var prefix = 0
        let shorter = min(a.count, b.count)
        while prefix < shorter, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return TextChange(start: prefix, end: b.count - suffix, delta: b.count - a.count)
    }
}
