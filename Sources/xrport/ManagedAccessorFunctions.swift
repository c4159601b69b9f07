import SwiftSyntax

/// `@NSManaged` accessor functions — the ones Xcode's code generation writes for a to-many
/// relationship — given bodies Linux Swift compiles (R-CD2).
///
/// On Apple's platforms `@objc(addTagsObject:) @NSManaged public func addToTags(_ value: Tag)` has
/// no body: Core Data answers the selector at run time. Here each becomes what Core Data does for
/// it, a change through the relationship's mutable set (inverses kept by the CoreData module):
///
///     @objc(addTagsObject:)
///     @NSManaged public func addToTags(_ value: Tag)
///     public func addToTags(_ value: Tag) {
///         mutableSetValue(forKey: "tags").add(value)
///     }
///
/// The selector says which accessor it is and the key (`addTagsObject:` → `tags`); a function
/// without one is read from its name (`addToTags`). An ordered relationship — one whose
/// accessors take indexes or `NSOrderedSet`s — goes through `mutableOrderedSetValue(forKey:)`.
enum ManagedAccessorFunctions {
    /// What an accessor does, as its selector names it.
    enum Kind {
        case addOne, removeOne, addMany, removeMany, insertAt, removeAt, insertAtIndexes, removeAtIndexes, replaceAt, replaceAtIndexes
    }

    /// The rewritten function, or nil when its selector or name is not one Core Data generates.
    static func rewrite(_ node: FunctionDeclSyntax) -> FunctionDeclSyntax? {
        guard let (kind, capitalized) = accessor(of: node) else { return nil }
        let key = capitalized.prefix(1).lowercased() + capitalized.dropFirst()
        let parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let ordered = isOrdered(kind: kind, node: node, capitalized: capitalized)
        let set = ordered ? "mutableOrderedSetValue(forKey: \"\(key)\")" : "mutableSetValue(forKey: \"\(key)\")"
        let first = parameters.first ?? "value", second = parameters.dropFirst().first ?? "value"
        let body: [String]
        switch kind {
        case .addOne: body = ["\(set).add(\(first))"]
        case .removeOne: body = ["\(set).remove(\(first))"]
        case .addMany where ordered: body = ["\(set).union(\(first))"]
        case .removeMany where ordered: body = ["\(set).minus(\(first))"]
        case .addMany: body = ["let set = \(set)", "for value in \(first) { set.add(value) }"]
        case .removeMany: body = ["let set = \(set)", "for value in \(first) { set.remove(value) }"]
        case .insertAt: body = ["\(set).insert(\(first), at: \(second))"]
        case .removeAt: body = ["\(set).removeObject(at: \(first))"]
        case .insertAtIndexes: body = ["\(set).insert(\(first), at: \(second) as IndexSet)"]
        case .removeAtIndexes: body = ["\(set).removeObjects(at: \(first) as IndexSet)"]
        case .replaceAt: body = ["\(set).replaceObject(at: \(first), with: \(second))"]
        case .replaceAtIndexes: body = ["\(set).replaceObjects(at: \(first) as IndexSet, with: \(second))"]
        }
        let attributes = node.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !["NSManaged", "objc"].contains(attribute.attributeName.trimmedDescription)
        }
        let indent = indentation(of: node)
        let head = [attributes.map(\.trimmedDescription).joined(separator: " "), node.modifiers.map(\.trimmedDescription).joined(separator: " "),
                    "func \(node.name.text)\(node.signature.trimmedDescription)"].filter { !$0.isEmpty }.joined(separator: " ")
        let text = head + " {\n" + body.map { "\(indent)    \($0)\n" }.joined() + "\(indent)}"
        var parsed = DeclSyntax("\(raw: text)").cast(FunctionDeclSyntax.self)
        parsed = parsed.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        return parsed
    }

    /// The accessor's kind and the relationship's name with its first letter capitalized.
    static func accessor(of node: FunctionDeclSyntax) -> (Kind, String)? {
        if let selector = selector(of: node) { return accessor(selector: selector) }
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters
        let labels = parameters.map(\.firstName.text)
        let types = parameters.map { $0.type.trimmedDescription }
        let many = types.first.map { ["NSSet", "NSOrderedSet", "Set"].contains(where: $0.hasPrefix) || $0.hasPrefix("[") } ?? false
        if let rest = name.strip("addTo") { return (many ? .addMany : .addOne, rest) }
        if let rest = name.strip("removeFrom") {
            if labels.first == "at" { return (types.first == "Int" ? .removeAt : .removeAtIndexes, rest) }
            return (many ? .removeMany : .removeOne, rest)
        }
        if let rest = name.strip("insertInto") { return (types.first?.hasPrefix("[") == true ? .insertAtIndexes : .insertAt, rest) }
        if let rest = name.strip("replace"), labels.first == "at" { return (types.first == "Int" ? .replaceAt : .replaceAtIndexes, rest) }
        return nil
    }

    /// Core Data's key-value selectors for a to-many relationship `<Key>`.
    static func accessor(selector: String) -> (Kind, String)? {
        let patterns: [(Kind, String, String)] = [
            (.addOne, "add", "Object:"), (.removeOne, "remove", "Object:"),
            (.insertAt, "insertObject:in", "AtIndex:"), (.removeAt, "removeObjectFrom", "AtIndex:"),
            (.insertAtIndexes, "insert", ":atIndexes:"), (.removeAtIndexes, "remove", "AtIndexes:"),
            (.replaceAt, "replaceObjectIn", "AtIndex:withObject:"),
            (.addMany, "add", ":"), (.removeMany, "remove", ":"),
        ]
        for (kind, prefix, suffix) in patterns where selector.hasPrefix(prefix) && selector.hasSuffix(suffix) {
            let middle = selector.dropFirst(prefix.count).dropLast(suffix.count)
            guard !middle.isEmpty, !middle.contains(":"), middle.first?.isUppercase == true else { continue }
            return (kind, String(middle))
        }
        // replace<Key>AtIndexes:with<Key>:
        if selector.hasPrefix("replace"), let range = selector.range(of: "AtIndexes:with") {
            let key = selector[selector.index(selector.startIndex, offsetBy: 7)..<range.lowerBound]
            if !key.isEmpty, !key.contains(":") { return (.replaceAtIndexes, String(key)) }
        }
        return nil
    }

    /// The selector in the function's `@objc(…)`, if it has one.
    static func selector(of node: FunctionDeclSyntax) -> String? {
        for element in node.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            return arguments.trimmedDescription.filter { !$0.isWhitespace }
        }
        return nil
    }

    /// Whether the relationship is ordered: its accessor takes indexes or an `NSOrderedSet`, or
    /// one of its neighbours in the same declaration block does.
    private static func isOrdered(kind: Kind, node: FunctionDeclSyntax, capitalized: String) -> Bool {
        switch kind {
        case .insertAt, .removeAt, .insertAtIndexes, .removeAtIndexes, .replaceAt, .replaceAtIndexes: return true
        default: break
        }
        if node.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription == "NSOrderedSet" }) { return true }
        var parent = node.parent
        while let current = parent, !current.is(MemberBlockItemListSyntax.self) { parent = current.parent }
        guard let members = parent?.as(MemberBlockItemListSyntax.self) else { return false }
        return members.contains { item in
            guard let function = item.decl.as(FunctionDeclSyntax.self), let (other, key) = accessor(of: function), key == capitalized else { return false }
            switch other {
            case .insertAt, .removeAt, .insertAtIndexes, .removeAtIndexes, .replaceAt, .replaceAtIndexes: return true
            default: return function.signature.parameterClause.parameters.contains { $0.type.trimmedDescription == "NSOrderedSet" }
            }
        }
    }

    private static func indentation(of node: FunctionDeclSyntax) -> String {
        ManagedProperties.indentation(before: node.leadingTrivia)
    }
}

private extension String {
    /// The rest after `prefix` when it starts with it and an uppercase letter follows.
    func strip(_ prefix: String) -> String? {
        guard hasPrefix(prefix), let next = dropFirst(prefix.count).first, next.isUppercase else { return nil }
        return String(dropFirst(prefix.count))
    }
}
