import SwiftSyntax

/// `@NSManaged` properties rewritten into what Linux Swift compiles (R-CD2).
///
/// On Apple's platforms `@NSManaged var title: String?` has no storage: Core Data supplies the
/// accessors at run time through the Objective-C runtime. Linux has none, so each such property
/// becomes the computed property those accessors amount to, over the CoreData module's
/// `value(forKey:)` and `setValue(_:forKey:)`:
///
///     @NSManaged public var title: String?
///     public var title: String? {
///         get { value(forKey: "title") as? String }
///         set { setValue(newValue, forKey: "title") }
///     }
///
/// An optional reads `as? T`; a non-optional number or Bool reads `as? T ?? 0` (`false`), as a
/// scalar attribute with no value reads on Apple's platforms; any other non-optional reads
/// `as! T`, which fails where Core Data's accessor would hand Swift a nil it cannot hold.
enum ManagedProperties {
    static let scalars: [String: String] = [
        "Int": "0", "Int16": "0", "Int32": "0", "Int64": "0", "Double": "0", "Float": "0", "Bool": "false",
        "UInt": "0", "UInt16": "0", "UInt32": "0", "UInt64": "0", "CGFloat": "0",
    ]

    /// The rewritten declaration, or nil when `node` is not a stored `@NSManaged` property with a
    /// type (a function, or a property without a type annotation, is left for the person).
    static func rewrite(_ node: VariableDeclSyntax) -> VariableDeclSyntax? {
        guard node.attributes.contains(where: { $0.attributeName == "NSManaged" }),
              node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else { return nil }
        let key = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        let getter: String
        if let optional = type.as(OptionalTypeSyntax.self) {
            getter = "value(forKey: \"\(key)\") as? \(optional.wrappedType.trimmedDescription)"
        } else if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            getter = "value(forKey: \"\(key)\") as? \(implicit.wrappedType.trimmedDescription)"
        } else if let zero = scalars[type.trimmedDescription] {
            getter = "value(forKey: \"\(key)\") as? \(type.trimmedDescription) ?? \(zero)"
        } else {
            getter = "value(forKey: \"\(key)\") as! \(type.trimmedDescription)"
        }
        let attributes = node.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return attribute.attributeName.trimmedDescription != "NSManaged"
        }
        let modifiers = node.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let kept = attributes.map(\.trimmedDescription).joined(separator: " ")
        let indent = indentation(of: node)
        let head = [kept, modifiers, "var \(name): \(type.trimmedDescription)"].filter { !$0.isEmpty }.joined(separator: " ")
        let text = head + " {\n"
            + "\(indent)    get { \(getter) }\n"
            + "\(indent)    set { setValue(newValue, forKey: \"\(key)\") }\n"
            + "\(indent)}"
        var parsed = DeclSyntax("\(raw: text)").cast(VariableDeclSyntax.self)
        parsed = parsed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        return parsed
    }

    /// The spaces before the declaration on its line.
    private static func indentation(of node: VariableDeclSyntax) -> String { indentation(before: node.leadingTrivia) }

    /// The spaces and tabs that end `trivia`: a declaration's indentation on its line.
    static func indentation(before trivia: Trivia) -> String {
        var indent = ""
        for piece in trivia.reversed() {
            switch piece {
            case .spaces(let count): indent = String(repeating: " ", count: count) + indent
            case .tabs(let count): indent = String(repeating: "\t", count: count) + indent
            default: return indent
            }
        }
        return indent
    }
}
