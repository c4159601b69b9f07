/// Counts over UTF-8 bytes eight at a time (SWAR), for the rope's chunk sums and the paragraph
/// scan: a million-line document is 76 MB read once when it is opened (issue #35). (Swift's
/// `SIMD32` with `replacing(with:where:)` was tried: forty times slower, not vectorised.)
enum UTF8Counting {
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The UTF-16 units `bytes[range]` make (which starts and ends between scalars): one per
    /// scalar, two for a scalar beyond the BMP.
    static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = range.lowerBound, units = 0
        while index + 8 <= range.upperBound {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & highBits == 0 {
                units += 8   // all ASCII
            } else {
                // Continuation bytes are 10xxxxxx: bit 7 set, bit 6 clear; a four-byte lead is
                // 11110xxx: bits 7 to 4 set.
                let continuations = (word & ~(word << 1) & highBits).nonzeroBitCount
                let fourByteLeads = (word & (word << 1) & (word << 2) & (word << 3) & highBits).nonzeroBitCount
                units += 8 - continuations + fourByteLeads
            }
            index += 8
        }
        while index < range.upperBound {
            let byte = base[index]
            if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            index += 1
        }
        return units
    }

    /// The whole scalars at the start of `bytes` (which starts on a scalar) that make at least
    /// `units` UTF-16 units: how many bytes they take, and the units they make (one more than
    /// `units` when it falls inside a surrogate pair; all of `bytes` when it has fewer).
    static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, reachingUTF16 units: Int) -> (byteCount: Int, utf16: Int) {
        var index = 0, made = 0
        while made < units, index < bytes.count {
            let lead = bytes[index]
            made += lead >= 0xF0 ? 2 : 1
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        return (index, made)
    }

    /// How many "\n" bytes `bytes` holds.
    static func lineFeedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0, feeds = 0
        while index + 8 <= bytes.count {
            // The exact zero-byte count of word ^ "\n\n\n\n\n\n\n\n" (no false positives from borrows).
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            let nonzero = ((word & lowSevenBits) &+ lowSevenBits) | word
            feeds += (~nonzero & highBits).nonzeroBitCount
            index += 8
        }
        while index < bytes.count {
            if base[index] == 0x0A { feeds += 1 }
            index += 1
        }
        return feeds
    }
}
