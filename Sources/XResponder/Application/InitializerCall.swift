import CRuntimeCall
import Foundation

/// Makes an object from its class through `init()`, as Objective-C's `[[cls alloc] init]` made
/// UIKit's application and scene delegates (R-BR4).
///
/// Xcode's templates declare `class AppDelegate: UIResponder, UIApplicationDelegate` — not `final`,
/// no `required` initializer — and UIKit creates it from its class. Swift can call `init()` on a
/// class value only when the initializer is `required`, so the call goes where Swift's own dynamic
/// dispatch would: every class below `NSObject` keeps, at the vtable slot that `NSObject`'s class
/// descriptor lists for `init()`, its own allocating entry point — its override, the one it
/// inherits, or Swift's "use of unimplemented initializer 'init()'" trap when it declares only
/// other designated initializers (UIKit's `[cls new]` fails the same way). The slot is read from the
/// runtime's metadata once and checked against the layout it assumes; `CRuntimeCall` makes the call
/// with the metatype in the `swiftself` register, which Swift code cannot do.
enum InitializerCall {
    enum Failure: Error, CustomStringConvertible {
        /// The class does not descend from `NSObject` (UIKit's delegates are `NSObject`s).
        case notAnObjectClass(String)
        /// This Swift runtime's class metadata is not laid out as the reader expects.
        case unexpectedRuntimeLayout(String)

        var description: String {
            switch self {
            case .notAnObjectClass(let name):
                return "\(name) is not an NSObject subclass: derive it from UIResponder (or NSObject), as UIKit requires"
            case .unexpectedRuntimeLayout(let detail):
                return "this Swift runtime's class metadata is not as XResponder reads it (\(detail))"
            }
        }
    }

    /// Creates an instance of `type` with its `init()`, returned as the `NSObject` it is.
    static func makeObject(of type: AnyClass) throws -> NSObject {
        guard type is NSObject.Type else { throw Failure.notAnObjectClass(String(reflecting: type)) }
        let slot = try initSlot.get()
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let entry = metadata.load(fromByteOffset: slot * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
        let object = xr_call_allocating_init(entry, metadata)
        return Unmanaged<NSObject>.fromOpaque(object).takeRetainedValue()
    }

    /// Creates a delegate from its class, as UIKit does at launch and when a scene connects. A class
    /// that cannot be made so stops the app with the reason, as Objective-C's `[cls new]` would.
    static func makeDelegate<Delegate>(of type: Any.Type, as _: Delegate.Type) -> Delegate {
        do {
            guard let type = type as? AnyClass else { throw Failure.notAnObjectClass(String(reflecting: type)) }
            guard let delegate = try makeObject(of: type) as? Delegate else {
                fatalError("XResponder: \(String(reflecting: type)) is not a \(Delegate.self)")
            }
            return delegate
        } catch {
            fatalError("XResponder: cannot create \(String(reflecting: type)): \(error)")
        }
    }

    /// The application's delegate, from its class. Opened as its own class first: the cast of the
    /// new object is then to a class, and the witness table comes with `type`, where a cast to the
    /// protocol would search every conformance record in the program on start-up's path (issue #50).
    static func makeApplicationDelegate(of type: UIApplicationDelegate.Type) -> UIApplicationDelegate {
        func make<Delegate: UIApplicationDelegate>(_ concrete: Delegate.Type) -> UIApplicationDelegate {
            makeDelegate(of: concrete, as: concrete)
        }
        return make(type)
    }

    /// The word index, from a class metadata's address point, of the allocating `init()` entry.
    private static let initSlot: Result<Int, Failure> = Result { try MetadataReader.initializerSlot(of: NSObject.self) }
        .mapError { $0 as? Failure ?? .unexpectedRuntimeLayout("\($0)") }
}

/// Reads a class's vtable layout from its nominal type descriptor (Swift's ABI, docs/ABI/TypeMetadata.rst
/// in the Swift repository), for `InitializerCall`. Only what a non-generic root class such as
/// `NSObject` needs is read; anything else is refused rather than guessed.
enum MetadataReader {
    private static let word = MemoryLayout<UnsafeRawPointer>.size
    /// Class metadata without Objective-C interop: kind, superclass, then flags, instance address
    /// point, instance size, alignment mask and reserved bits, class size and class address point
    /// (24 bytes), then the descriptor.
    private static let descriptorOffset = 2 * word + 24
    /// Context flags (4), parent (4), name (4), access function (4), fields (4), superclass type (4),
    /// two metadata bounds words (8), immediate members (4), fields (4), field offset vector (4).
    private static let classDescriptorSize = 44
    private static let classKind: UInt32 = 16
    private static let isGenericFlag: UInt32 = 0x80
    private static let hasVTableFlag: UInt32 = 0x8000
    private static let hasResilientSuperclassFlag: UInt32 = 0x2000
    private static let metadataInitializationMask: UInt32 = 0x3
    private static let methodDescriptorSize = 8
    private static let methodKindMask: UInt32 = 0x0F
    private static let initKind: UInt32 = 1

    static func initializerSlot(of type: AnyClass) throws -> Int {
        #if _runtime(_ObjC)
        // Objective-C interop adds the cache words to every class metadata; Linux has none.
        throw InitializerCall.Failure.unexpectedRuntimeLayout("Objective-C runtime")
        #else
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let descriptor = metadata.load(fromByteOffset: descriptorOffset, as: UnsafeRawPointer.self)
        let flags = descriptor.load(as: UInt32.self)
        let kindFlags = flags >> 16
        guard flags & 0x1F == classKind else { throw failure("descriptor kind \(flags & 0x1F)") }
        guard flags & isGenericFlag == 0, kindFlags & hasResilientSuperclassFlag == 0,
              kindFlags & metadataInitializationMask == 0 else {
            throw failure("trailing descriptor fields before the vtable")
        }
        guard kindFlags & hasVTableFlag != 0 else { throw failure("no vtable") }
        let header = descriptor + classDescriptorSize
        let vtableOffset = Int(header.load(as: UInt32.self))
        let vtableSize = Int(header.load(fromByteOffset: 4, as: UInt32.self))
        let methods = header + 8
        let initializers = (0..<vtableSize).filter { index in
            methods.load(fromByteOffset: index * methodDescriptorSize, as: UInt32.self) & methodKindMask == initKind
        }
        guard initializers.count == 1, let index = initializers.first else {
            throw failure("\(initializers.count) initializers in \(String(reflecting: type))'s vtable")
        }
        return vtableOffset + index
        #endif
    }

    private static func failure(_ detail: String) -> InitializerCall.Failure { .unexpectedRuntimeLayout(detail) }
}
