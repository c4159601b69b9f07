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
        self.init(key: key, ascending: ascending, comparing: .compare)
    }

    /// `NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.localizedStandardCompare(_:)))`,
    /// after `xrport` made the `#selector` a `Selector` (whose description is its name), or with
    /// the selector's name itself. The names Core Data's SQLite store sorts by are the ones
    /// `SortSelector` lists; a fetch with another fails with an error naming it, as Core Data's
    /// does ("unsupported NSSortDescriptor selector").
    public convenience init<Name: CustomStringConvertible>(key: String?, ascending: Bool, selector: Name) {
        let name = selector.description
        self.init(key: key, ascending: ascending, comparing: SortSelector(name: name) ?? .unsupported(name))
    }

    private convenience init(key: String?, ascending: Bool, comparing selector: SortSelector) {
        let key = key
        self.init(keyPath: \SortKeyCarrier.carrier, ascending: ascending) { first, _ in
            if let carrier = first as? SortKeyCarrier {
                carrier.key = key
                carrier.selector = selector
            }
            return .orderedSame
        }
    }

    /// The key and selector this descriptor was made with by name; a nil key for a key-path one.
    var keyed: (key: String?, selector: SortSelector) {
        // Only a descriptor made above may be asked: Foundation's key-path descriptors force-cast
        // what they compare to their root type.
        guard keyPath == \SortKeyCarrier.carrier as AnyKeyPath else { return (nil, .compare) }
        let carrier = SortKeyCarrier()
        _ = compare(carrier, to: carrier)
        return (carrier.key, carrier.selector)
    }
}

/// How a descriptor made with a key compares two strings: the selectors Core Data's SQLite
/// store supports (its documentation lists them), each the `String` method of that name.
/// Values that are not strings are compared as `compare:` compares them.
enum SortSelector: Equatable {
    case compare, caseInsensitiveCompare, localizedCompare, localizedCaseInsensitiveCompare, localizedStandardCompare
    /// A name the store cannot sort by: the fetch fails with it.
    case unsupported(String)

    /// The selector named `name` (`"caseInsensitiveCompare:"`), or nil for a name the store cannot sort by.
    init?(name: String) {
        switch name {
        case "compare:": self = .compare
        case "caseInsensitiveCompare:": self = .caseInsensitiveCompare
        case "localizedCompare:": self = .localizedCompare
        case "localizedCaseInsensitiveCompare:": self = .localizedCaseInsensitiveCompare
        case "localizedStandardCompare:": self = .localizedStandardCompare
        default: return nil
        }
    }

    /// `first` against `second` as this selector orders strings.
    func compare(_ first: String, _ second: String) -> ComparisonResult {
        switch self {
        case .compare, .unsupported: return first < second ? .orderedAscending : first == second ? .orderedSame : .orderedDescending
        case .caseInsensitiveCompare: return first.caseInsensitiveCompare(second)
        case .localizedCompare: return first.localizedCompare(second)
        case .localizedCaseInsensitiveCompare: return first.localizedCaseInsensitiveCompare(second)
        case .localizedStandardCompare: return first.localizedStandardCompare(second)
        }
    }
}

/// A descriptor as a fetch applies it: the key it was made with (nil for a key-path one), how
/// it compares strings, and the descriptor. Read once per fetch, not once per comparison.
struct SortKey {
    let key: String?
    let selector: SortSelector
    let descriptor: NSSortDescriptor

    init(_ descriptor: NSSortDescriptor) {
        (key, selector) = descriptor.keyed
        self.descriptor = descriptor
    }
}

/// What `NSSortDescriptor(key:ascending:)` keeps its key in (see there).
final class SortKeyCarrier: NSObject {
    var key: String?
    var selector = SortSelector.compare
    var carrier: SortKeyCarrier { self }
}
