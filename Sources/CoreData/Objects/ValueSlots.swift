/// An object's values by slot (`PropertyValues`'s storage): a buffer of `Any?` that is a class of
/// its own, rather than `[Any?]`.
///
/// Why: an array of `Any?` is made by the generic `_ContiguousArrayStorage<Any?>`, whose type
/// metadata the runtime looked up again for each array made — 560 to 665 instructions to make
/// one, once for every object a fetch reads or a context inserts (issue #52). This class's
/// metadata is found once; making one is an allocation.
///
/// Copy-on-write is `PropertyValues`'s (`isKnownUniquelyReferenced` before a write). Slots are
/// checked against the count, as an array's indices are.
final class ValueSlots: ManagedBuffer<Int, Any?> {
    /// `count` slots, each nil.
    static func make(count: Int) -> ValueSlots {
        let made = uninitialized(count: count)
        // A nil stored in each slot, not `initialize(repeating:count:)`, which copies its nil into
        // each slot through `Any?`'s generic copy: 80 instructions a slot, for every object a
        // fetch reads (issue #52).
        made.withUnsafeMutablePointerToElements { elements in
            for slot in 0..<count { (elements + slot).initialize(to: nil) }
        }
        return made
    }

    /// Moves the value `make` returns into `slot`, which must still hold the nil `make(count:)`
    /// put there (a slot filled once, as a fetched row's attributes are): the nil is not
    /// destroyed, since it holds nothing, and the new value is moved in, where an assignment of
    /// `Any?` destroyed the nil and copied the value through its type's witnesses — 120
    /// instructions a value (issue #52).
    func fillEmpty(_ slot: Int, with make: () -> Any?) {
        precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
        withUnsafeMutablePointerToElements { ($0 + slot).initialize(to: make()) }
    }

    /// A copy of these slots' values, for a write to values that share them.
    func copy() -> ValueSlots {
        let count = self.count
        let made = ValueSlots.uninitialized(count: count)
        withUnsafeMutablePointerToElements { source in
            made.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: count) }
        }
        return made
    }

    /// `count` slots not yet initialized: the caller initializes every one.
    private static func uninitialized(count: Int) -> ValueSlots {
        unsafeDowncast(create(minimumCapacity: count) { _ in count }, to: ValueSlots.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { count, elements in elements.deinitialize(count: count.pointee) }
    }

    /// Read through the pointer: `header`, a stored property, had its exclusivity checked at
    /// each read (63 instructions, more than the read of the slot it guarded).
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

    subscript(slot: Int) -> Any? {
        get {
            precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
            return withUnsafeMutablePointerToElements { $0[slot] }
        }
        set {
            precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
            withUnsafeMutablePointerToElements { $0[slot] = newValue }
        }
    }
}
