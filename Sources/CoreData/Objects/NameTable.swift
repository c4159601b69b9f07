/// Property names to slots, looked up without SipHash (issue #52).
///
/// Every value an app sets or reads goes by name — `setValue(_:forKey:)` and `value(forKey:)`,
/// which every `@NSManaged` property `xrport` ports calls — and in a `[String: Int]` hashing the
/// name through the standard library's SipHash was a seventh of setting a value. Here the name's
/// UTF-8 is hashed with FNV-1a (a model's names are short and chosen by its author: nothing to
/// defend against), buckets are probed linearly, and a hit is confirmed with `==`, which for
/// the short names models use compares two words.
///
/// `==` on strings compares canonical equivalents as equal ("é" as one scalar or as "e" and a
/// combining accent), and those have different UTF-8. A name that is not all ASCII and misses
/// is therefore looked for again by equivalence, so the table answers as a dictionary would.
struct NameTable {
    /// The names and their slots by bucket; a bucket without a name is empty.
    private let names: [String?]
    private let slots: [Int]
    private let mask: Int
    /// The names and slots, for a name that is not ASCII (see above).
    private let byName: [String: Int]

    /// A table of `names`, each to its index; a repeated name keeps its first index.
    init(_ names: [String]) {
        var byName: [String: Int] = [:]
        for (slot, name) in names.enumerated() where byName[name] == nil { byName[name] = slot }
        // At most half full, so that a probe ends soon at an empty bucket.
        var size = 8
        while size < 2 * byName.count { size *= 2 }
        var buckets = [String?](repeating: nil, count: size), bucketSlots = [Int](repeating: -1, count: size)
        for (slot, name) in names.enumerated() where byName[name] == slot {
            var bucket = Self.hash(name).value & (size - 1)
            while buckets[bucket] != nil { bucket = (bucket + 1) & (size - 1) }
            buckets[bucket] = name
            bucketSlots[bucket] = slot
        }
        self.names = buckets
        slots = bucketSlots
        mask = size - 1
        self.byName = byName
    }

    /// The slot of `name`, or nil.
    func slot(of name: String) -> Int? {
        let (hash, isASCII) = Self.hash(name)
        var bucket = hash & mask
        while let candidate = names[bucket] {
            if candidate == name { return slots[bucket] }
            bucket = (bucket + 1) & mask
        }
        return isASCII ? nil : byName[name]
    }

    /// FNV-1a of `name`'s UTF-8, and whether every byte was ASCII.
    @inline(__always)
    private static func hash(_ name: String) -> (value: Int, isASCII: Bool) {
        func fnv(_ bytes: some Sequence<UInt8>) -> (value: Int, isASCII: Bool) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var high: UInt8 = 0
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                high |= byte
            }
            return (Int(truncatingIfNeeded: hash ^ (hash >> 29)), high < 0x80)
        }
        // The bytes in place (a short string's on the stack): iterating `utf8` itself decodes
        // each byte through the view's index, several times the cost.
        return name.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(name.utf8)
    }
}
