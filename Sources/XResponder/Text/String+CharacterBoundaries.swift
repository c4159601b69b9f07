import Foundation

/// Grapheme-cluster boundaries in UTF-16 offsets, the unit of UIKit's text positions: what the
/// editor moves the caret by, and what a long field's laid-out stretch steps over at its ends.
extension String {
    /// `offset`, clamped to the text, moved back to the grapheme-cluster boundary at or before it.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        let length = utf16.count
        let clamped = min(max(0, offset), length)
        guard clamped > 0, clamped < length else { return clamped }
        let index = String.Index(utf16Offset: clamped, in: self)
        // Character operations round a mid-cluster index down to its cluster's start (SE-0180's
        // index rounding): the start of the cluster that holds `index`.
        return self.index(before: self.index(after: index)).utf16Offset(in: self)
    }

    /// The boundary one grapheme cluster before `offset` (0 at the start).
    func characterBoundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let index = String.Index(utf16Offset: characterBoundary(atOrBefore: offset), in: self)
        guard index > startIndex else { return 0 }
        return self.index(before: index).utf16Offset(in: self)
    }

    /// The boundary one grapheme cluster after `offset` (the length at the end).
    func characterBoundary(after offset: Int) -> Int {
        let length = utf16.count
        guard offset < length else { return length }
        let index = String.Index(utf16Offset: characterBoundary(atOrBefore: offset), in: self)
        return self.index(after: index).utf16Offset(in: self)
    }
}
