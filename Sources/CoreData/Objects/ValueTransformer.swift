import Foundation

/// A transformer's registered name (Foundation's `NSValueTransformerName`).
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName("NSSecureUnarchiveFromData")
    public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
    public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
    public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
}

/// Foundation's `ValueTransformer` (R-CD1), which Linux Foundation does not have: what a
/// transformable attribute's custom transformer subclasses and registers under the name the model
/// gives (`valueTransformerName`). As in Core Data, a store keeps `transformedValue(_:)` of the
/// attribute's value (which must be `Data`) and reads it back through
/// `reverseTransformedValue(_:)` — except for `NSSecureUnarchiveFromDataTransformer` and its
/// subclasses, which transform the other way (`Data` → object) and are used reversed.
///
/// Apple's `ValueTransformer(forName:)` returns the registered instance, which a Swift
/// initializer cannot; the registry is read with `ValueTransformer.valueTransformer(forName:)`.
/// Not `Sendable`, as Foundation's is not: an app's subclass, written as on iOS, compiles without
/// having to restate a conformance (the registry keeps its instances in a box it locks).
open class ValueTransformer: NSObject {
    open class func transformedValueClass() -> AnyClass { NSObject.self }
    open class func allowsReverseTransformation() -> Bool { true }

    open func transformedValue(_ value: Any?) -> Any? { value }

    open func reverseTransformedValue(_ value: Any?) -> Any? {
        type(of: self).allowsReverseTransformation() ? transformedValue(value) : nil
    }

    public override init() {
        super.init()
    }

    /// A registered transformer. Foundation's registry hands one instance to every thread that
    /// asks, and transformers are stateless by contract: the box says so to the compiler.
    private struct Registered: @unchecked Sendable {
        let transformer: ValueTransformer
    }

    private static let registry = Locked<[NSValueTransformerName: Registered]>([
        .secureUnarchiveFromDataTransformerName: Registered(transformer: NSSecureUnarchiveFromDataTransformer()),
        .negateBooleanTransformerName: Registered(transformer: NegateBooleanTransformer()),
        .isNilTransformerName: Registered(transformer: NilTestTransformer(negated: false)),
        .isNotNilTransformerName: Registered(transformer: NilTestTransformer(negated: true)),
    ])

    /// Registers `transformer` under `name` (nil removes the name).
    public class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName) {
        let registered = transformer.map(Registered.init)
        registry.withLock { $0[name] = registered }
    }

    /// The transformer registered under `name`.
    public class func valueTransformer(forName name: NSValueTransformerName) -> ValueTransformer? {
        registry.withLock { $0[name] }?.transformer
    }

    public class func valueTransformerNames() -> [NSValueTransformerName] {
        registry.withLock { Array($0.keys) }.sorted { $0.rawValue < $1.rawValue }
    }
}

/// Unarchives `Data` into the objects `allowedTopLevelClasses` allows (forward) and archives
/// them (reverse) with `NSKeyedArchiver` — the default transformer of transformable attributes.
/// Subclasses override `allowedTopLevelClasses` to name their classes.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer {
    open class var allowedTopLevelClasses: [AnyClass] {
        [NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self, NSURL.self, NSUUID.self, NSNull.self]
    }

    open override class func transformedValueClass() -> AnyClass { NSObject.self }
    open override class func allowsReverseTransformation() -> Bool { true }

    open override func transformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data, let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        unarchiver.requiresSecureCoding = false
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
    }

    open override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(value, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        return archiver.encodedData
    }
}

private final class NegateBooleanTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override func transformedValue(_ value: Any?) -> Any? { NSNumber(value: !((value as? NSNumber)?.boolValue ?? false)) }
}

private final class NilTestTransformer: ValueTransformer {
    let negated: Bool
    init(negated: Bool) {
        self.negated = negated
        super.init()
    }
    override class func transformedValueClass() -> AnyClass { NSNumber.self }
    override class func allowsReverseTransformation() -> Bool { false }
    override func transformedValue(_ value: Any?) -> Any? { NSNumber(value: (value == nil) != negated) }
}
