import Foundation

/// Where a very long paragraph is cut into pieces that are laid out one at a time (issue #49,
/// R-U7): one paragraph of 5 MB pasted into a text view took 3.8 s and 464 MB as one Pango layout,
/// and again on every key typed in it, because Pango has no incremental layout and its cost grows
/// faster than the text.
///
/// A piece is about `pieceLength` UTF-16 units and ends just after a space, so that it ends where
/// a word-wrapped line could; lacking a space within half a piece more, at a grapheme boundary.
/// Each piece starts a new visual line. That is the one difference from laying the paragraph out
/// whole: once every few thousand characters a line may end before the wrap width would end it
/// (Pango could have put the piece's first word on the line before). A text with no paragraph
/// longer than twice `pieceLength` is laid out exactly as before.
///
/// Pieces are cut once, when the paragraph is, and an edit cuts again only the pieces it touched
/// (LaidOutParagraphs.apply), so typing in a 50 MB paragraph lays out one piece. A piece an edit
/// leaves shorter than half `pieceLength` beside another piece of its paragraph is cut again
/// together with it, so short lines do not accumulate where pieces meet.
enum ParagraphPieces {
    /// About a screenful of text: a few milliseconds for Pango.
    static let defaultLength = 4_096

    /// `paragraphs` (from UTF-16 offset `start` of `storage`), each one longer than twice
    /// `pieceLength` cut into pieces.
    static func cutting(_ paragraphs: [TextParagraphs.Span], from start: Int, of storage: TextStorage,
                        pieceLength: Int) -> [TextParagraphs.Span] {
        let limit = 2 * pieceLength
        // The common case, a text of ordinary paragraphs, is returned as it is (no copy).
        guard paragraphs.contains(where: { $0.length > limit }) else { return paragraphs }
        var result: [TextParagraphs.Span] = []
        result.reserveCapacity(paragraphs.count)
        var offset = start
        for paragraph in paragraphs {
            defer { offset += paragraph.length + paragraph.breakLength }
            guard paragraph.length > limit else {
                result.append(paragraph)
                continue
            }
            let end = offset + paragraph.length
            var pieceStart = offset
            while end - pieceStart > limit {
                let cut = self.cut(after: pieceStart, pieceLength: pieceLength, in: storage)
                result.append(TextParagraphs.Span(length: cut - pieceStart, breakLength: 0, joinsNext: true))
                pieceStart = cut
            }
            result.append(TextParagraphs.Span(length: end - pieceStart, breakLength: paragraph.breakLength,
                                              joinsNext: paragraph.joinsNext))
        }
        return result
    }

    /// Where the piece starting at `start` ends: just after the first space or tab from
    /// `pieceLength` to `1.5 × pieceLength` units on, else at the grapheme boundary at or before
    /// `pieceLength` (CJK text, a long URL). The rest of the paragraph is more than twice
    /// `pieceLength` long, so what is left after the cut is at least half a piece.
    static func cut(after start: Int, pieceLength: Int, in storage: TextStorage) -> Int {
        let from = start + pieceLength, to = start + pieceLength + pieceLength / 2
        if let afterSpace = firstSpace(in: storage, from: from, to: to) { return afterSpace }
        let boundary = storage.characterBoundary(atOrBefore: from)
        // A cluster longer than the whole piece (hundreds of combining marks) is cut inside.
        return boundary > start ? boundary : from
    }

    /// The UTF-16 offset just after the first space or tab at an offset in `from..<to`.
    private static func firstSpace(in storage: TextStorage, from: Int, to: Int) -> Int? {
        var found: Int?
        storage.forEachChunk(from: from) { bytes, chunkStart in
            var index = 0, offset = chunkStart
            if chunkStart < from {
                let skipped = UTF8Counting.prefix(bytes, reachingUTF16: from - chunkStart)
                (index, offset) = (skipped.byteCount, chunkStart + skipped.utf16)
            }
            // Space and tab bytes never occur inside a multi-byte scalar: the bytes are searched
            // as they are, and the units before the one found counted as the rope counts them.
            guard let space = bytes[index...].firstIndex(where: { $0 == 0x20 || $0 == 0x09 }) else {
                return offset + UTF8Counting.utf16Count(bytes, index..<bytes.count) < to
            }
            let at = offset + UTF8Counting.utf16Count(bytes, index..<space)
            if at < to { found = at + 1 }
            return false
        }
        return found
    }
}
