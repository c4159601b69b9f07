import Foundation

/// One class's outlets (and inspectable properties) and actions, by the names Interface Builder
/// files use: the property name, and the Objective-C selector (`tapped:`).
@preconcurrency @MainActor
public struct InterfaceBuilderClass {
    /// Sets one property of an instance from a value a file gives; false when the value is of the
    /// wrong type. A plain function type, not a `@MainActor` one (it is only called on the main
    /// actor): in a `@preconcurrency` type, a stored `@MainActor` function type was mangled
    /// differently by the file that declares it and a file that uses it, and a client's build
    /// failed to link.
    public typealias Setter = (AnyObject, Any?) -> Bool

    public let type: AnyClass
    public let outlets: [String: Setter]
    public let actions: [String: Selector]
    /// Makes an instance, for classes a file makes without a coder: a gesture recognizer subclass
    /// (`{ SwipeToDelete(target: nil, action: nil) }`). Swift can make an instance from a class
    /// value only through a `required` initializer, and `UIGestureRecognizer.init(target:action:)`
    /// is not one in UIKit (making it one would break subclasses that override it), so xrport
    /// writes this closure instead.
    public let make: (() -> AnyObject)?

    public init(_ type: AnyClass, outlets: [String: Setter] = [:], actions: [Selector] = [], make: (() -> AnyObject)? = nil) {
        self.type = type
        self.outlets = outlets
        self.actions = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.make = make
    }

    /// A setter for `property` of `Owner`, checked at compile time:
    /// `InterfaceBuilderClass.outlet { (o: ViewController, v) in InterfaceBuilderClass.assign(v, to: &o.label) }`.
    public static func outlet<Owner: AnyObject>(_ set: @escaping (Owner, Any?) -> Bool) -> Setter {
        { object, value in
            guard let owner = object as? Owner else { return false }
            return set(owner, value)
        }
    }

    /// Assigns `value` to an optional property (`@IBOutlet weak var label: UILabel!`); a number of
    /// another numeric type is converted, as key-value coding does.
    public static func assign<T>(_ value: Any?, to property: inout T?) -> Bool {
        guard let value else { property = nil; return true }
        guard let converted = NibNumbers.convert(value, to: T.self) else { return false }
        property = converted
        return true
    }

    /// Assigns `value` to a non-optional property (`@IBInspectable var radius: CGFloat = 0`).
    public static func assign<T>(_ value: Any?, to property: inout T) -> Bool {
        guard let value, let converted = NibNumbers.convert(value, to: T.self) else { return false }
        property = converted
        return true
    }
}
