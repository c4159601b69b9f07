import Foundation

// Keyframe animations (R-L3): `UIView.animateKeyframes` records each `addKeyframe` block's changes
// with the part of the animation it takes; here they become one track per view and property whose
// stretches follow one another in time.

extension ViewAnimator {
    /// One track per view and property from the changes recorded per keyframe window, in the order
    /// the properties were first changed. The stretches are put in time order and chained — each
    /// starts where the one before it ends — so blocks added out of order still animate as their
    /// times say; the track starts at the value before the first change and ends at the last.
    static func mergedKeyframes(_ changes: [Track], discrete: Bool) -> [Track] {
        var merged: [Track] = []
        var stretches: [[Track]] = []
        for change in changes {
            guard let view = change.view else { continue }
            if let index = merged.firstIndex(where: { $0.view === view && $0.property == change.property }) {
                stretches[index].append(change)
            } else {
                merged.append(change)
                stretches.append([change])
            }
        }
        return zip(merged, stretches).map { first, recorded in
            let ordered = recorded.sorted { ($0.window ?? .whole).start < ($1.window ?? .whole).start }
            var keyframes: [Keyframe] = []
            var from = first.from   // the value before the animation changed it at all
            for stretch in ordered {
                keyframes.append(Keyframe(window: stretch.window ?? .whole, from: from, to: stretch.to))
                from = stretch.to
            }
            return Track(view: first.view, property: first.property, from: first.from, to: from,
                         keyframes: keyframes, discrete: discrete)
        }
    }
}
