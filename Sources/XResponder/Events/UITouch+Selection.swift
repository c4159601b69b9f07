import Foundation

extension Array where Element == UITouch {
    /// The touches that pass `test`: the array itself when all do, and no new array when none does,
    /// so the usual dispatch — one touch, or touches that all go the same way — allocates nothing
    /// (issue #9). The count reads the array by index: `for touch in self` would retain and release
    /// each touch just to test it.
    @MainActor func selecting(_ test: (UITouch) -> Bool) -> [UITouch] {
        var count = 0
        for index in indices where test(self[index]) { count += 1 }
        if count == self.count { return self }
        var selected: [UITouch] = []
        guard count > 0 else { return selected }
        selected.reserveCapacity(count)
        for touch in self where test(touch) { selected.append(touch) }
        return selected
    }

    /// Whether some touch passes `test`; a loop over the array, like `selecting`.
    @MainActor func containsTouch(where test: (UITouch) -> Bool) -> Bool {
        for touch in self where test(touch) { return true }
        return false
    }

    /// The touches that `keep` accepts, asking it exactly once per touch, in order — for tests that
    /// act (hold a phase back, grant a began), which `selecting` would ask twice. Like `selecting`,
    /// the array itself when every touch is kept; a copy is made only from the first one dropped.
    @MainActor func keeping(_ keep: (UITouch) -> Bool) -> [UITouch] {
        var kept = self
        var count = 0
        for touch in self where keep(touch) {
            if kept[count] !== touch { kept[count] = touch }
            count += 1
        }
        if count < kept.count { kept.removeLast(kept.count - count) }
        return kept
    }
}
