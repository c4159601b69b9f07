import Foundation

/// Damage for geometry that changes more than once before the next frame, decided once at the end
/// (R-R2): a view moved from where it is drawn and back again needs no redraw.
///
/// A list's animated batch does exactly that to every row that slides. Its layout pass puts each
/// shown cell at its new row, and the animation then puts it back where it was drawn to slide from
/// there. Damaged as they happened, the two moves redrew every row below an insertion in the very
/// frame where none of them had moved: the worst frame of an insert. Inside
/// `GeometryDamageCoalescer.coalescing(_:)` a geometry change only notes where the view was drawn
/// first; at the end, a view drawn elsewhere now (with animations' in-between values, as the next
/// frame will draw it) is damaged at both places, and one drawn where it was is not damaged at all.
/// Everything else — content, alpha, colours, views added or removed — damages as always.
@MainActor
final class GeometryDamageCoalescer {
    /// The scope under way; nil outside one.
    private(set) static var current: GeometryDamageCoalescer?

    /// The views moved in the scope, with where they were drawn before their first change. Held
    /// strongly, and only for the scope, which runs to its end before anything else can happen.
    private var moved: [(view: UIView, window: UIWindow?, footprint: CGRect)] = []
    private var noted = Set<ObjectIdentifier>()

    /// Runs `body`, then damages what its geometry changes left drawn elsewhere. Scopes nest: the
    /// outermost one decides.
    static func coalescing(_ body: () -> Void) {
        guard current == nil else { return body() }
        let coalescer = GeometryDamageCoalescer()
        current = coalescer
        body()
        current = nil
        coalescer.damageWhatMoved()
    }

    /// A geometry change of `view`, which was drawn at `previousFootprint` (window coordinates).
    func note(_ view: UIView, previousFootprint: CGRect) {
        guard noted.insert(ObjectIdentifier(view)).inserted else { return }
        moved.append((view, view.window, previousFootprint))
    }

    /// Whether the scope decides `view`'s damage (an animation starting on it need not damage it).
    func hasNoted(_ view: UIView) -> Bool { noted.contains(ObjectIdentifier(view)) }

    private func damageWhatMoved() {
        let drawnNow: [CGRect?] = {
            let footprints = { self.moved.map { $0.view.window == nil ? nil : $0.view.damageFootprint() } }
            guard let animator = UIApplication.current?.viewAnimatorStorage else { return footprints() }
            return animator.withPresentationValues(footprints)
        }()
        for (entry, now) in zip(moved, drawnNow) {
            let window = entry.view.window
            if let now, window === entry.window, now == entry.footprint { continue }
            entry.window?.addDamage(entry.footprint)
            if let now { window?.addDamage(now) }
        }
    }
}
