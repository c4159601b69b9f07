import Foundation

/// Where each property of an entity keeps its value in its objects: a slot per property, in the
/// entity's order (R-CD2). Made when the entity's properties are set; objects made before a
/// change keep the layout they were made with.
final class PropertySlots: @unchecked Sendable {
    /// The property names, by slot.
    let names: [String]
    /// The slot of each name.
    private let table: NameTable

    /// An object's values before any is set: shared until one is set (then copied).
    let emptyValues: ValueSlots

    init(_ names: [String]) {
        self.names = names
        emptyValues = ValueSlots.make(count: names.count)
        table = NameTable(names)
    }

    /// The layout of an entity without properties.
    static let empty = PropertySlots([])

    func slot(of name: String) -> Int? { table.slot(of: name) }
    var count: Int { names.count }
}

/// An object's values, kept by property slot (R-CD2): reading or setting one is an index into
/// an array, where a dictionary keyed by name hashed the name, grew as values came and was
/// copied whole at each save. Keys no property of the entity names (a `setPrimitiveValue` under
/// a made-up key) are kept beside, by name.
///
/// A value is `nil` when the property has none; the dictionary form leaves those keys out.
///
/// Each of the first 64 slots also has a bit saying its value is known to be of its attribute's
/// kind (`setChecked`): what `setValue` normalized into that kind, and what a fetch decoded. A
/// save's validation checks only the other values (`AttributeValues.validateAttributes`): it
/// had checked every value of every object again, a tenth of inserting one (issue #52). Any
/// other write clears the bit, so a value that came another way is always checked.
struct PropertyValues: Sequence {
    let slots: PropertySlots
    private var storage: ValueSlots
    private var others: [String: Any] = [:]
    /// No value is of the wrong kind: a missing one is checked against `isOptional` instead.
    private var checked: UInt64 = ~0

    init(_ slots: PropertySlots) {
        self.slots = slots
        storage = slots.emptyValues
    }

    /// Values laid out by `slots`, each known to be of its attribute's kind (`setChecked`), put
    /// in place by `fill` (every slot nil until it sets one): a fetched row's values made in one
    /// buffer, where copying the shared empty values at the first value set made it twice.
    init(checked slots: PropertySlots, _ fill: (ValueSlots) -> Void) {
        self.slots = slots
        storage = ValueSlots.make(count: slots.count)
        fill(storage)
    }

    /// The values of `dictionary`, laid out by `slots`.
    init(_ slots: PropertySlots, _ dictionary: [String: Any]) {
        self.init(slots)
        for (key, value) in dictionary { self[key] = value }
    }

    subscript(key: String) -> Any? {
        get {
            if let slot = slots.slot(of: key) { return storage[slot] }
            return others.isEmpty ? nil : others[key]
        }
        set {
            if let slot = slots.slot(of: key) { self[slot: slot] = newValue } else { others[key] = newValue }
        }
    }

    /// The value in `slot` (a slot of `slots`).
    subscript(slot slot: Int) -> Any? {
        get { storage[slot] }
        set {
            writable()[slot] = newValue
            if slot < 64 { checked &= ~(1 << UInt64(slot)) }
        }
    }

    /// The storage, copied first when other values share it (copy-on-write, as an array's).
    private mutating func writable() -> ValueSlots {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Keeps `value` in `slot`, known to be of the kind the attribute there keeps (or nil).
    mutating func setChecked(_ value: Any?, slot: Int) {
        writable()[slot] = value
        if slot < 64 { checked |= 1 << UInt64(slot) }
    }

    /// Whether the value in `slot` of `layout` was kept with `setChecked` since it was last set.
    func isChecked(slot: Int, of layout: PropertySlots) -> Bool {
        slots === layout && slot < 64 && checked & (1 << UInt64(slot)) != 0
    }

    /// Whether `slot` (of `slots`) holds a value: only the optional's case is asked.
    func hasValue(inSlot slot: Int) -> Bool {
        if case .none = storage[slot] { return false }
        return true
    }

    /// The value of the property in `slot` of `layout` (an entity's): by index when these values
    /// are laid out by it, as they are unless the entity's properties changed since.
    func value(inSlot slot: Int, of layout: PropertySlots) -> Any? {
        slots === layout ? storage[slot] : self[layout.names[slot]]
    }

    /// The keys that have a value.
    var keys: [String] { map(\.key) }
    var isEmpty: Bool { (0..<storage.count).allSatisfy { storage[$0] == nil } && others.isEmpty }

    /// Every value gone, the layout kept.
    mutating func removeAll() {
        storage = slots.emptyValues
        others = [:]
        checked = ~0
    }

    /// The values as a dictionary by name, as Core Data hands them out (`AttributeValues.handedOut`):
    /// what notifications and merge conflicts give.
    var dictionary: [String: Any] {
        var result = others
        for slot in 0..<storage.count { if let value = storage[slot] { result[slots.names[slot]] = AttributeValues.handedOut(value) } }
        return result
    }

    func makeIterator() -> AnyIterator<(key: String, value: Any)> {
        var slot = 0
        var rest = others.makeIterator()
        return AnyIterator {
            while slot < storage.count {
                defer { slot += 1 }
                if let value = storage[slot] { return (slots.names[slot], value) }
            }
            return rest.next()
        }
    }
}

/// A set of property keys kept as bits by slot (R-CD2): what an object changed since its last
/// save. Inserting a key into a `Set<String>` hashed it and grew the set for each value set; the
/// first 64 slots' bits are kept inline, so that an object's set needs no allocation.
struct PropertyKeys: Sequence {
    let slots: PropertySlots
    private var low: UInt64 = 0
    private var high: [UInt64] = []
    private var others: Set<String> = []

    init(_ slots: PropertySlots) {
        self.slots = slots
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } && others.isEmpty }

    private func has(_ slot: Int) -> Bool {
        if slot < 64 { return low & (1 << UInt64(slot)) != 0 }
        let word = slot / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(slot % 64)) != 0
    }

    private mutating func set(_ slot: Int, _ on: Bool) {
        if slot < 64 {
            if on { low |= 1 << UInt64(slot) } else { low &= ~(1 << UInt64(slot)) }
            return
        }
        let word = slot / 64 - 1
        if word >= high.count { high += Array(repeating: 0, count: word + 1 - high.count) }
        if on { high[word] |= 1 << UInt64(slot % 64) } else { high[word] &= ~(1 << UInt64(slot % 64)) }
    }

    func contains(_ key: String) -> Bool {
        guard let slot = slots.slot(of: key) else { return others.contains(key) }
        return has(slot)
    }

    mutating func insert(_ key: String) {
        guard let slot = slots.slot(of: key) else { others.insert(key); return }
        set(slot, true)
    }

    /// Inserts the key in `slot` of `layout`.
    mutating func insert(slot: Int, of layout: PropertySlots) {
        guard slots === layout else { return insert(layout.names[slot]) }
        set(slot, true)
    }

    mutating func remove(_ key: String) {
        guard let slot = slots.slot(of: key) else { others.remove(key); return }
        set(slot, false)
    }

    mutating func removeAll() {
        low = 0
        high = []
        others = []
    }

    func isDisjoint(with keys: Set<String>) -> Bool { !contains { keys.contains($0) } }

    func makeIterator() -> AnyIterator<String> {
        var slot = 0
        var rest = others.makeIterator()
        return AnyIterator {
            while slot < slots.count {
                defer { slot += 1 }
                if has(slot) { return slots.names[slot] }
            }
            return rest.next()
        }
    }
}
