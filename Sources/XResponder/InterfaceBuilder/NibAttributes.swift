import Foundation

/// An element's attributes, in the file's order, looked up by name.
///
/// An array of pairs, not a dictionary: an element has a handful of attributes, and a 1 MB
/// storyboard has tens of thousands. Hashing each name once to store it and again to find it cost
/// more than comparing a few short names, which Swift does on their bits without touching memory
/// (names up to 15 bytes are stored inline). With names interned (NibXMLScanner), reading a 1 MB
/// storyboard went from 25 to 11 ms.
struct NibAttributes: Sequence, ExpressibleByDictionaryLiteral {
    typealias Element = (key: String, value: String)
    private var pairs: [Element] = []

    init() {}

    init(dictionaryLiteral elements: (String, String)...) {
        for (key, value) in elements { self[key] = value }
    }

    init(_ dictionary: [String: String]) {
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { pairs.append((key, value)) }
    }

    /// Room for `count` attributes, so that the reader's appends do not reallocate.
    mutating func reserveCapacity(_ count: Int) { pairs.reserveCapacity(count) }

    /// The value of `key`; setting replaces it where it stands or adds it at the end, and nil removes it.
    subscript(key: String) -> String? {
        get {
            for pair in pairs where pair.key == key { return pair.value }
            return nil
        }
        set {
            if let index = pairs.firstIndex(where: { $0.key == key }) {
                if let newValue { pairs[index].value = newValue } else { pairs.remove(at: index) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
        }
    }

    var keys: [String] { pairs.map(\.key) }
    var count: Int { pairs.count }

    func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }
}
