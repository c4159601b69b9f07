import SwiftParser
import SwiftSyntax

/// Overrides written in an extension move into their class's body (R-AS5).
///
/// On Apple platforms an extension may override a method the class inherits from an Objective-C
/// class (`UITableViewController`'s `tableView(_:didSelectRowAt:)` in a `+TableViewDelegate`
/// file is a common iOS layout): the call goes through Objective-C's dispatch. Linux Swift has no
/// Objective-C, and the compiler refuses the override. Where the class is declared in the target
/// being ported, the member is the class's own in every other respect, so it is moved: taken out
/// of the extension, appended to the class's body in whatever file declares it, with its comments.
/// An extension with a `where` clause, an extension of a class the target does not declare (one
/// of UIKit's), or a class declared twice is left as written, and its override stays a to-do.
///
/// The other side moves too: a method or property an extension of the target's class declares,
/// which a subclass in the target overrides, goes into the class's body. On iOS it was declared
/// in an `@objc extension` (Objective-C dispatch again); Linux Swift can override only what a
/// class's body declares (a real app: Core Data by Tutorials' UnCloudNotes, whose image note cell
/// overrides the note cell's `updateNoteInfo(note:)`).
enum ExtensionOverrides {
    /// One member moved: where the `override` was written (the input's line, as the notes
    /// give it) and the file of the class that now holds it.
    struct Move: Equatable {
        let file: String
        let line: Int
        let className: String
        let destination: String
        /// For a member that is not itself an override: the subclass that overrides it.
        var overriddenBy: String? = nil
    }

    /// `sources` with every movable override moved, and the moves.
    static func move(in sources: [(path: String, text: String)]) -> (outputs: [(path: String, text: String)], moves: [Move]) {
        let trees = sources.map { Parser.parse(source: $0.text) }
        var classFiles: [String: Int] = [:]
        var declaredTwice: Set<String> = []
        for (index, tree) in trees.enumerated() {
            for item in tree.statements {
                guard let declaration = item.item.as(ClassDeclSyntax.self) else { continue }
                let name = declaration.name.text
                if classFiles.updateValue(index, forKey: name) != nil { declaredTwice.insert(name) }
            }
        }
        var arriving: [String: [MemberBlockItemSyntax]] = [:]
        var leaving: Set<SyntaxIdentifier> = []
        var moves: [Move] = []
        let classes = ClassTable(trees, movable: Set(classFiles.keys).subtracting(declaredTwice))
        for (index, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: sources[index].path, tree: tree)
            for item in tree.statements {
                guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil else { continue }
                let name = ext.extendedType.trimmedDescription
                guard let destination = classFiles[name], !declaredTwice.contains(name) else { continue }
                for member in ext.memberBlock.members {
                    let override = overrideKeyword(of: member)
                    let overriddenBy = override == nil ? classes.subclass(overriding: member, of: name) : nil
                    guard override != nil || overriddenBy != nil else { continue }
                    leaving.insert(member.id)
                    arriving[name, default: []].append(member)
                    let start = override?.startLocation(converter: converter) ?? member.decl.startLocation(converter: converter, afterLeadingTrivia: true)
                    moves.append(Move(file: sources[index].path, line: start.line,
                                      className: name, destination: sources[destination].path, overriddenBy: overriddenBy))
                }
            }
        }
        guard !moves.isEmpty else { return (sources, []) }
        let outputs = trees.enumerated().map { index, tree in
            let touched = moves.contains { $0.file == sources[index].path || $0.destination == sources[index].path }
            guard touched else { return sources[index] }
            let rewritten = Mover(leaving: leaving, arriving: arriving).rewrite(tree)
            return (sources[index].path, rewritten.description)
        }
        return (outputs, moves)
    }

    /// The `override` modifier of `member`, if it has one.
    static func overrideKeyword(of member: MemberBlockItemSyntax) -> DeclModifierSyntax? {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first { $0.name.tokenKind == .keyword(.override) }
    }

    /// What an override must match: a method's name and argument labels (`update(note:)`), a
    /// property's name. Initializers and subscripts are not moved (nil).
    static func signature(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "func " + function.name.text + "(" + labels + ")"
        }
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            return "var " + pattern.identifier.text
        }
        return nil
    }

    /// The target's top-level classes: each one's superclass (the first type it inherits, when
    /// the target declares that class too), what its body declares, and what it overrides in its
    /// body or in its extensions.
    private struct ClassTable {
        var superclass: [String: String] = [:]
        var declared: [String: Set<String>] = [:]
        var overrides: [String: Set<String>] = [:]
        /// `overrides` by class name, so that the subclass a note names does not depend on hashing.
        private var overridesInOrder: [(key: String, value: Set<String>)] = []

        init(_ trees: [SourceFileSyntax], movable: Set<String>) {
            for tree in trees {
                for item in tree.statements {
                    if let type = item.item.as(ClassDeclSyntax.self) {
                        let name = type.name.text
                        if let parent = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription { superclass[name] = parent }
                        record(type.memberBlock.members, of: name)
                    } else if let ext = item.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil {
                        let name = ext.extendedType.trimmedDescription
                        if movable.contains(name) { record(ext.memberBlock.members, of: name, bodyDeclares: false) }
                    }
                }
            }
            overridesInOrder = overrides.sorted { $0.key < $1.key }
        }

        private mutating func record(_ members: MemberBlockItemListSyntax, of name: String, bodyDeclares: Bool = true) {
            for member in members {
                guard let signature = ExtensionOverrides.signature(of: member.decl) else { continue }
                if ExtensionOverrides.overrideKeyword(of: member) != nil { overrides[name, default: []].insert(signature) }
                if bodyDeclares { declared[name, default: []].insert(signature) }
            }
        }

        /// A class below `base` (in the target) whose override reaches the member `base`'s
        /// extension declares — no class between them declaring it in its body — or nil.
        func subclass(overriding member: MemberBlockItemSyntax, of base: String) -> String? {
            guard let signature = ExtensionOverrides.signature(of: member.decl) else { return nil }
            for (name, signatures) in overridesInOrder where signatures.contains(signature) {
                var ancestor = superclass[name]
                var steps = 0
                while let current = ancestor, steps < 64 {   // a cycle (malformed source) ends the walk
                    if current == base { return name }
                    if declared[current]?.contains(signature) == true { break }
                    ancestor = superclass[current]
                    steps += 1
                }
            }
            return nil
        }
    }

    /// Takes the moving members out of extensions and appends them to their classes.
    private final class Mover: SyntaxRewriter {
        let leaving: Set<SyntaxIdentifier>
        let arriving: [String: [MemberBlockItemSyntax]]

        init(leaving: Set<SyntaxIdentifier>, arriving: [String: [MemberBlockItemSyntax]]) {
            self.leaving = leaving
            self.arriving = arriving
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            guard node.memberBlock.members.contains(where: { leaving.contains($0.id) }) else { return DeclSyntax(node) }
            var copy = node
            copy.memberBlock.members = node.memberBlock.members.filter { !leaving.contains($0.id) }
            return DeclSyntax(copy)
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            // Only a top-level class receives (its name is what the extensions named).
            guard node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true, let members = arriving[node.name.text] else {
                return DeclSyntax(node)
            }
            var copy = node
            var list = Array(node.memberBlock.members)
            for member in members {
                // A blank line and a comment saying where it came from, then the member as written.
                let why = ExtensionOverrides.overrideKeyword(of: member) != nil
                    ? "// Moved here by xrport from an extension: Linux Swift overrides only in the class's body."
                    : "// Moved here by xrport from an extension: a subclass overrides it, and Linux Swift overrides only what the class's body declares."
                var moved = member
                moved.leadingTrivia = .newlines(2) + .spaces(4) + .lineComment(why)
                    + .newline + member.leadingTrivia.droppingLeadingNewlines
                list.append(moved)
            }
            copy.memberBlock.members = MemberBlockItemListSyntax(list)
            return DeclSyntax(copy)
        }
    }
}

private extension Trivia {
    /// The trivia without the line breaks (and the indentation before them) it starts with.
    var droppingLeadingNewlines: Trivia {
        var pieces = Array(self)
        while let first = pieces.first, first.isNewline || first.isSpaceOrTab { pieces.removeFirst() }
        return .spaces(4) + Trivia(pieces: pieces)
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
