import Foundation

/// Which Swift class an entity's objects are made of (R-CD2). Core Data asks the Objective-C
/// runtime for the class its model names; Swift on Linux can find a class only by its full name
/// ("Module.Note"), which a model file does not hold ("Note" or ".Note"). So a subclass is
/// learned when the app first uses it — `Note(context:)`, `NSFetchRequest<Note>`, or
/// `register(_:)` — and otherwise looked up in the modules the main program and the class of an
/// already-known subclass live in; an entity whose class is not found makes `NSManagedObject`s.
enum ManagedObjectClasses {
    private static let known = Locked<[String: NSManagedObject.Type]>([:])
    /// The classes already learned, by identity (a class never dies), so that making an object
    /// asks one lookup, not two names built and stored (every insert and every fetched row does).
    private static let learned = Locked<Set<ObjectIdentifier>>([])

    /// `learn(type)` unless it was learned before.
    static func learnIfNew(_ type: NSManagedObject.Type) {
        guard learned.withLock({ $0.insert(ObjectIdentifier(type)).inserted }) else { return }
        learn(type)
    }

    /// Remembers `type` as the class named `name` (its name without the module).
    static func learn(_ type: NSManagedObject.Type) {
        let name = simpleName(of: type)
        let qualified = String(reflecting: type)
        known.withLock {
            $0[name] = type
            $0[qualified] = type
        }
    }

    /// The class to make `entity`'s objects of.
    static func type(for entity: NSEntityDescription) -> NSManagedObject.Type {
        let name = entity.managedObjectClassName ?? "NSManagedObject"
        if name == "NSManagedObject" { return NSManagedObject.self }
        if let found = known.withLock({ $0[name] }) { return found }
        if name.contains("."), let type = _typeByName(name) as? NSManagedObject.Type {
            learn(type)
            return type
        }
        let modules = Set([mainModule] + known.withLock { $0.values.map(moduleName(of:)) })
        for module in modules {
            if let type = _typeByName("\(module).\(name)") as? NSManagedObject.Type {
                learn(type)
                return type
            }
        }
        return NSManagedObject.self
    }

    /// The main program's module: its executable's name, as SwiftPM names executable modules.
    private static let mainModule = (CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "main")
        .replacingOccurrences(of: "-", with: "_")

    static func simpleName(of type: AnyClass) -> String {
        String(describing: type)
    }

    private static func moduleName(of type: AnyClass) -> String {
        String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
    }
}
