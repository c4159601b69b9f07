import Foundation

/// The views a table or collection view keeps for reuse, by reuse identifier (R-LC3).
///
/// While a layout pass runs, every view that leaves the screen waits here, so that a jump (a
/// reload, End, a scroll to a far row) hands the same views to the rows that arrive instead of
/// making new ones; when the pass ends, `trim()` keeps at most `keptPerIdentifier` of each kind.
/// So the views alive after a pass are those on screen plus a few.
struct ReusePool<View: AnyObject> {
    /// How many views of one identifier wait between passes.
    static var keptPerIdentifier: Int { 4 }
    private var waiting: [String: [View]] = [:]

    mutating func put(_ view: View, identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// A waiting view of `identifier`, if any.
    mutating func take(identifier: String) -> View? {
        guard var views = waiting[identifier], let view = views.popLast() else { return nil }
        waiting[identifier] = views
        return view
    }

    /// Lets the views of `identifier` go (their class was registered anew).
    mutating func forget(identifier: String) {
        waiting[identifier] = nil
    }

    /// Keeps a few of each kind; the rest go.
    mutating func trim() {
        for (identifier, views) in waiting where views.count > Self.keptPerIdentifier {
            waiting[identifier] = Array(views.suffix(Self.keptPerIdentifier))
        }
    }

    /// The views waiting, of every kind (tests read it).
    var count: Int { waiting.values.reduce(0) { $0 + $1.count } }
}
