import Foundation

/// Work for the next run-loop turn (R-G2): application closures, and the two kinds of work every
/// gesture schedules — sending a recognizer's actions and resetting it. Those two are plain entries,
/// not closures, so a touch allocates nothing here (issue #9 measured twelve allocations per touch
/// for the closures and their weak boxes).
///
/// The two recognizer cases hold the recognizer strongly, and are only used for a recognizer in
/// play: the arbiter holds it until its reset anyway, so this adds no lifetime, and a weak
/// reference would give every recognizer a side table and every retain of it on the touch path the
/// runtime's slow path (issue #9). Work for a recognizer out of play (removed from its view) is a
/// closure that captures it weakly: nothing of ours holds a removed recognizer, and a strong
/// reference would keep it — and, through an action that captures the application, the
/// application — alive for work that no longer matters.
enum TurnWork {
    case closure(@MainActor () -> Void)
    case sendActions(UIGestureRecognizer)
    case reset(UIGestureRecognizer)
}

/// A FIFO of ``TurnWork`` that keeps its storage between turns: the queue being run and the queue
/// being filled trade buffers instead of allocating a new one each turn.
struct TurnWorkQueue {
    private var pending: [TurnWork] = []
    private var spare: [TurnWork] = []

    var isEmpty: Bool { pending.isEmpty }

    mutating func append(_ work: TurnWork) { pending.append(work) }

    /// Takes everything queued so far; work queued while it runs waits for the next `takeAll`.
    /// Hand the array back with `recycle` when done.
    mutating func takeAll() -> [TurnWork] {
        var taken: [TurnWork] = []
        swap(&taken, &spare)   // an empty buffer with capacity, unless a nested turn holds it
        swap(&taken, &pending)
        return taken
    }

    mutating func recycle(_ buffer: inout [TurnWork]) {
        buffer.removeAllKeepingStorage()   // each turn: not `removeAll(keepingCapacity:)`'s general path
        if buffer.capacity > spare.capacity { swap(&buffer, &spare) }
    }
}
