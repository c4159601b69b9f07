import SwiftParser
import SwiftSyntax

/// What the tool learns from every file before rewriting any: which classes are subclassed in the
/// program (a delegate class that is must not become `final`).
struct PortingContext {
    var subclassedNames: Set<String> = []

    /// Reads the superclass of every class declared in `sources`.
    init(sources: [String]) {
        for source in sources {
            let collector = SuperclassCollector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: source))
            subclassedNames.formUnion(collector.superclasses)
        }
    }
}

/// Collects the first inherited type of each class: its superclass, when it has one.
private final class SuperclassCollector: SyntaxVisitor {
    var superclasses: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            superclasses.insert(first.type.trimmedDescription)
        }
        return .visitChildren
    }
}
