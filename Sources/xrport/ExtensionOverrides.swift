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
enum ExtensionOverrides {
    /// One member moved: where the `override` was written (the input's line, as the notes
    /// give it) and the file of the class that now holds it.
    struct Move: Equatable {
        let file: String
        let line: Int
        let className: String
        let destination: String
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
        for (index, tree) in trees.enumerated() {
            let converter = SourceLocationConverter(fileName: sources[index].path, tree: tree)
            for item in tree.statements {
                guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil else { continue }
                let name = ext.extendedType.trimmedDescription
                guard let destination = classFiles[name], !declaredTwice.contains(name) else { continue }
                for member in ext.memberBlock.members {
                    guard let override = overrideKeyword(of: member) else { continue }
                    leaving.insert(member.id)
                    arriving[name, default: []].append(member)
                    moves.append(Move(file: sources[index].path, line: override.startLocation(converter: converter).line,
                                      className: name, destination: sources[destination].path))
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
                var moved = member
                moved.leadingTrivia = .newlines(2) + .spaces(4)
                    + .lineComment("// Moved here by xrport from an extension: Linux Swift overrides only in the class's body.")
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
