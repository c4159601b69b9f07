import Foundation

/// Finding text in the rope (issue #35): `NSString.range(of:options:)`'s matching (Foundation's,
/// so case and diacritic folding are the platform's), run over windows of the text cut from the
/// rope one at a time, never over the whole text as one string.
extension TextStorage {
    /// UTF-16 units a window holds besides its overlap with the next.
    static let searchWindow = 65_536

    /// The first match of `query` starting at or after `from`, or with `.backwards` the last one
    /// ending at or before it; nil when there is none (or the query is empty).
    func range(of query: String, options: String.CompareOptions = [], from: Int) -> NSRange? {
        let needle = query.utf16.count
        guard needle > 0 else { return nil }
        // Room for a match that straddles two windows, even one that folding made longer.
        let overlap = 2 * needle + 2
        if options.contains(.backwards) {
            var end = min(max(0, from), utf16Count)
            while end > 0 {
                let start = scalarStart(atOrAfter: max(0, end - Self.searchWindow - overlap))
                let window = substring(NSRange(location: start, length: end - start))
                if let found = window.range(of: query, options: options) {
                    return Self.range(found, in: window, at: start)
                }
                end = start == 0 ? 0 : end - Self.searchWindow
            }
            return nil
        }
        var start = scalarStart(atOrAfter: min(max(0, from), utf16Count))
        while start < utf16Count {
            let window = substring(NSRange(location: start, length: min(Self.searchWindow + overlap, utf16Count - start)))
            if let found = window.range(of: query, options: options) {
                return Self.range(found, in: window, at: start)
            }
            start = scalarStart(atOrAfter: start + Self.searchWindow)
        }
        return nil
    }

    /// Every match of `query`, in text order, not overlapping one another, at most `limit` of
    /// them: each window of the text is cut once and searched through.
    func ranges(of query: String, options: String.CompareOptions = [], limit: Int) -> [NSRange] {
        let needle = query.utf16.count
        guard needle > 0 else { return [] }
        let overlap = 2 * needle + 2
        let forward = options.subtracting(.backwards)
        var found: [NSRange] = []
        var start = 0, position = 0   // position: where the last match ended
        while start < utf16Count, found.count < limit {
            let window = substring(NSRange(location: start, length: min(Self.searchWindow + overlap, utf16Count - start)))
            let units = window.utf16
            let isLast = start + units.count >= utf16Count
            // Offsets are counted on from the last match, not from the window's start each time.
            var searchFrom = window.startIndex, searchOffset = start
            if position > start {
                searchFrom = units.index(units.startIndex, offsetBy: min(position - start, units.count))
                searchOffset = position
            }
            while found.count < limit, let match = window.range(of: query, options: forward, range: searchFrom..<window.endIndex) {
                let location = searchOffset + units.distance(from: searchFrom, to: match.lowerBound)
                // A match starting in the overlap is the next window's.
                guard isLast || location < start + Self.searchWindow else { break }
                let length = units.distance(from: match.lowerBound, to: match.upperBound)
                found.append(NSRange(location: location, length: length))
                searchFrom = length > 0 ? match.upperBound : window.index(after: match.lowerBound)
                searchOffset = location + units.distance(from: match.lowerBound, to: searchFrom)
                position = searchOffset
                if searchFrom == window.endIndex { break }
            }
            if isLast { break }
            start = scalarStart(atOrAfter: start + Self.searchWindow)
        }
        return found
    }

    /// `offset`, or the offset after it when it falls between the halves of a surrogate pair: a
    /// window read from there starts where it says.
    private func scalarStart(atOrAfter offset: Int) -> Int {
        if let unit = utf16Unit(at: offset), UTF16.isTrailSurrogate(unit) { return offset + 1 }
        return offset
    }

    /// `found` in `window`, which starts at UTF-16 offset `start` of the text, as a range of the text.
    private static func range(_ found: Range<String.Index>, in window: String, at start: Int) -> NSRange {
        let units = window.utf16
        let location = units.distance(from: units.startIndex, to: found.lowerBound)
        return NSRange(location: start + location, length: units.distance(from: found.lowerBound, to: found.upperBound))
    }
}
