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

/// An element that stands for an object: the object itself, or a reference to it held without
/// retaining it (`UnownedConstraint`).
protocol ReferencesObject {
    var referencedObject: AnyObject { get }
}

extension Array where Element: ReferencesObject {
    /// The index of the element that refers to `object` itself: looked for at the end, then at
    /// the start, then from the end. Lists that grow by appending are most often emptied in
    /// reverse order or in order (a form's constraints deactivated as its views are torn down),
    /// so either end finds it at once. A loop, for the reason `containsIdentical` gives: with
    /// `firstIndex(where:)`, a form of a thousand views spent a third of its teardown checking
    /// the actor.
    func indexOfIdentical(_ object: AnyObject) -> Int? {
        guard let last = indices.last else { return nil }
        if self[last].referencedObject === object { return last }
        if self[0].referencedObject === object { return 0 }
        var index = last - 1
        while index > 0 {
            if self[index].referencedObject === object { return index }
            index -= 1
        }
        return nil
    }
}
