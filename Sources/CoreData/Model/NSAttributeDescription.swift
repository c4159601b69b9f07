import Foundation

/// An attribute of an entity (R-CD1): its type, default value and, for transformable attributes,
/// the transformer that turns values into data.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// Its entity keeps the stored attributes' types by column (`storedAttributeTypes`).
    /// Unchecked exclusivity, as the other properties a save reads for every value
    /// (`NSManagedObject.storedValues`): a model is not changed while it is in use, and the
    /// run-time check of each read was most of reading it (issue #52).
    @exclusivity(unchecked) open var attributeType: NSAttributeType = .undefinedAttributeType {
        didSet { entity?.propertyChanged() }
    }
    /// The value a new object starts with (numbers as `NSNumber`, as Core Data gives them).
    /// Its entity keeps the defaults of new objects ready (`NSEntityDescription.initialValues`).
    open var defaultValue: Any? {
        didSet { entity?.propertyChanged() }
    }
    open var attributeValueClassName: String?
    /// For transformable attributes: the name of a registered `ValueTransformer`; none means
    /// `NSSecureUnarchiveFromData` (a keyed archive), as Core Data does.
    open var valueTransformerName: String?
    open var allowsExternalBinaryDataStorage: Bool = false
    /// Kept for models written for Swift scalars; values are the same either way.
    var usesScalarValueType: Bool = false

    /// The value `text` (Xcode's `defaultValueString`) stands for in an attribute of this type.
    func value(fromDefaultString text: String) -> Any? {
        switch attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
            return Int64(text).map { NSNumber(value: $0) }
        case .doubleAttributeType, .floatAttributeType:
            return Double(text).map { NSNumber(value: $0) }
        case .booleanAttributeType:
            return NSNumber(value: text == "YES" || text == "1" || text.lowercased() == "true")
        case .decimalAttributeType:
            return Decimal(string: text)
        case .stringAttributeType:
            return text
        case .dateAttributeType:
            return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .UUIDAttributeType:
            return UUID(uuidString: text)
        case .URIAttributeType:
            return URL(string: text)
        default:
            return nil
        }
    }
}
