import Foundation

/// An index of an entity's rows (R-CD1), as Xcode's model editor writes it under "Fetch
/// Indexes": the store keeps one SQL index per description, so that fetches sorted or filtered
/// by its properties — a table of a million rows sorted by a date — read the index instead of
/// sorting every row.
open class NSFetchIndexDescription: NSObject, @unchecked Sendable {
    open var name: String
    open var elements: [NSFetchIndexElementDescription] {
        didSet { for element in elements { element.indexDescription = self } }
    }
    /// Core Data's partial indexes; kept, not yet used by the store (it indexes every row).
    open var partialIndexPredicate: NSPredicate?
    open internal(set) weak var entity: NSEntityDescription?

    public init(name: String, elements: [NSFetchIndexElementDescription]?) {
        self.name = name
        self.elements = elements ?? []
        super.init()
        for element in self.elements { element.indexDescription = self }
    }
}

/// How an index element is kept: sorted (binary) or as a spatial R-tree.
public enum NSFetchIndexElementType: UInt, Sendable {
    case binary = 0
    case rTree = 1
}

/// One property of a fetch index, in its order.
open class NSFetchIndexElementDescription: NSObject, @unchecked Sendable {
    open var property: NSPropertyDescription?
    /// The property's name: what the model file gives, resolved against the entity's properties.
    open var propertyName: String?
    open var collationType: NSFetchIndexElementType
    open var isAscending: Bool = true
    open internal(set) weak var indexDescription: NSFetchIndexDescription?

    public init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) {
        self.property = property
        propertyName = property.name
        self.collationType = collationType
        super.init()
    }

    init(propertyName: String, collationType: NSFetchIndexElementType) {
        self.propertyName = propertyName
        self.collationType = collationType
        super.init()
    }
}
