import Foundation

/// What `xrport` generates for a module whose classes declare `@IBOutlet`s, `@IBAction`s or
/// `@IBInspectable`s (R-IB2): one type, `GeneratedInterfaceBuilderConnections`, listing per class
/// how each outlet is set and which method each action name calls.
///
/// UIKit connects a storyboard's outlets with key-value coding and finds actions by selector name,
/// both through the Objective-C runtime. Linux has neither, so the names are resolved at build
/// time instead: the table is ordinary Swift that the compiler checks, and the loader finds it by
/// the module's name. Write one by hand only for classes the porting tool did not see.
@preconcurrency @MainActor
public protocol InterfaceBuilderConnections {
    static var classes: [InterfaceBuilderClass] { get }
}

/// Key-value coding's number conversions, for values read from files.
enum NibNumbers {
    static func convert<T>(_ value: Any, to type: T.Type) -> T? {
        if let exact = value as? T { return exact }
        let number: Double
        switch value {
        case let v as Double: number = v
        case let v as CGFloat: number = Double(v)
        case let v as Int: number = Double(v)
        case let v as Float: number = Double(v)
        case let v as Bool: number = v ? 1 : 0
        default: return nil
        }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return Int(exactly: number.rounded()) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }
}

/// Finds classes by the names files give them and the generated connection tables of their
/// modules. Types never die, so tables are kept by type.
@MainActor
enum NibClasses {
    private static var tablesByModule: [String: [ObjectIdentifier: InterfaceBuilderClass]] = [:]
    private static var classesByModule: [String: [String: AnyClass]] = [:]

    /// The module a class is declared in (`"MyApp"` for `MyApp.ViewController`).
    static func module(of type: AnyClass) -> String {
        String(_typeName(type, qualified: true).prefix { $0 != "." })
    }

    /// The table of `module`, read once: nil when the module has none.
    private static func table(of module: String) -> [ObjectIdentifier: InterfaceBuilderClass] {
        if let known = tablesByModule[module] { return known }
        var table: [ObjectIdentifier: InterfaceBuilderClass] = [:]
        var classes: [String: AnyClass] = [:]
        if let generated = generatedTable(in: module) {
            for entry in generated.classes {
                table[ObjectIdentifier(entry.type)] = entry
                classes[String(describing: entry.type)] = entry.type
            }
        }
        tablesByModule[module] = table
        classesByModule[module] = classes
        return table
    }

    /// The module's `GeneratedInterfaceBuilderConnections`, an enum, struct or class. Looked up by
    /// its mangled name (module and type name, length-prefixed, then the kind): the runtime finds
    /// a `Module.Name` spelling only for classes.
    private static func generatedTable(in module: String) -> InterfaceBuilderConnections.Type? {
        let name = "GeneratedInterfaceBuilderConnections"
        for kind in ["O", "V", "C"] {
            let mangled = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(kind)"
            if let table = _typeByName(mangled) as? InterfaceBuilderConnections.Type { return table }
        }
        return nil
    }

    /// The entries for `type` and each of its superclasses, most derived first.
    static func entries(for type: AnyClass) -> [InterfaceBuilderClass] {
        var found: [InterfaceBuilderClass] = []
        var current: AnyClass? = type
        while let each = current {
            if let entry = table(of: module(of: each))[ObjectIdentifier(each)] { found.append(entry) }
            current = _getSuperclass(each)
        }
        return found
    }

    /// The class a file names (`customClass`, `customModule`): looked up in the named module, then
    /// in the application's (its delegate's) and the executable's, since a port's module may be
    /// named differently from the iOS target's.
    static func named(_ name: String, module: String?) -> AnyClass? {
        var modules: [String] = []
        if let module { modules.append(module) }
        if let delegate = UIApplication.shared.delegate { modules.append(self.module(of: type(of: delegate))) }
        modules.append(URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent)
        modules += Array(tablesByModule.keys).sorted()
        for module in modules where !module.isEmpty {
            _ = table(of: module)
            if let listed = classesByModule[module]?[name] { return listed }
            if let found = _typeByName("\(module).\(name)") as? AnyClass { return found }
        }
        return _typeByName(name) as? AnyClass
    }

    /// Forgets what was found (tests).
    static func forget() {
        tablesByModule.removeAll()
        classesByModule.removeAll()
    }
}
