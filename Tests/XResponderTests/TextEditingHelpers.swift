import Foundation

/// Edits of a test's reference text, made as the editor makes them: by UTF-16 offsets widened to
/// whole characters.
extension String {
    /// The text with `string` inserted at UTF-16 offset `offset`.
    func inserting(_ string: String, at offset: Int) -> String {
        replacing(from: offset, to: offset, with: string).text
    }

    /// The text with the UTF-16 range `from..<to`, widened to whole characters, replaced by
    /// `string`, and the range replaced.
    func replacing(from: Int, to: Int, with string: String) -> (text: String, range: NSRange) {
        let start = String.Index(utf16Offset: from, in: self).samePosition(in: self) ?? characterStart(from)
        let end = max(start, String.Index(utf16Offset: to, in: self).samePosition(in: self) ?? characterStart(to))
        var result = self
        result.replaceSubrange(start..<end, with: string)
        let location = start.utf16Offset(in: self)
        return (result, NSRange(location: location, length: end.utf16Offset(in: self) - location))
    }

    /// The start of the character holding UTF-16 offset `offset`.
    private func characterStart(_ offset: Int) -> String.Index {
        var index = startIndex
        var position = 0
        while index != endIndex {
            let next = self.index(after: index)
            position += self[index].utf16.count
            if position > offset { return index }
            index = next
        }
        return endIndex
    }
}
