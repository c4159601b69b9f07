/// How deep the two recursions UIKit itself has may go: the default `hitTest(_:with:)` asking its
/// subviews, and the default event methods forwarding to `next`. Both are public and overridable,
/// so they stay recursive (R-U3); but a tree deeper than the stack must not crash the application,
/// so past `limit` nested calls the default implementations stop: `hitTest` answers the view itself
/// without asking its subviews, and forwarding drops the event as if the chain ended there. Both are
/// traced. 4,096 levels fit with room to spare in the 8 MiB stacks of the main thread and dispatch's
/// workers (a debug build overflows between 10,000 and 20,000).
@MainActor
enum RecursionBudget {
    static let limit = 4_096
    private static var depth = 0

    /// Enters one more level; false (and nothing entered) when the budget is spent.
    static func enter() -> Bool {
        guard depth < limit else { return false }
        depth += 1
        return true
    }

    static func leave() {
        depth -= 1
    }
}
