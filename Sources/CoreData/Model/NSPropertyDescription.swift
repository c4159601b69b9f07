import Foundation

/// What attributes and relationships share (R-CD1): a name, whether a value may be missing, and
/// the entity they belong to.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String = ""
    /// Unchecked exclusivity: a save reads it for each attribute of each object (see
    /// `NSAttributeDescription.attributeType`).
    @exclusivity(unchecked) open var isOptional: Bool = true
    open var isTransient: Bool = false
    open var userInfo: [AnyHashable: Any]?
    /// The property's name in the model version it was renamed from (Xcode's "Renaming ID",
    /// `elementID` in the model file): a lightweight migration renames its column.
    open var renamingIdentifier: String?
    /// Set when the property is given to an entity (`NSEntityDescription.properties`).
    open internal(set) weak var entity: NSEntityDescription!
    /// Appended to the property's column name when another entity of its hierarchy gives the
    /// same name a column of another type (`ZVALUE1`): set by the SQLite store as it opens
    /// (`SQLiteColumnNames`); nil until a store has opened with the model.
    @exclusivity(unchecked) var storeColumnSuffix: String?

    public override init() {
        super.init()
    }

    open override var description: String { "(\(type(of: self)), name \(name))" }
}
