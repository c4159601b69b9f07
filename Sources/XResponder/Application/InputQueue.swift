import Foundation

/// The application's FIFO of input records, and the rule that groups them into events.
///
/// Grouping (R-T4, R-T6):
/// - consecutive moves in the same window form one batch: each touch gets one `touchesMoved` with
///   every sample in `coalescedTouches(for:)`;
/// - consecutive begins (or ends) in the same window with the same timestamp form one batch: touches
///   that went down together arrive in one `touchesBegan` call;
/// - nothing is ever merged across a begin or an end, and no record is dropped or reordered.
struct InputQueue {
    private var records: [InputRecord] = []
    private var head = 0

    var isEmpty: Bool { head >= records.count }
    var count: Int { records.count - head }

    mutating func append(_ record: InputRecord) {
        records.append(record)
    }

    /// Removes and returns the next batch: one record, or a run of records that form one event.
    /// The batch is a slice of the queue's storage: a storm of moves is not copied record by
    /// record (issue #9, motion intake).
    mutating func nextBatch() -> ArraySlice<InputRecord> {
        guard head < records.count else { return [] }
        let start = head
        head += 1
        if let change = records[start].touchChange {
            let window = records[start].windowNumber, time = records[start].timestamp
            if change.phase == .moved {
                // Moves in the same window: no set of identifiers needed, any touch may repeat.
                while head < records.count, records[head].touchChange?.phase == .moved,
                      records[head].windowNumber == window {
                    head += 1
                }
            } else {
                var identifiers: Set<TouchIdentifier> = [change.identifier]
                while head < records.count, let next = records[head].touchChange,
                      records[head].windowNumber == window,
                      belongTogether(first: change, firstTime: time, next: next,
                                     nextTime: records[head].timestamp, seen: identifiers) {
                    identifiers.insert(next.identifier)
                    head += 1
                }
            }
        }
        let batch = records[start..<head]
        compactIfNeeded()
        return batch
    }

    private func belongTogether(first: InputRecord.TouchChange, firstTime: TimeInterval,
                                next: InputRecord.TouchChange, nextTime: TimeInterval,
                                seen: Set<TouchIdentifier>) -> Bool {
        switch (first.phase, next.phase) {
        case (.moved, .moved):
            return true
        case (.began, .began), (.ended, .ended):
            return nextTime == firstTime && !seen.contains(next.identifier)
        default:
            return false
        }
    }

    private mutating func compactIfNeeded() {
        if head > 1024 && head * 2 > records.count {
            records.removeFirst(head)
            head = 0
        } else if head == records.count {
            records.removeAll(keepingCapacity: true)
            head = 0
        }
    }
}
