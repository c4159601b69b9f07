import Foundation

/// The application's FIFO of input records, and the rule that groups them into events.
///
/// Grouping (R-T4, R-T6):
/// - consecutive moves in the same window form one batch: each touch gets one `touchesMoved` with
///   every sample in `coalescedTouches(for:)`;
/// - consecutive begins (or ends) in the same window with the same timestamp form one batch: touches
///   that went down together arrive in one `touchesBegan` call;
/// - nothing is ever merged across a begin or an end, and no record is dropped or reordered.
///
/// Scrolls coalesce where they are queued (R-U8): a scroll that follows a queued, not yet handed out
/// scroll of the same window, modifiers and origin, in the same direction, adds its delta to it and
/// takes its position and time (a click down and a click up stay two scrolls). A burst of 100,000 wheel clicks is then one record (it was 100,000 events, nine seconds of
/// work and a queue that kept its size). A scroll view turns a delta into points linearly, so the
/// distance is the same; what changes is that a view which reaches its end within a burst is not
/// asked again for the rest of it (the rest does not pass to an outer scroll view).
struct InputQueue {
    /// A touch record as plain values — no strings, no references — so that a storm of them is
    /// stored, copied and dropped as raw memory. An `InputRecord` is not: its text cases hold
    /// strings, and copying or destroying one goes through the runtime (issue #9, motion intake).
    struct TouchRecord {
        var change: InputRecord.TouchChange
        var timestamp: TimeInterval
        var windowNumber: Int?
        var modifierFlags: UIKeyModifierFlags
        var isSynthetic: Bool
    }

    /// One queued record: a touch inline, or the next of `others` (both queues keep their order).
    enum Entry {
        case touch(TouchRecord)
        case other
    }

    /// What `nextBatch()` hands out: a run of touch records forming one event, or one other record.
    enum Batch {
        case touches(ArraySlice<Entry>)
        case other(InputRecord)
    }

    private var entries: [Entry] = []
    private var head = 0
    private var others: [InputRecord] = []
    private var othersHead = 0

    var isEmpty: Bool { head >= entries.count }
    var count: Int { entries.count - head }

    mutating func append(_ record: InputRecord) {
        if case .touch(let change) = record.kind {
            entries.append(.touch(TouchRecord(change: change, timestamp: record.timestamp, windowNumber: record.windowNumber,
                                              modifierFlags: record.modifierFlags, isSynthetic: record.isSynthetic)))
        } else if case .scroll(let location, let delta) = record.kind, head < entries.count, othersHead < others.count,
                  case .other = entries[entries.count - 1], case .scroll(_, let queued) = others[others.count - 1].kind,
                  others[others.count - 1].windowNumber == record.windowNumber,
                  others[others.count - 1].modifierFlags == record.modifierFlags,
                  others[others.count - 1].isSynthetic == record.isSynthetic,
                  queued.x * delta.x >= 0, queued.y * delta.y >= 0 {
            var merged = record
            merged.kind = .scroll(location: location, delta: CGPoint(x: queued.x + delta.x, y: queued.y + delta.y))
            others[others.count - 1] = merged
        } else {
            entries.append(.other)
            others.append(record)
        }
    }

    /// Removes and returns the next batch, or nil when the queue is empty. A run of touch records
    /// is a slice of the queue's storage: a storm of moves is not copied record by record.
    ///
    /// The queue compacts before it takes a batch, not after: by then the caller has dropped the
    /// previous slice, so compacting reuses the storage instead of copying it away from the slice.
    mutating func nextBatch() -> Batch? {
        compactIfNeeded()
        guard head < entries.count else { return nil }
        let start = head
        head += 1
        guard case .touch(let first) = entries[start] else {
            let record = others[othersHead]
            othersHead += 1
            return .other(record)
        }
        let change = first.change
        while head < entries.count, case .touch(let next) = entries[head], next.windowNumber == first.windowNumber,
              belongTogether(first: change, firstTime: first.timestamp, next: next.change, nextTime: next.timestamp),
              !batch(from: start, hasOtherRecordFor: next.change) {
            head += 1
        }
        return .touches(entries[start..<head])
    }

    private func belongTogether(first: InputRecord.TouchChange, firstTime: TimeInterval,
                                next: InputRecord.TouchChange, nextTime: TimeInterval) -> Bool {
        switch (first.phase, next.phase) {
        case (.moved, .moved):
            return true   // a storm: any touch may repeat
        case (.began, .began), (.ended, .ended):
            return nextTime == firstTime
        default:
            return false
        }
    }

    /// Whether a began or ended batch starting at `start` already holds a record for the touch of
    /// `next` (a touch begins or ends once per batch). A scan, not a set: such batches hold as many
    /// records as fingers came down together, and a set would cost an allocation per press.
    private func batch(from start: Int, hasOtherRecordFor next: InputRecord.TouchChange) -> Bool {
        guard next.phase != .moved else { return false }
        for index in start..<head {
            if case .touch(let earlier) = entries[index], earlier.change.identifier == next.identifier { return true }
        }
        return false
    }

    private mutating func compactIfNeeded() {
        Self.compact(&entries, head: &head)
        Self.compact(&others, head: &othersHead)
    }

    /// Drops the consumed front of a FIFO kept as an array and a head index: all of it once it is
    /// used up, or the consumed part once that is most of a large array.
    private static func compact<Element>(_ items: inout [Element], head: inout Int) {
        if head > 1024 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        } else if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
    }
}
