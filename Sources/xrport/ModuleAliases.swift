/// How a ported target keeps `import UIKit` and `import Combine` exactly as written (R-AS5).
///
/// The Swift compiler's module aliasing (`-module-alias UIKit=XResponder`, SE-0339) makes a
/// source's `import UIKit` load the XResponder module. It is a flag of the app's own target, so
/// `#if canImport(UIKit)` turns true in the app's code (which was written for UIKit) and stays
/// false in every other package built beside it, whose Apple-only branches would not build on
/// Linux. That hazard is why the package has no module named UIKit (`SourceLayoutTests`).
///
/// Two limits of aliasing shape the rest: a module can stand for one name only, so `CoreGraphics`
/// and `QuartzCore` (whose Linux API XResponder has too) are imported as `UIKit`; and a target
/// that aliases a module cannot also name it, so `import XResponder` there becomes `import UIKit`.
enum ModuleAliases {
    /// Apple's module name and the XResponder product that stands for it.
    static let aliases: [(apple: String, product: String)] = [("UIKit", "XResponder"), ("Combine", "XResponderCombine")]

    /// Apple modules imported as `UIKit`: XResponder declares what apps use of them (the type
    /// identifiers of MobileCoreServices and UniformTypeIdentifiers among them, and
    /// UserNotifications' `UNUserNotificationCenter` and its types, R-DA3).
    static let importedAsUIKit: Set<String> = ["CoreGraphics", "QuartzCore", "MobileCoreServices", "UniformTypeIdentifiers",
                                               "UserNotifications"]

    /// Apple modules XResponder has products of the same name for (no alias needed): the app's
    /// target depends on the product and its `import` stays as written.
    static let sameNames = ["CoreData"]

    /// The Apple name a source imports `product` by (`XResponder` → `UIKit`); nil for other modules.
    static func appleName(of product: String) -> String? {
        aliases.first { $0.product == product }?.apple
    }

    /// The product an import of `module` (an Apple name, or a product's own) needs; nil for others.
    static func product(importedAs module: String) -> String? {
        if sameNames.contains(module) { return module }
        return aliases.first { $0.apple == module || $0.product == module }?.product
    }

    /// The compiler flags that alias each of `products` to its Apple name.
    static func compilerFlags(for products: [String]) -> [String] {
        aliases.filter { products.contains($0.product) }.flatMap { ["-module-alias", "\($0.apple)=\($0.product)"] }
    }

    /// The target's Swift setting that carries the flags, as a package manifest spells it.
    /// `unsafeFlags` is allowed in an app's own (root) package, which is what a port is.
    static func swiftSetting(for products: [String]) -> String {
        ".unsafeFlags([\(compilerFlags(for: products).map { "\"\($0)\"" }.joined(separator: ", "))])"
    }
}
