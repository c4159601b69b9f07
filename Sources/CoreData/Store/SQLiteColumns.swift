import Foundation

/// Attribute values to SQLite values and back (R-CD1): integers and booleans as INTEGER, doubles
/// and dates (seconds since 2001, as Core Data) as REAL, strings, URLs and decimals as TEXT, data
/// and UUIDs (16 bytes) as BLOB; transformable values as keyed archives (`NSSecureUnarchiveFromData`'s
/// format).
enum SQLiteColumns {
    static func encode(_ value: Any?, for attribute: NSAttributeDescription) throws -> SQLiteConnection.Value {
        guard let value else { return .null }
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType:
            if let number = AttributeValues.cast(value, to: NSNumber.self) { return .integer(number.int64Value) }
        case .doubleAttributeType, .floatAttributeType:
            if let number = AttributeValues.exactly(value, Double.self) { return .real(number) }
            if let number = AttributeValues.exactly(value, Float.self) { return .real(Double(number)) }
            if let number = AttributeValues.cast(value, to: NSNumber.self) { return .real(number.doubleValue) }
        case .dateAttributeType:
            if let date = AttributeValues.cast(value, to: Date.self) { return .real(date.timeIntervalSinceReferenceDate) }
        case .stringAttributeType:
            if let text = AttributeValues.cast(value, to: String.self) { return .text(text) }
        case .URIAttributeType:
            if let url = value as? URL { return .text(url.absoluteString) }
        case .decimalAttributeType:
            if let decimal = value as? Decimal { return .text("\(decimal)") }
        case .binaryDataAttributeType:
            if let data = value as? Data { return .blob(data) }
        case .UUIDAttributeType:
            if let uuid = value as? UUID { return .blob(withUnsafeBytes(of: uuid.uuid) { Data($0) }) }
        case .transformableAttributeType:
            return .blob(try transform(value, for: attribute))
        default:
            break
        }
        throw CoreDataError.make(NSManagedObjectValidationError,
                                 "\(attribute.entity?.name ?? "?").\(attribute.name) cannot keep \(type(of: value)) in a \(attribute.attributeType) column")
    }

    /// `stored` as `attribute` keeps it. `type` is the attribute's type, which a fetch passes
    /// from the entity's `storedAttributeTypes` rather than asking the attribute for every value.
    static func decode(_ stored: SQLiteConnection.Value, for attribute: NSAttributeDescription,
                       as type: NSAttributeType? = nil) -> Any? {
        switch (type ?? attribute.attributeType, stored) {
        case (_, .null): return nil
        case (.booleanAttributeType, .integer(let number)): return NSNumber(value: number != 0)
        case (.integer16AttributeType, .integer(let number)): return AttributeValues.number(Int64(Int16(truncatingIfNeeded: number)))
        case (.integer32AttributeType, .integer(let number)): return AttributeValues.number(Int64(Int32(truncatingIfNeeded: number)))
        case (.integer64AttributeType, .integer(let number)): return AttributeValues.number(number)
        // Reals are kept unboxed (`AttributeValues`).
        case (.doubleAttributeType, .real(let number)): return number
        case (.doubleAttributeType, .integer(let number)): return Double(number)
        case (.floatAttributeType, .real(let number)): return Float(number)
        case (.floatAttributeType, .integer(let number)): return Float(number)
        case (.dateAttributeType, .real(let seconds)): return Date(timeIntervalSinceReferenceDate: seconds)
        case (.dateAttributeType, .integer(let seconds)): return Date(timeIntervalSinceReferenceDate: Double(seconds))
        case (.stringAttributeType, .text(let text)): return text
        case (.URIAttributeType, .text(let text)): return URL(string: text)
        case (.decimalAttributeType, .text(let text)): return Decimal(string: text)
        case (.binaryDataAttributeType, .blob(let data)): return data
        case (.UUIDAttributeType, .blob(let data)) where data.count == 16:
            return data.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
        case (.transformableAttributeType, .blob(let data)): return untransform(data, for: attribute)
        default:
            ModelFileReader.report("CoreData: \(attribute.entity?.name ?? "?").\(attribute.name) holds \(stored) in the store, not a \(attribute.attributeType) value: read as nil")
            return nil
        }
    }

    /// The attribute's transformer: the one registered under its `valueTransformerName`, or nil
    /// for the default (a keyed archive, `NSSecureUnarchiveFromData`'s format). A name nothing
    /// is registered under is said once and the default used.
    private static func transformer(for attribute: NSAttributeDescription) -> ValueTransformer? {
        guard let name = attribute.valueTransformerName, !name.isEmpty else { return nil }
        guard let transformer = ValueTransformer.valueTransformer(forName: NSValueTransformerName(name)) else {
            // `report` says each message once, not once per value.
            ModelFileReader.report("CoreData: \(attribute.entity?.name ?? "?").\(attribute.name) names the value transformer \(name), which is not registered (ValueTransformer.setValueTransformer(_:forName:)): values are kept as keyed archives")
            return nil
        }
        return transformer is NSSecureUnarchiveFromDataTransformer ? nil : transformer
    }

    private static func transform(_ value: Any, for attribute: NSAttributeDescription) throws -> Data {
        if let transformer = transformer(for: attribute) {
            guard let data = transformer.transformedValue(value) as? Data else {
                throw CoreDataError.make(NSManagedObjectValidationError,
                                         "\(attribute.entity?.name ?? "?").\(attribute.name): the transformer \(attribute.valueTransformerName ?? "?") did not make Data of \(type(of: value))")
            }
            return data
        }
        if let data = value as? Data { return data }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(value, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        return archiver.encodedData
    }

    private static func untransform(_ data: Data, for attribute: NSAttributeDescription) -> Any? {
        if let transformer = transformer(for: attribute) { return transformer.reverseTransformedValue(data) }
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return data }
        unarchiver.requiresSecureCoding = false
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) ?? data
    }
}
