import Foundation

/// Where a text's paragraphs are. A paragraph ends at "\n" or "\r\n" (one break, as Pango counts
/// it; a lone "\r" stays inside its paragraph, whose own layout breaks the line there). Lengths
/// are in UTF-16 units, what the model speaks.
///
/// A paragraph longer than twice `pieceLength` is cut into pieces (ParagraphPieces), each laid
/// out on its own: a span is then a piece, and all but a paragraph's last piece join the next.
enum TextParagraphs {
    struct Span: Equatable {
        var length: Int
        /// The line break after the paragraph: 0 (the text's last, or a piece that joins the
        /// next), 1 ("\n") or 2 ("\r\n").
        var breakLength: Int
        /// A piece of a long paragraph whose text goes on in the next span, with no break between.
        var joinsNext = false

        init(length: Int, breakLength: Int, joinsNext: Bool = false) {
            (self.length, self.breakLength, self.joinsNext) = (length, breakLength, joinsNext)
        }
    }

    /// All paragraphs of `storage`.
    static func spans(of storage: TextStorage, pieceLength: Int = ParagraphPieces.defaultLength) -> [Span] {
        spans(of: storage, from: 0, to: storage.utf16Count, endsText: true, pieceLength: pieceLength)
    }

    /// All paragraphs of `string`.
    static func spans(of string: String, pieceLength: Int = ParagraphPieces.defaultLength) -> [Span] {
        spans(of: TextStorage(string), pieceLength: pieceLength)
    }

    /// The paragraphs of `storage` from UTF-16 offset `from` (which starts a paragraph or a piece)
    /// to `to`, long ones cut into pieces of about `pieceLength`. With `endsText` the rest after
    /// the last break is the text's last paragraph; otherwise the stretch ends right after a break,
    /// or the rest after the last break is a piece that joins a piece after `to`.
    static func spans(of storage: TextStorage, from: Int, to: Int, endsText: Bool,
                      pieceLength: Int = ParagraphPieces.defaultLength) -> [Span] {
        let paragraphs = paragraphSpans(of: storage, from: from, to: to, endsText: endsText)
        return ParagraphPieces.cutting(paragraphs, from: from, of: storage, pieceLength: pieceLength)
    }

    /// Spans with each long paragraph's pieces joined again into one: the paragraphs themselves.
    static func joined(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        var pending = 0
        for span in spans {
            if span.joinsNext {
                pending += span.length
            } else {
                result.append(Span(length: pending + span.length, breakLength: span.breakLength))
                pending = 0
            }
        }
        if pending > 0 { result.append(Span(length: pending, breakLength: 0)) }
        return result
    }

    /// The paragraphs (whole, not cut into pieces) of `storage` from `from` to `to`.
    private static func paragraphSpans(of storage: TextStorage, from: Int, to: Int, endsText: Bool) -> [Span] {
        var spans: [Span] = []
        // Room for every paragraph at once: a long text's array is not grown by doubling, which
        // left up to twice its size resident (a 10 MB paste, R-U7).
        if from == 0, to == storage.utf16Count { spans.reserveCapacity(storage.lineFeedCount + 1) }
        var paragraphStart = from
        var previousByte: UInt8 = 0
        storage.forEachChunk(from: from) { bytes, chunkStart in
            guard let base = bytes.baseAddress else { return true }
            // The chunk may start before `from`: its bytes up to there are skipped.
            var index = 0, offset = chunkStart
            if chunkStart < from {
                let skipped = UTF8Counting.prefix(bytes, reachingUTF16: from - chunkStart)
                (index, offset) = (skipped.byteCount, chunkStart + skipped.utf16)
                if index > 0 { previousByte = bytes[index - 1] }
            }
            // Line feeds found by memchr, the UTF-16 units between them counted eight bytes at a time.
            while index < bytes.count, offset < to {
                guard let found = memchr(base + index, 0x0A, bytes.count - index) else {
                    offset += UTF8Counting.utf16Count(bytes, index..<bytes.count)
                    previousByte = bytes[bytes.count - 1]
                    index = bytes.count
                    break
                }
                let feed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                offset += UTF8Counting.utf16Count(bytes, index..<feed)
                guard offset < to else { break }
                let before = feed > 0 ? bytes[feed - 1] : previousByte
                let breakLength = before == 0x0D && offset > paragraphStart ? 2 : 1
                spans.append(Span(length: offset + 1 - breakLength - paragraphStart, breakLength: breakLength))
                offset += 1
                paragraphStart = offset
                previousByte = 0x0A
                index = feed + 1
            }
            return offset < to
        }
        if endsText || paragraphStart < to {
            spans.append(Span(length: max(0, to - paragraphStart), breakLength: 0, joinsNext: !endsText))
        }
        return spans
    }
}
