import Foundation

/// Sorting by key name, as Core Data's fetch requests are written (R-CD3):
/// `NSSortDescriptor(key: "timestamp", ascending: false)`. Linux Foundation has no key-value
/// coding, so it leaves this initializer out and keeps no key; this one makes a descriptor Linux
/// Foundation accepts (over a key path of a private carrier type) whose comparator, asked about
/// two carriers, tells them the key. The fetch compares objects by `value(forKey:)`, never
/// through the comparator; a descriptor made with a Swift key path (`\Item.timestamp`) is
/// compared with Foundation's own `compare(_:to:)`.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        let key = key
        self.init(keyPath: \SortKeyCarrier.carrier, ascending: ascending) { first, _ in
            (first as? SortKeyCarrier)?.key = key
            return .orderedSame
        }
    }

    /// The key this descriptor was made with by name, or nil (a key-path descriptor).
    var keyName: String? {
        // Only a descriptor made above may be asked: Foundation's key-path descriptors force-cast
        // what they compare to their root type.
        guard keyPath == \SortKeyCarrier.carrier as AnyKeyPath else { return nil }
        let carrier = SortKeyCarrier()
        _ = compare(carrier, to: carrier)
        return carrier.key
    }
}

/// What `NSSortDescriptor(key:ascending:)` keeps its key in (see there).
final class SortKeyCarrier: NSObject {
    var key: String?
    var carrier: SortKeyCarrier { self }
}
