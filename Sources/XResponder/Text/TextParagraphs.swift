import Foundation

/// Where a text's paragraphs are. A paragraph ends at "\n" or "\r\n" (one break, as Pango counts
/// it; a lone "\r" stays inside its paragraph, whose own layout breaks the line there). Lengths
/// are in UTF-16 units, what the model speaks.
enum TextParagraphs {
    struct Span: Equatable {
        var length: Int
        /// The line break after the paragraph: 0 (the text's last), 1 ("\n") or 2 ("\r\n").
        var breakLength: Int
    }

    /// All paragraphs of `storage`.
    static func spans(of storage: TextStorage) -> [Span] {
        spans(of: storage, from: 0, to: storage.utf16Count, endsText: true)
    }

    /// All paragraphs of `string`.
    static func spans(of string: String) -> [Span] { spans(of: TextStorage(string)) }

    /// The paragraphs of `storage` from UTF-16 offset `from` (which starts a paragraph) to `to`.
    /// With `endsText` the rest after the last break is the text's last paragraph; otherwise the
    /// stretch ends right after a break and the next paragraph is someone else's.
    static func spans(of storage: TextStorage, from: Int, to: Int, endsText: Bool) -> [Span] {
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
            spans.append(Span(length: max(0, to - paragraphStart), breakLength: 0))
        }
        return spans
    }
}
