import SwiftParser
import SwiftSyntax

/// For an imported Xcode project (R-IB6): `Bundle.main` → `Bundle.module`. The app's resources and
/// its Info.plist are in its SwiftPM target's resource bundle (laid out as an app bundle,
/// `Contents/Info.plist` and `Contents/Resources`), which `Bundle.module` opens; `Bundle.main` on
/// Linux is the executable's folder, where `swift run` finds neither.
final class MainBundleRewriter: SyntaxRewriter {
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var notes: [PortNote] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// `text` with each `Bundle.main` rewritten, and a note for each.
    static func rewrite(file: String, text: String) -> (text: String, notes: [PortNote]) {
        guard text.contains("Bundle.main") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let rewriter = MainBundleRewriter(file: file, tree: tree)
        return (rewriter.rewrite(tree).description, rewriter.notes)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Bundle",
              node.declName.baseName.text == "main" else { return super.visit(node) }
        let place = node.startLocation(converter: converter)
        notes.append(PortNote(file: file, line: place.line, column: place.column, kind: .rewritten,
                              message: "Bundle.main → Bundle.module: the app's resources and Info.plist are in its target's resource bundle"))
        return ExprSyntax(node.with(\.declName, node.declName.with(\.baseName, .identifier("module"))))
    }
}
