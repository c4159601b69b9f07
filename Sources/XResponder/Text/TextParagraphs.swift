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
    /// Stored in 32-bit fields (17 bytes a paragraph instead of 40): a 10 MB paste of short
    /// lines is hundreds of thousands of them (R-U7). Offsets past 4 GiB are clamped.
    struct Span: Equatable {
        private var storedByteStart, storedByteLength, storedStart, storedLength: UInt32
        private var storedBreakLength: UInt8

        init(byteStart: Int, byteLength: Int, start: Int, length: Int, breakLength: Int) {
            storedByteStart = UInt32(clamping: byteStart)
            storedByteLength = UInt32(clamping: byteLength)
            storedStart = UInt32(clamping: start)
            storedLength = UInt32(clamping: length)
            storedBreakLength = UInt8(clamping: breakLength)
        }

        var byteStart: Int {
            get { Int(storedByteStart) }
            set { storedByteStart = UInt32(clamping: newValue) }
        }
        var byteLength: Int { Int(storedByteLength) }
        var start: Int {
            get { Int(storedStart) }
            set { storedStart = UInt32(clamping: newValue) }
        }
        var length: Int { Int(storedLength) }
        /// The line break after the paragraph: 0 (the text's last), 1 ("\n") or 2 ("\r\n"),
        /// the same in bytes and in UTF-16 units.
        var breakLength: Int { Int(storedBreakLength) }

        var byteEnd: Int { byteStart + byteLength }
        var end: Int { start + length }
    }

    /// All paragraphs of a text.
    static func spans(of bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
        var spans: [Span] = []
        scan(bytes, from: 0, to: bytes.count, utf16Start: 0, endsText: true, into: &spans)
        return spans
    }

    /// What an edit did to a text's paragraphs: the old ones before `front` are the new ones
    /// before it, unchanged; those from `back` on are unchanged too but moved by the edit's length;
    /// `middle`, cut anew out of the new text, replaces the ones between.
    struct Edit {
        let front: Int
        let back: Int
        let middle: [Span]
        /// How far the kept tail moved, in bytes and in UTF-16 units.
        let byteShift: Int
        let shift: Int

        /// Turns `spans`, the paragraphs the edit was found against, into the new text's, in place
        /// when nothing else holds the array: the middle replaced, the tail moved.
        func apply(to spans: inout [Span]) {
            spans.replaceSubrange(front..<back, with: middle)
            for index in (front + middle.count)..<spans.count {
                spans[index].byteStart += byteShift
                spans[index].start += shift
            }
        }

        /// The index of the old paragraph that new paragraph `index` is unchanged from, or nil for
        /// one cut anew.
        func oldIndex(of index: Int) -> Int? {
            if index < front { return index }
            if index < front + middle.count { return nil }
            return index - front - middle.count + back
        }
    }

    /// The edit that turned `oldBytes`, whose paragraphs are `old`, into `newBytes`.
    static func edit(of newBytes: UnsafeBufferPointer<UInt8>, from oldBytes: UnsafeBufferPointer<UInt8>,
                     old: [Span]) -> Edit {
        let prefix = commonPrefix(oldBytes, newBytes)
        let suffix = commonSuffix(oldBytes, newBytes, limit: min(oldBytes.count, newBytes.count) - prefix)
        let identical = prefix == oldBytes.count && oldBytes.count == newBytes.count
        // Kept at the front: a paragraph whose text and break lie in the common prefix (the last
        // one, which has no break, only when nothing changed). Paragraphs are in text order, so
        // the kept ones are found by binary search, not by walking a long text's thousands.
        let front = identical ? old.count : firstIndex(in: 0..<old.count) {
            old[$0].breakLength == 0 || old[$0].byteEnd + old[$0].breakLength > prefix
        }
        // Kept at the back: a paragraph whose text and the break before it lie in the common
        // suffix. The first paragraph has no break before it and is kept only from the front.
        let back = firstIndex(in: min(max(front, 1), old.count)..<old.count) {
            oldBytes.count - (old[$0].byteStart - old[$0 - 1].breakLength) <= suffix
        }
        // The stretch between is cut out of the new text.
        let middleByteStart = front > 0 ? old[front - 1].byteEnd + old[front - 1].breakLength : 0
        let middleStart = front > 0 ? old[front - 1].end + old[front - 1].breakLength : 0
        let byteShift = newBytes.count - oldBytes.count
        let middleByteEnd = back < old.count ? old[back].byteStart + byteShift : newBytes.count
        var middle: [Span] = []
        if !identical {
            scan(newBytes, from: middleByteStart, to: middleByteEnd, utf16Start: middleStart,
                 endsText: back == old.count, into: &middle)
        }
        // The kept tail moves by the edit's length, in bytes and in UTF-16 units.
        var shift = 0
        if back < old.count {
            let tailStart = middle.last.map { $0.end + $0.breakLength } ?? middleStart
            shift = tailStart - old[back].start
        }
        return Edit(front: front, back: back, middle: middle, byteShift: byteShift, shift: shift)
    }

    /// The first index in `range` for which `holds` is true (`range.upperBound` when none is),
    /// where it is false before that index and true from it on.
    private static func firstIndex(in range: Range<Int>, where holds: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if holds(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Cuts `bytes[from..<to]` (which starts a paragraph) at its line breaks. With `endsText` the
    /// rest after the last break is the text's last paragraph; otherwise the stretch ends right
    /// after a break and the next paragraph is someone else's.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int, utf16Start: Int,
                             endsText: Bool, into spans: inout [Span]) {
        // Room for every paragraph at once (memchr counts the breaks): a long text's array is not
        // grown by doubling, which left up to twice its size resident (a 10 MB paste, R-U7).
        if to - from > 65_536, let base = bytes.baseAddress {
            var breaks = 0, cursor = base + from
            let end = base + to
            while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                breaks += 1
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            spans.reserveCapacity(spans.count + breaks + 1)
        }
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

    /// Bytes compared a block at a time by `memcmp` (vectorised in libc) before the differing
    /// block is looked at a word, then a byte, at a time: the whole of a long text is compared on
    /// every key.
    private static let compareBlock = 512

    private static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let count = min(a.count, b.count)
        var index = 0
        if let pa = a.baseAddress, let pb = b.baseAddress {
            while index + compareBlock <= count, memcmp(pa + index, pb + index, compareBlock) == 0 { index += compareBlock }
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
            while length + compareBlock <= limit,
                  memcmp(pa + a.count - length - compareBlock, pb + b.count - length - compareBlock, compareBlock) == 0 {
                length += compareBlock
            }
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
