import Foundation

/// A text view's text as a rope (issue #35): chunks of about a kilobyte in a `SummedTree` that
/// counts each chunk's UTF-8 bytes, UTF-16 units and line feeds. Replacing a range, finding the
/// chunk that holds a UTF-16 offset and finding where line `n` starts cost O(log n) in the text's
/// length, so a key typed into a 100 MB document copies one chunk and the path above it, not the
/// document. `string` gives the whole text as a `String` (what UIKit's `text` returns), built when
/// asked for.
///
/// Offsets are UTF-16 offsets, the model's unit (UIKit's `NSRange`). An offset inside a surrogate
/// pair is taken as the start of its scalar.
struct TextStorage {
    /// One piece of the text, split only between Unicode scalars. A document loaded whole is
    /// sliced, not copied: its chunks are substrings of the `String` it came as (which an app
    /// usually keeps too), and a chunk an edit reaches becomes a string of its own.
    struct Chunk: Summarized {
        let string: Substring
        let summary: Summary

        init(_ string: Substring) {
            self.string = string
            var copy = string
            summary = copy.withUTF8 { bytes in
                Summary(elementCount: 1, utf8: bytes.count, utf16: UTF8Counting.utf16Count(bytes, 0..<bytes.count),
                        lineFeeds: UTF8Counting.lineFeedCount(bytes))
            }
        }
    }

    struct Summary: TreeSummary {
        var elementCount: Int
        var utf8: Int
        var utf16: Int
        /// "\n" characters: a "\r\n" counts once, a lone "\r" not at all (TextParagraphs' rule).
        var lineFeeds: Int

        static let zero = Summary(elementCount: 0, utf8: 0, utf16: 0, lineFeeds: 0)

        func adding(_ other: Summary) -> Summary {
            Summary(elementCount: elementCount + other.elementCount, utf8: utf8 + other.utf8,
                    utf16: utf16 + other.utf16, lineFeeds: lineFeeds + other.lineFeeds)
        }
    }

    /// Bytes a chunk is cut to; a replacement merges chunks smaller than `minimumChunkBytes`.
    static let chunkBytes = 1_024
    static let minimumChunkBytes = 256

    private(set) var chunks: SummedTree<Chunk>

    init() { chunks = SummedTree() }

    init(_ string: String) {
        chunks = SummedTree(Self.cut(string))
    }

    var utf16Count: Int { chunks.summary.utf16 }
    var utf8Count: Int { chunks.summary.utf8 }
    /// Paragraphs are the line feeds plus one.
    var lineFeedCount: Int { chunks.summary.lineFeeds }
    var isEmpty: Bool { utf8Count == 0 }

    /// The whole text, built anew (O(n)): a copy, as UIKit's `text` is.
    var string: String {
        if chunks.count == 1 { return String(chunks.element(at: 0).element.string) }
        return String(unsafeUninitializedCapacity: utf8Count) { buffer in
            var written = 0
            chunks.forEach(from: 0) { chunk, _ in
                var piece = chunk.string
                piece.withUTF8 { bytes in
                    if let base = bytes.baseAddress, let target = buffer.baseAddress {
                        (target + written).update(from: base, count: bytes.count)
                    }
                    written += bytes.count
                }
                return true
            }
            return written
        }
    }

    // MARK: Reading

    /// The chunk holding UTF-16 offset `offset` (the last one at the text's end), with the UTF-16
    /// offset and the line feeds before it.
    private func chunk(containing offset: Int) -> (index: Int, chunk: Chunk, before: Summary)? {
        guard !chunks.isEmpty else { return nil }
        if offset >= utf16Count {
            let last = chunks.count - 1
            let (chunk, before) = chunks.element(at: last)
            return (last, chunk, before)
        }
        return chunks.first { $0.utf16 > max(0, offset) }.map { ($0.index, $0.element, $0.before) }
    }

    /// The text of `range` (clamped to the text).
    func substring(_ range: NSRange) -> String {
        let start = min(max(0, range.location), utf16Count)
        let end = min(max(start, range.location + max(0, range.length)), utf16Count)
        guard end > start, let first = chunk(containing: start) else { return "" }
        var result = ""
        chunks.forEach(from: first.index) { chunk, before in
            let chunkStart = before.utf16, chunkEnd = chunkStart + chunk.summary.utf16
            let from = Self.index(chunk.string, max(0, start - chunkStart))
            let to = Self.index(chunk.string, min(chunk.summary.utf16, end - chunkStart))
            result += chunk.string[from..<to]
            return chunkEnd < end
        }
        return result
    }

    /// The UTF-16 unit at `offset` (nil past the end).
    func utf16Unit(at offset: Int) -> UInt16? {
        guard offset >= 0, offset < utf16Count, let found = chunk(containing: offset) else { return nil }
        let local = offset - found.before.utf16
        let units = found.chunk.string.utf16
        return units[units.index(units.startIndex, offsetBy: local)]
    }

    /// Calls `body` with the UTF-8 bytes of each chunk that holds part of `range`, from the one
    /// holding its start, and that chunk's first UTF-16 offset; stops when `body` returns false.
    func forEachChunk(from offset: Int, _ body: (UnsafeBufferPointer<UInt8>, _ utf16Start: Int) -> Bool) {
        guard let first = chunk(containing: offset) else { return }
        chunks.forEach(from: first.index) { chunk, before in
            var piece = chunk.string
            return piece.withUTF8 { body($0, before.utf16) }
        }
    }

    // MARK: Lines

    /// The UTF-16 offset where line `line` (0-based, lines ending at "\n") starts; the text's
    /// length past the last.
    func utf16Offset(ofLine line: Int) -> Int {
        guard line > 0 else { return 0 }
        guard line <= lineFeedCount, let found = chunks.first(where: { $0.lineFeeds >= line }) else { return utf16Count }
        // The line starts after the (line - before)th "\n" of this chunk.
        let wanted = line - found.before.lineFeeds
        var piece = found.element.string
        return piece.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return utf16Count }
            var seen = 0, index = 0
            while index < bytes.count, let feed = memchr(base + index, 0x0A, bytes.count - index) {
                let at = UnsafePointer(feed.assumingMemoryBound(to: UInt8.self)) - base
                seen += 1
                if seen == wanted { return found.before.utf16 + UTF8Counting.utf16Count(bytes, 0..<(at + 1)) }
                index = at + 1
            }
            return utf16Count
        }
    }

    /// The line (0-based, lines ending at "\n") that holds UTF-16 offset `offset`; an offset right
    /// after a "\n" is on the next line.
    func line(containing offset: Int) -> Int {
        guard let found = chunk(containing: offset) else { return 0 }
        var piece = found.chunk.string
        return found.before.lineFeeds + piece.withUTF8 { bytes in
            let end = UTF8Counting.prefix(bytes, reachingUTF16: offset - found.before.utf16).byteCount
            return UTF8Counting.lineFeedCount(UnsafeBufferPointer(rebasing: bytes[..<end]))
        }
    }

    // MARK: Grapheme clusters

    /// How far around an offset the text is read to find its grapheme clusters. A cluster longer
    /// than this (hundreds of combining marks) is cut at the window's edge.
    private static let clusterWindow = 256

    /// Whether `offset` lies between two ASCII characters that are not "\r\n", inside an ASCII
    /// chunk: then it is a grapheme boundary (no rule joins two such characters), found without
    /// reading a window — the usual case of every key typed.
    private func isPlainASCIIBoundary(_ offset: Int) -> Bool {
        guard let found = chunk(containing: offset), found.chunk.summary.utf8 == found.chunk.summary.utf16 else { return false }
        let local = offset - found.before.utf16
        guard local > 0, local < found.chunk.summary.utf8 else { return false }
        let bytes = found.chunk.string.utf8
        let at = bytes.index(bytes.startIndex, offsetBy: local)   // O(1): the chunk is ASCII, its bytes are its units
        let before = bytes[bytes.index(before: at)], after = bytes[at]
        return !(before == 0x0D && after == 0x0A)
    }

    /// `offset`, clamped, moved back to the grapheme-cluster boundary at or before it.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        let clamped = min(max(0, offset), utf16Count)
        guard clamped > 0, clamped < utf16Count else { return clamped }
        if isPlainASCIIBoundary(clamped) { return clamped }
        let (window, start) = clusterWindow(around: clamped)
        return start + window.characterBoundary(atOrBefore: clamped - start)
    }

    /// The boundary one grapheme cluster before `offset` (0 at the start).
    func characterBoundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let clamped = min(offset, utf16Count)
        // The window must hold the cluster before `offset`, which may be the line feed before it.
        let (window, start) = clusterWindow(around: clamped, startingBefore: clamped - 1)
        return start + window.characterBoundary(before: clamped - start)
    }

    /// The boundary one grapheme cluster after `offset` (the length at the end).
    func characterBoundary(after offset: Int) -> Int {
        guard offset < utf16Count else { return utf16Count }
        let (window, start) = clusterWindow(around: max(0, offset))
        return start + window.characterBoundary(after: max(0, offset) - start)
    }

    /// The text around `offset` that its clusters are found in, and where that text starts. It
    /// starts after the last line feed before `offset` when one is near (a cluster never spans a
    /// "\n", and "\r\n" is one whose end this is), so clusters are found as the whole text's are;
    /// a paragraph longer than the window is read from `clusterWindow` units back.
    private func clusterWindow(around offset: Int, startingBefore limit: Int? = nil) -> (String, Int) {
        var limit = max(0, limit ?? offset)
        // On a scalar: a limit inside a surrogate pair moves to the pair's start.
        if let unit = utf16Unit(at: limit), UTF16.isTrailSurrogate(unit) { limit -= 1 }
        let back = max(0, limit - Self.clusterWindow)
        var start = back
        let before = substring(NSRange(location: back, length: limit - back))
        // Counted back from `limit`: the substring began at the scalar holding `back`, which may
        // be a unit before it.
        if let feed = before.utf16.lastIndex(of: 0x0A) {
            start = limit - before.utf16[before.utf16.index(after: feed)...].count
        } else if back > 0 {
            start = limit - before.utf16.count
        }
        let end = min(utf16Count, offset + Self.clusterWindow)
        return (substring(NSRange(location: start, length: end - start)), start)
    }

    // MARK: Editing

    /// Replaces `range` (clamped) with `replacement`: the chunks the range touches are cut anew
    /// with the replacement between their kept ends.
    mutating func replace(_ range: NSRange, with replacement: String) {
        let start = min(max(0, range.location), utf16Count)
        let end = min(max(start, range.location + max(0, range.length)), utf16Count)
        guard let first = chunk(containing: start) else {
            self = TextStorage(replacement)
            return
        }
        let last = end > start ? chunk(containing: end - 1)! : first
        let head = first.chunk.string, tail = last.chunk.string
        var joined = String(head[..<Self.index(head, start - first.before.utf16)])
        joined += replacement
        joined += tail[Self.index(tail, end - last.before.utf16)...]
        var upper = last.index + 1
        // A small result takes its next chunk in, so that typing and deleting do not leave the
        // text in crumbs.
        if joined.utf8.count < Self.minimumChunkBytes, upper < chunks.count {
            joined += chunks.element(at: upper).element.string
            upper += 1
        }
        chunks.replaceSubrange(first.index..<upper, with: Self.cut(joined))
    }

    // MARK: Helpers

    /// `string` cut into the fewest chunks of at most `chunkBytes`, of about equal sizes (a chunk
    /// one byte over is cut in halves, not into a full one and a crumb), between Unicode scalars:
    /// slices of it, sharing its bytes.
    static func cut(_ string: String) -> [Chunk] {
        var text = string
        // Slices of a bridged or non-UTF-8 string would each copy it whole when read.
        text.makeContiguousUTF8()
        let total = text.utf8.count
        guard total > chunkBytes else { return total == 0 ? [] : [Chunk(text[...])] }
        let size = total / ((total + chunkBytes - 1) / chunkBytes) + 1
        let whole = text   // the same bytes, sliced while `text` lends them
        let utf8 = whole.utf8
        return text.withUTF8 { bytes in
            var result: [Chunk] = []
            result.reserveCapacity(total / size + 1)
            var start = 0, startIndex = utf8.startIndex
            while start < total {
                var end = min(total, start + size)
                // Back to the start of a scalar: continuation bytes are 10xxxxxx.
                while end < total, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                let endIndex = utf8.index(startIndex, offsetBy: end - start)
                result.append(Chunk(whole[startIndex..<endIndex]))
                (start, startIndex) = (end, endIndex)
            }
            return result
        }
    }

    /// The index of UTF-16 offset `offset` in `string`, rounded down to a scalar's start.
    static func index(_ string: Substring, _ offset: Int) -> String.Index {
        let units = string.utf16
        let index = units.index(units.startIndex, offsetBy: min(max(0, offset), units.count))
        // Inside a surrogate pair: back to its first half, the scalar's start.
        if index > units.startIndex, index < units.endIndex, UTF16.isTrailSurrogate(units[index]) {
            return units.index(before: index)
        }
        return index
    }
}
