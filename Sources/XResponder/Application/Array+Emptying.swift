import Foundation

extension Array {
    /// Empties the array and keeps its storage for the next use, removing from the end. The
    /// touch path empties a few short lists every gesture (a recognizer's touches, a tap's
    /// starts, a dispatch's changed touches); `removeAll(keepingCapacity: true)` goes through
    /// `replaceSubrange`'s general path for them, 170–550 instructions each where this takes a
    /// few dozen (callgrind over the dispatch benchmark, issue #50).
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
