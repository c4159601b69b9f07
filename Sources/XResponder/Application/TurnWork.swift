import Foundation

/// Work for the next run-loop turn (R-G2): application closures, and the two kinds of work every
/// gesture schedules — sending a recognizer's actions and resetting it. Those two are plain entries,
/// not closures, so a touch allocates nothing here (issue #9 measured twelve allocations per touch
/// for the closures and their weak boxes).
///
/// Recognizers are held strongly until the turn, as UIKit's gesture environment holds them while
/// it delivers: an action scheduled for a recognizer goes out even if the application let go of the
/// recognizer in between (a removed recognizer's `.cancelled`, R-U4). A weak reference would give
/// every recognizer a side table, and every retain of it on the touch path the runtime's slow path.
enum TurnWork {
    case closure(@MainActor () -> Void)
    case sendActions(UIGestureRecognizer)
    /// `removeFromPlay`: the recognizer also leaves the arbiter's list of recognizers in play (it
    /// reached a terminal state during a gesture); false after it was removed from its view.
    case reset(UIGestureRecognizer, removeFromPlay: Bool)
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
        buffer.removeAll(keepingCapacity: true)
        if buffer.capacity > spare.capacity { swap(&buffer, &spare) }
    }
}
