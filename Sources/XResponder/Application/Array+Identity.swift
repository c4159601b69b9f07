import Foundation

extension Array where Element: AnyObject {
    /// Whether `object` itself, not merely an equal object, is an element. A loop rather than
    /// `contains(where:)`: Swift 6 checks the actor on entry to every call of a main-actor closure
    /// handed to a generic function, a measurable cost on the touch path (issue #9).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Removes every element that is `object` itself; a loop for the same reason.
    mutating func removeIdentical(_ object: Element) {
        var index = count - 1
        while index >= 0 {
            if self[index] === object { remove(at: index) }
            index -= 1
        }
    }
}
