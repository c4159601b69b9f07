import Foundation

/// Where a text's paragraphs are, and which of them an edit left alone.
///
/// A paragraph ends at "\n" or "\r\n" (one break, as Pango counts it; a lone "\r" stays inside its
/// paragraph, whose own layout breaks the line there). Positions are kept in UTF-8 bytes, which
/// are what two texts are compared in, and in UTF-16 units, which are what the model speaks.
///
/// An edit changes one stretch of the text. Comparing the old and new bytes from both ends finds
/// that stretch with two linear scans of raw memory; the paragraphs wholly before it are the same,
/// those wholly after it are the same but moved, and only the paragraphs in between are cut out of
/// the new text. Typing into a 5,000-line document therefore neither builds 5,000 strings nor
/// compares them one by one.
struct TextParagraphs {
    struct Span: Equatable {
        var byteStart: Int
        var byteLength: Int
        var start: Int
        var length: Int
        /// The line break after the paragraph: 0 (the text's last), 1 ("\n") or 2 ("\r\n"),
        /// the same in bytes and in UTF-16 units.
        var breakLength: Int

        var byteEnd: Int { byteStart + byteLength }
        var end: Int { start + length }
    }

    /// All paragraphs of a text.
    static func spans(of bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
        var spans: [Span] = []
        scan(bytes, from: 0, to: bytes.count, utf16Start: 0, endsText: true, into: &spans)
        return spans
    }

    /// The new text's paragraphs, and for each the index of the old paragraph (of `old`, the spans
    /// of `oldBytes`) it is unchanged from, or nil for one cut anew out of `newBytes`.
    static func spans(of newBytes: UnsafeBufferPointer<UInt8>, editedFrom oldBytes: UnsafeBufferPointer<UInt8>,
                      old: [Span]) -> (spans: [Span], kept: [Int?]) {
        let prefix = commonPrefix(oldBytes, newBytes)
        let suffix = commonSuffix(oldBytes, newBytes, limit: min(oldBytes.count, newBytes.count) - prefix)
        let identical = prefix == oldBytes.count && oldBytes.count == newBytes.count
        // Kept at the front: a paragraph whose text and break lie in the common prefix (the last
        // one, which has no break, only when nothing changed).
        var front = 0
        while front < old.count,
              identical || (old[front].breakLength > 0 && old[front].byteEnd + old[front].breakLength <= prefix) {
            front += 1
        }
        // Kept at the back: a paragraph whose text and the break before it lie in the common
        // suffix. The first paragraph has no break before it and is kept only from the front.
        var back = old.count
        while back - 1 >= max(front, 1),
              oldBytes.count - (old[back - 1].byteStart - old[back - 2].breakLength) <= suffix {
            back -= 1
        }
        var spans = Array(old[0..<front])
        spans.reserveCapacity(old.count + 1)
        var kept: [Int?] = (0..<front).map { $0 }
        kept.reserveCapacity(old.count + 1)
        // The stretch between is cut out of the new text.
        let middleByteStart = front > 0 ? old[front - 1].byteEnd + old[front - 1].breakLength : 0
        let middleStart = front > 0 ? old[front - 1].end + old[front - 1].breakLength : 0
        let byteShift = newBytes.count - oldBytes.count
        let middleByteEnd = back < old.count ? old[back].byteStart + byteShift : newBytes.count
        if !identical {
            scan(newBytes, from: middleByteStart, to: middleByteEnd, utf16Start: middleStart,
                 endsText: back == old.count, into: &spans)
            kept.append(contentsOf: repeatElement(Int?.none, count: spans.count - kept.count))
        }
        if back < old.count {
            // The kept tail moves by the edit's length, in bytes and in UTF-16 units.
            let newStart = spans.last.map { $0.end + $0.breakLength } ?? 0
            let shift = newStart - old[back].start
            for index in back..<old.count {
                var span = old[index]
                span.byteStart += byteShift
                span.start += shift
                spans.append(span)
                kept.append(index)
            }
        }
        return (spans, kept)
    }

    /// Cuts `bytes[from..<to]` (which starts a paragraph) at its line breaks. With `endsText` the
    /// rest after the last break is the text's last paragraph; otherwise the stretch ends right
    /// after a break and the next paragraph is someone else's.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, utf16Start: Int,
                             endsText: Bool, into spans: inout [Span]) {
        var paragraphByteStart = from, paragraphStart = utf16Start, offset = utf16Start
        var index = from
        while index < to {
            let byte = bytes[index]
            // UTF-16 units: one per scalar, two for a scalar beyond the BMP (a four-byte sequence).
            if byte & 0xC0 != 0x80 { offset += byte >= 0xF0 ? 2 : 1 }
            if byte == 0x0A {
                let breakLength = index > paragraphByteStart && bytes[index - 1] == 0x0D ? 2 : 1
                spans.append(Span(byteStart: paragraphByteStart, byteLength: index + 1 - breakLength - paragraphByteStart,
                                  start: paragraphStart, length: offset - breakLength - paragraphStart, breakLength: breakLength))
                paragraphByteStart = index + 1
                paragraphStart = offset
            }
            index += 1
        }
        if endsText || paragraphByteStart < to {
            spans.append(Span(byteStart: paragraphByteStart, byteLength: to - paragraphByteStart,
                              start: paragraphStart, length: offset - paragraphStart, breakLength: 0))
        }
    }

    private static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(a.count, b.count)
        var index = 0
        // Eight bytes at a time, then one at a time where they differ.
        if let pa = a.baseAddress, let pb = b.baseAddress {
            while index + 8 <= count,
                  UnsafeRawPointer(pa + index).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(pb + index).loadUnaligned(as: UInt64.self) {
                index += 8
            }
        }
        while index < count, a[index] == b[index] { index += 1 }
        return index
    }

    private static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        var length = 0
        if let pa = a.baseAddress, let pb = b.baseAddress {
            while length + 8 <= limit,
                  UnsafeRawPointer(pa + a.count - length - 8).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(pb + b.count - length - 8).loadUnaligned(as: UInt64.self) {
                length += 8
            }
        }
        while length < limit, a[a.count - 1 - length] == b[b.count - 1 - length] { length += 1 }
        return length
    }
}
