import Foundation

/// How attribute values are kept and checked (R-CD1): integers and booleans as `NSNumber` of the
/// attribute's kind, doubles and floats as Swift `Double` and `Float`, strings, dates, data, UUIDs,
/// URLs and decimals as themselves; transformable values as given.
///
/// Core Data hands every number out as an `NSNumber` (so that `as? Int`, `as? Int16`, `as? Bool`
/// and `as? Float` all work); `handedOut` makes the kept doubles and floats into one at the door.
/// They are kept unboxed because an `NSNumber` of a double is made anew each time on Linux (about
/// 165 ns; integers and booleans come from a cache): one per object was a tenth of a fetch of
/// 50,000 rows, paid again for each value an insert set — while a read pays it only for the
/// values read (docs/core-data.md, "Speed").
enum AttributeValues {
    /// `value` as kept for `attribute`: integers and booleans of any Swift type become `NSNumber`s
    /// of the attribute's kind, reals a `Double` (a `Float` for a float attribute); a value of the
    /// wrong kind is kept as given and refused by `validate`.
    static func normalized(_ value: Any?, for attribute: NSAttributeDescription) -> Any? {
        kept(value, for: attribute).value
    }

    /// `normalized(value, for: attribute)`, and whether it is known to be of the kind the
    /// attribute keeps (nil counts: a missing value is checked against `isOptional`). Such a
    /// value passes `fits`, and is kept with `PropertyValues.setChecked` so that a save need not
    /// check it again. Each conversion knows what it made, so knowing costs no look at the
    /// value's type; integers of 16 and 32 bits (whose range matters), dates, UUIDs,
    /// transformable values and values kept as given are checked at the save.
    static func kept(_ value: Any?, for attribute: NSAttributeDescription) -> (value: Any?, checked: Bool) {
        guard let value, !isNull(value) else { return (nil, true) }
        switch attribute.attributeType {
        case .integer64AttributeType:
            if let integer = integer(value) { return (number(integer), true) }
        case .integer16AttributeType, .integer32AttributeType:
            if let integer = integer(value) { return (number(integer), false) }
        case .doubleAttributeType:
            if let real = real(value) { return (real, true) }
        case .floatAttributeType:
            if let real = real(value) { return (Float(real), true) }
        case .booleanAttributeType:
            if let flag = exactly(value, Bool.self) ?? value as? Bool { return (NSNumber(value: flag), true) }
            if let integer = integer(value) { return (NSNumber(value: integer != 0), true) }
        // A Swift value is checked for first: `as? NSString` (NSData, NSURL) bridges a Swift
        // `String` into a new NSString before it answers, which cost a third of a set's time.
        case .stringAttributeType:
            if Swift.type(of: value) == String.self { return (value, true) }
            if value is String { return (value, false) }
            if let text = value as? NSString { return (text as String, true) }
        case .decimalAttributeType:
            if let decimal = value as? Decimal { return (decimal, true) }
            if let real = real(value) { return (Decimal(real), true) }
        case .binaryDataAttributeType:
            if Swift.type(of: value) == Data.self { return (value, true) }
            if value is Data { return (value, false) }
            if let data = value as? NSData { return (Data(referencing: data), true) }
        case .URIAttributeType:
            if Swift.type(of: value) == URL.self { return (value, true) }
            if value is URL { return (value, false) }
            if let url = value as? NSURL { return (url as URL, true) }
        default:
            break
        }
        return (value, false)
    }

    /// Whether `value` is `NSNull` (what stands for nil in a dictionary). Asked by the value's
    /// type: `value is NSNull` bridges a Swift `String` or `Int` into a new Foundation object to
    /// answer, for every value set.
    static func isNull(_ value: Any) -> Bool { type(of: value) == NSNull.self }

    /// Small integers' numbers, made once: `NSNumber(value:)` costs more than the rest of
    /// setting a value, and numbers are immutable, so objects can share them (as Foundation's
    /// tagged numbers are shared on Apple's platforms).
    private static let smallNumbers = (-16...1024).map { NSNumber(value: Int64($0)) }

    /// `value` as an integer attribute keeps it.
    static func number(_ value: Int64) -> NSNumber {
        (-16...1024).contains(value) ? smallNumbers[Int(value + 16)] : NSNumber(value: value)
    }

    /// A kept value as Core Data hands it out (`value(forKey:)`, `changedValues()`, dictionaries):
    /// a double or float as an `NSNumber`, anything else as it is.
    @inline(__always)
    static func handedOut(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let number = exactly(value, Double.self) { return NSNumber(value: number) }
        if let number = exactly(value, Float.self) { return NSNumber(value: number) }
        return value
    }

    /// Whether `value` is a kept real: a `Double` or a `Float` (`normalized`).
    @inline(__always)
    static func isReal(_ value: Any) -> Bool {
        let type = Swift.type(of: value)
        return type == Double.self || type == Float.self
    }

    /// `value` if its type is exactly `T`: no bridging (`as? Double` would open an `NSNumber`).
    /// Once the types are known equal, the value is taken out of its box as it is: `as! T` is
    /// the runtime's general cast, which looks through the box and the bridges again (most of
    /// the cost of setting a number, and of writing one at a save).
    @inline(__always)
    static func exactly<T>(_ value: Any, _ type: T.Type) -> T? {
        guard Swift.type(of: value) == type else { return nil }
        func unboxed<Boxed>(_ boxed: Boxed) -> T { unsafeBitCast(boxed, to: T.self) }
        return _openExistential(value, do: unboxed)
    }

    private static func integer(_ value: Any) -> Int64? {
        if let number = exactly(value, Int.self) { return Int64(number) }
        return switch value {
        case let number as Int: Int64(number)
        case let number as Int16: Int64(number)
        case let number as Int32: Int64(number)
        case let number as Int64: number
        case let number as UInt8: Int64(number)
        case let number as NSNumber: number.int64Value
        default: nil
        }
    }

    /// `value` as a double: a real, an integer or an `NSNumber`; nil for anything else.
    static func real(_ value: Any) -> Double? {
        if let number = exactly(value, Double.self) { return number }
        return switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// Whether two kept values are the same value (what a save compares a row's values with
    /// what an object read, to find the rows changed under it). A `Double` and an `NSNumber` of
    /// it are not equal as `AnyHashable`s on Linux; kept reals are `Double`s (`normalized`), and a
    /// number of another kind beside one is compared as a double.
    static func same(_ first: Any?, _ second: Any?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (first?, second?) where isReal(first) || isReal(second):
            guard let first = real(first), let second = real(second) else { return false }
            return first == second
        case let (first as AnyHashable, second as AnyHashable): return first == second
        case let (first?, second?): return String(describing: first) == String(describing: second)
        }
    }

    static func fits(_ value: Any, _ attribute: NSAttributeDescription) -> Bool {
        switch attribute.attributeType {
        case .integer16AttributeType:
            guard let number = cast(value, to: NSNumber.self) else { return false }
            return Int16(exactly: number.int64Value) != nil
        case .integer32AttributeType:
            guard let number = cast(value, to: NSNumber.self) else { return false }
            return Int32(exactly: number.int64Value) != nil
        case .doubleAttributeType: return isA(value, Double.self) || isA(value, NSNumber.self)
        case .floatAttributeType: return isA(value, Float.self) || isA(value, NSNumber.self)
        case .integer64AttributeType, .booleanAttributeType: return isA(value, NSNumber.self)
        case .stringAttributeType: return isA(value, String.self)
        case .dateAttributeType: return isA(value, Date.self)
        case .binaryDataAttributeType: return isA(value, Data.self)
        case .UUIDAttributeType: return isA(value, UUID.self)
        case .URIAttributeType: return isA(value, URL.self)
        case .decimalAttributeType: return isA(value, Decimal.self)
        case .transformableAttributeType, .undefinedAttributeType: return true
        case .objectIDAttributeType: return value is NSManagedObjectID
        case .compositeAttributeType: return value is [String: Any]
        }
    }

    /// Whether `value` is a `T`, its exact type compared first. A save asks this of every value
    /// it writes, and `is` on an `Any` is a dynamic cast: one to a class Foundation bridges to
    /// (`NSNumber`), or to `String`, tries the bridges before it answers — three times as long as
    /// comparing the value's type, which is what `normalized` left there (issue #52).
    @inline(__always)
    static func isA<T>(_ value: Any, _ type: T.Type) -> Bool {
        Swift.type(of: value) == type || value is T
    }

    /// `value` as a `T`, its exact type compared first (see `isA`): a match is unwrapped without
    /// the bridges' search.
    @inline(__always)
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        exactly(value, type) ?? value as? T
    }

    /// Throws Core Data's validation errors: a required attribute without a value
    /// (`NSValidationMissingMandatoryPropertyError`), a value of the wrong kind
    /// (`NSManagedObjectValidationError`).
    static func validate(_ object: NSManagedObject) throws {
        try validateAttributes(of: object)
        for relationship in object.entity.storedToOneRelationships where !relationship.isOptional && object.values[relationship.name] == nil {
            throw CoreDataError.validation(NSValidationMissingMandatoryPropertyError, object: object, key: relationship.name,
                                           "\(object.entity.name ?? "?").\(relationship.name) is a required relationship")
        }
    }

    /// The attributes' part of `validate(_:)` (what a batch insert, which sets no relationships, checks).
    /// A value kept checked (`PropertyValues.setChecked`) is of its kind: only whether a
    /// required one is there is asked of it.
    static func validateAttributes(of object: NSManagedObject) throws {
        let entity = object.entity, values = object.values, layout = entity.slots
        for (attribute, slot) in zip(entity.storedAttributes, entity.storedAttributeSlots) {
            if values.isChecked(slot: slot, of: layout), attribute.isOptional || values.hasValue(inSlot: slot) { continue }
            if let problem = problem(with: values.value(inSlot: slot, of: layout), for: attribute, of: entity) {
                throw CoreDataError.validation(problem.code, object: object, key: attribute.name, problem.reason)
            }
        }
    }

    /// What is wrong with `value` for `attribute` — a required value missing
    /// (`NSValidationMissingMandatoryPropertyError`), a value of the wrong kind
    /// (`NSManagedObjectValidationError`) — or nil. A save's validation and a batch update's check.
    static func problem(with value: Any?, for attribute: NSAttributeDescription, of entity: NSEntityDescription) -> (code: Int, reason: String)? {
        // The name is made only for a message: a save checks every value of every object.
        func name() -> String { "\(entity.name ?? "?").\(attribute.name)" }
        guard let value else {
            return attribute.isOptional ? nil : (NSValidationMissingMandatoryPropertyError, "\(name()) is a required value")
        }
        guard fits(value, attribute) else {
            return (NSManagedObjectValidationError, "\(name()) takes \(attribute.attributeType) values, not \(type(of: value)) (\(value))")
        }
        return nil
    }

    /// Throws `NSValidationRelationshipDeniedDeleteError` when a relationship whose delete rule
    /// is deny still leads to an object (R-CD1): the object cannot be deleted while it does.
    static func validateDeletion(of object: NSManagedObject) throws {
        for relationship in object.entity.storedToOneRelationships + object.entity.storedToManyRelationships
        where relationship.deleteRule == .denyDeleteRule {
            let related = relationship.isToMany ? object.members(of: relationship).members : [object.target(of: relationship)].compactMap { $0 }
            if let blocking = related.first(where: { !$0.isDeleted }) {
                throw CoreDataError.validation(NSValidationRelationshipDeniedDeleteError, object: object, key: relationship.name,
                                               "\(object.entity.name ?? "?") cannot be deleted: its relationship \(relationship.name) (delete rule deny) still leads to \(blocking.entity.name ?? "?") \(blocking.objectID)")
            }
        }
    }
}
