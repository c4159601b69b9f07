import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder

/// Rewrites one file of UIKit code into code that compiles against XResponder on Linux (R-AS5):
///
/// - `import UIKit` and `import Combine` stay as written: the target is built with XResponder
///   aliased to those names (`ModuleAliases`); `CoreGraphics` and `QuartzCore` → `import UIKit`;
///   other Apple-only modules are kept and reported.
/// - `#selector(method(_:))` → `Selector("method:", EnclosingType.method(_:))`: a name and the typed
///   method reference XResponder calls (Linux has no Objective-C runtime to look names up).
/// - `#keyPath(Type.a.b)` → `"a.b"`, the string it stands for.
/// - `@objc`, `@objcMembers`, `@IBOutlet` (and `@IBAction` on a method without one parameter) removed;
///   `@UIApplicationMain` → `@main`.
/// - application and scene delegate classes stay as written: XResponder makes them from their
///   classes as UIKit does (R-BR4).
///
/// Everything else that needs Objective-C or Interface Builder is left alone and reported.
final class UIKitRewriter: SyntaxRewriter {
    private let file: String
    private let converter: SourceLocationConverter
    /// The names of the types being visited, outermost first (for unqualified `#selector`s).
    private var typeNames: [String] = []
    private(set) var notes: [PortNote] = []

    /// Attributes Linux Swift refuses. `@IBOutlet` needs an Objective-C class type; `@IBAction`,
    /// `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` compile and stay as written, except an
    /// `@IBAction` without exactly one parameter, which Linux Swift refuses too.
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "GKInspectable"]
    static let modulesOnLinux: Set<String> = ["Foundation", "Dispatch", "Glibc", "Swift", "UIKit", "Combine", "CoreData",
                                              "FoundationNetworking", "FoundationXML", "XCTest", "Testing"]
    /// UIKit's names before Swift 4.2 nested them, as Xcode's migrator renames them.
    static let renamedTypes: [String: String] = [
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIViewContentMode": "UIView.ContentMode",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UIFontWeight": "UIFont.Weight",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIButtonType": "UIButton.ButtonType",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIWindowLevel": "UIWindow.Level",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIActivityType": "UIActivity.ActivityType",
        "UIActivityCategory": "UIActivity.Category",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
    ]
    /// Methods renamed in Swift 4.2: `view.bringSubview(toFront: x)` → `view.bringSubviewToFront(x)`.
    static let renamedMethods: [String: (label: String, name: String)] = [
        "bringSubview": ("toFront", "bringSubviewToFront"),
        "sendSubview": ("toBack", "sendSubviewToBack"),
    ]

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ kind: PortNote.Kind, _ message: String, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        notes.append(PortNote(file: file, line: location.line, column: location.column, kind: kind, message: message))
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let module = node.path.first?.name.text ?? ""
        // `import UIKit.UIGestureRecognizerSubclass`: a submodule XResponder does not have; what it
        // declares (the subclass hooks, a settable `state`) is on the classes themselves.
        if module == "UIKit", node.path.count > 1, node.importKindSpecifier == nil {
            let path = node.path.map(\.name.text).joined(separator: ".")
            note(.rewritten, "import \(path) → import UIKit (what the submodule declares is on the classes)", at: node)
            return importing("UIKit", instead: node)
        }
        if ModuleAliases.importedAsUIKit.contains(module) {
            note(.rewritten, "import \(module) → import UIKit (XResponder stands for both)", at: node)
            return importing("UIKit", instead: node)
        }
        // A target that aliases XResponder to UIKit may not name it XResponder (a file ported by
        // hand, or by an xrport older than the aliasing).
        if let apple = ModuleAliases.appleName(of: module) {
            note(.rewritten, "import \(module) → import \(apple) (the target imports \(module) as \(apple))", at: node)
            return importing(apple, instead: node)
        }
        if !Self.modulesOnLinux.contains(module) {
            note(.todo, "module \(module) does not exist on Linux: remove the import and what uses it", at: node)
        }
        return DeclSyntax(node)
    }

    /// `node` importing `module` instead, its trivia kept (a `struct`/`class` import kind goes:
    /// the module is imported whole).
    private func importing(_ module: String, instead node: ImportDeclSyntax) -> DeclSyntax {
        let path = ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))])
        return DeclSyntax(node.with(\.path, path).with(\.importKindSpecifier, nil)
            .with(\.trailingTrivia, node.path.last?.trailingTrivia ?? []))
    }

    // MARK: Renamed types

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let renamed = renamedType(node.name, at: node) else { return super.visit(node) }
        return TypeSyntax(node.with(\.name, renamed))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.argumentNames == nil, let renamed = renamedType(node.baseName, at: node) else { return super.visit(node) }
        return ExprSyntax(node.with(\.baseName, renamed))
    }

    /// The Swift 4.2 name `token` spells, noted, with the token's trivia; nil for any other name.
    private func renamedType(_ token: TokenSyntax, at node: some SyntaxProtocol) -> TokenSyntax? {
        guard let renamed = Self.renamedTypes[token.text] else { return nil }
        note(.rewritten, "\(token.text) → \(renamed) (its Swift 4.2 name)", at: node)
        return .identifier(renamed, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia)
    }

    // MARK: Types (for unqualified selectors)

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        typeNames.append(node.name.text)
        defer { typeNames.removeLast() }
        return DeclSyntax(stripAttributes(super.visit(node).cast(ClassDeclSyntax.self), original: node))
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        typeNames.append(node.name.text)
        defer { typeNames.removeLast() }
        return DeclSyntax(stripAttributes(super.visit(node).cast(StructDeclSyntax.self), original: node))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        typeNames.append(node.name.text)
        defer { typeNames.removeLast() }
        return DeclSyntax(stripAttributes(super.visit(node).cast(EnumDeclSyntax.self), original: node))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        for member in node.memberBlock.members {
            if let override = ExtensionOverrides.overrideKeyword(of: member) {
                // ExtensionOverrides moves it when the class is the target's own, and says so here.
                note(.todo, "override in an extension: Swift overrides there only through Objective-C, which Linux "
                     + "lacks; move it into the class's body", at: override)
            }
        }
        typeNames.append(node.extendedType.trimmedDescription)
        defer { typeNames.removeLast() }
        return DeclSyntax(stripAttributes(super.visit(node).cast(ExtensionDeclSyntax.self), original: node))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        typeNames.append(node.name.text)
        defer { typeNames.removeLast() }
        return DeclSyntax(stripAttributes(super.visit(node).cast(ProtocolDeclSyntax.self), original: node))
    }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        if node.attributes.contains(where: { $0.attributeName == "NSManaged" }) {
            if let accessor = ManagedAccessorFunctions.rewrite(node) {
                note(.rewritten, "@NSManaged \(node.name.text) → a change through mutableSetValue(forKey:) (CoreData module)", at: node)
                return DeclSyntax(accessor)
            }
            note(.todo, "@NSManaged function '\(node.name.text)' is not one of Core Data's to-many accessors: give it a body", at: node)
        }
        let oneParameter = node.signature.parameterClause.parameters.count == 1
        var result = stripAttributes(super.visit(node).cast(FunctionDeclSyntax.self), original: node,
                                     alsoRemoving: oneParameter ? [] : ["IBAction"])
        if Self.isInterfaceBuilderMember(node.attributes) { result = opened(result) }
        if let optional = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
            // Swift protocols have no optional requirements: the modifier goes (it cannot compile);
            // conformers that lack the method, and `?()` calls, are the person's to port.
            note(.todo, "optional requirement '\(node.name.text)' is now required: give it a default "
                 + "implementation in a protocol extension, and call it without ?()", at: optional)
            let modifiers = result.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
            let leading = result.leadingTrivia
            result = result.with(\.modifiers, modifiers)
            if result.attributes.isEmpty, modifiers.isEmpty { result = result.with(\.funcKeyword.leadingTrivia, leading) }
            else { result = result.with(\.leadingTrivia, leading) }
        }
        return DeclSyntax(result)
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if node.attributes.contains(where: { $0.attributeName == "NSManaged" }) {
            if let managed = ManagedProperties.rewrite(node) {
                note(.rewritten, "@NSManaged → accessors over value(forKey:) and setValue(_:forKey:) (CoreData module)", at: node)
                return DeclSyntax(stripAttributes(managed, original: managed))
            }
            note(.todo, "@NSManaged without a single typed property (a to-many accessor function?) is not rewritten yet", at: node)
        }
        var result = stripAttributes(super.visit(node).cast(VariableDeclSyntax.self), original: node)
        if Self.isInterfaceBuilderMember(node.attributes) { result = opened(result) }
        return DeclSyntax(result)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(super.visit(node).cast(InitializerDeclSyntax.self), original: node))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(super.visit(node).cast(SubscriptDeclSyntax.self), original: node))
    }

    /// Removes the attributes Linux cannot compile and renames `@UIApplicationMain`. The leading
    /// trivia of the declaration (its comments and indentation) stays where it was.
    /// `original` is the declaration as parsed (for the notes' positions), `decl` as rewritten.
    /// Whether `attributes` mark an outlet, inspectable property or action (R-IB2).
    static func isInterfaceBuilderMember(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { ["IBOutlet", "IBInspectable", "IBAction"].contains($0.attributeName) }
    }

    /// An outlet or action made visible to the module: the generated connection table, in another
    /// file, sets and calls it, which `private` and `fileprivate` would forbid.
    private func opened<Decl: WithModifiersSyntax & DeclSyntaxProtocol>(_ decl: Decl) -> Decl {
        let hidden: Set<TokenKind> = [.keyword(.private), .keyword(.fileprivate)]
        guard decl.modifiers.contains(where: { hidden.contains($0.name.tokenKind) }) else { return decl }
        note(.rewritten, "private removed from an Interface Builder member: the generated connection table sets it", at: decl)
        let leading = decl.leadingTrivia
        let kept = decl.modifiers.filter { !hidden.contains($0.name.tokenKind) }
        return decl.with(\.modifiers, kept).with(\.leadingTrivia, leading)
    }

    private func stripAttributes<Decl: WithAttributesSyntax & DeclSyntaxProtocol>(_ decl: Decl, original: some WithAttributesSyntax,
                                                                              alsoRemoving extra: Set<String> = []) -> Decl {
        var kept: [AttributeListSyntax.Element] = []
        var changed = false
        for (element, originalElement) in zip(decl.attributes, original.attributes) {
            guard case .attribute(let attribute) = element else { kept.append(element); continue }
            let name = attribute.attributeName.trimmedDescription
            if Self.removedAttributes.contains(name) || extra.contains(name) {
                note(.rewritten, "@\(name) removed", at: originalElement)
                changed = true
            } else if name == "UIApplicationMain" || name == "NSApplicationMain" {
                note(.rewritten, "@\(name) → @main", at: originalElement)
                let renamed = attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("main"))))
                kept.append(.attribute(renamed.with(\.attributeName.trailingTrivia, attribute.attributeName.trailingTrivia)))
                changed = true
            } else {
                kept.append(element)
            }
        }
        guard changed else { return decl }
        let leading = decl.leadingTrivia
        var result = decl.with(\.attributes, AttributeListSyntax(kept))
        result = result.with(\.leadingTrivia, leading)
        return result
    }

    // MARK: Selectors and other Objective-C expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector":
            return rewriteSelector(node)
        case "keyPath":
            return rewriteKeyPath(node)
        default:
            break
        }
        return super.visit(node)
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            note(.todo, "#selector with \(node.arguments.count) arguments was not understood", at: node)
            return ExprSyntax(node)
        }
        if let label = argument.label?.text {
            note(.todo, "#selector(\(label): …) names a property accessor: use a closure instead", at: node)
            return ExprSyntax(node)
        }
        let reference: DeclReferenceExprSyntax
        var typeName: String?
        if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            let baseText = base.trimmedDescription
            typeName = baseText == "self" || baseText == "Self" ? nil : baseText
        } else {
            note(.todo, "#selector(\(argument.expression.trimmedDescription)) was not understood", at: node)
            return ExprSyntax(node)
        }
        guard let type = typeName ?? typeNames.last else {
            note(.todo, "#selector(\(reference.trimmedDescription)) outside a type: name the type (Type.method)", at: node)
            return ExprSyntax(node)
        }
        let labels = reference.argumentNames?.arguments.map { $0.name.text } ?? []
        let name = Self.objectiveCName(base: reference.baseName.text, labels: labels)
        let methodReference = "\(type).\(reference.trimmedDescription)"
        note(.rewritten, "#selector(\(argument.expression.trimmedDescription)) → Selector(\"\(name)\", \(methodReference))", at: node)
        let rewritten: ExprSyntax = "Selector(\(literal: name), \(raw: methodReference))"
        return rewritten.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `#keyPath(Player.team.name)` → `"team.name"`: the string the compiler makes of it on Apple
    /// platforms (Linux Swift has no `#keyPath`), which is all Core Data's sort descriptors,
    /// predicates and key-value calls take. The first component is dropped when it names a type
    /// (it starts with a capital), as Swift does; anything but a dotted name is reported.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        let path = node.arguments.first?.expression.trimmedDescription ?? ""
        var components = path.split(separator: ".").map(String.init)
        let isDottedName = node.arguments.count == 1 && node.arguments.first?.label == nil && !components.isEmpty
            && components.allSatisfy { $0.first.map { $0.isLetter || $0 == "_" } == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        guard isDottedName else {
            note(.todo, "#keyPath(\(path)) was not understood: write the key path as a string", at: node)
            return ExprSyntax(node)
        }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let key = components.joined(separator: ".")
        note(.rewritten, "#keyPath(\(path)) → \"\(key)\"", at: node)
        let rewritten: ExprSyntax = "\(literal: key)"
        return rewritten.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The Objective-C selector of a Swift method name: `copy(_:)` → `copy:`, `tap(sender:)` →
    /// `tapWithSender:`, `table(_:didSelectRowAt:)` → `table:didSelectRowAt:`, `refresh` → `refresh`.
    static func objectiveCName(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" { name += "With" + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    // MARK: Bridging casts

    /// `reference as NSDiffableDataSourceSnapshot<S, I>` (and the reverse) → the initializer that
    /// converts: a bridging cast, which Linux Swift has only for Foundation's own types. A fetched-
    /// results controller's snapshot delegate method starts with it (R-CD3). The operand must be
    /// the whole left side (`let s = r as …`, `s = r as …`, `f(r as …)`); anything else is reported.
    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        func isSnapshotCast(_ elements: [ExprSyntax], at index: Int) -> Bool {
            guard index + 1 < elements.count, let cast = elements[index].as(UnresolvedAsExprSyntax.self),
                  cast.questionOrExclamationMark == nil, let type = elements[index + 1].as(TypeExprSyntax.self) else { return false }
            return Self.bridgedSnapshotType(type.type)
        }
        let original = Array(node.elements)
        guard original.indices.contains(where: { isSnapshotCast(original, at: $0) }) else { return super.visit(node) }
        // Every element rewritten once, then the casts among them replaced.
        var elements = original.map { visit($0) }
        var index = 1
        while index + 1 < elements.count {
            defer { index += 1 }
            guard isSnapshotCast(elements, at: index), let type = elements[index + 1].as(TypeExprSyntax.self) else { continue }
            guard index == 1 || elements[index - 2].is(AssignmentExprSyntax.self) else {
                note(.todo, "\(node.trimmedDescription): a bridging cast Linux cannot make; write \(type.type.trimmedDescription)(…)", at: node)
                continue
            }
            let operand = elements[index - 1]
            note(.rewritten, "\(operand.trimmedDescription) as \(type.type.trimmedDescription) → \(type.type.trimmedDescription)(\(operand.trimmedDescription))", at: node)
            let call: ExprSyntax = "\(raw: type.type.trimmedDescription)(\(raw: operand.trimmedDescription))"
            elements.replaceSubrange(index - 1...index + 1, with: [call.with(\.leadingTrivia, operand.leadingTrivia)
                .with(\.trailingTrivia, type.trailingTrivia)])
        }
        if elements.count == 1 { return elements[0].with(\.leadingTrivia, node.leadingTrivia) }
        return ExprSyntax(node.with(\.elements, ExprListSyntax(elements)))
    }

    /// The diffable snapshot types Apple bridges between their value and reference forms.
    private static func bridgedSnapshotType(_ type: TypeSyntax) -> Bool {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return name == "NSDiffableDataSourceSnapshot" || name == "NSDiffableDataSourceSnapshotReference"
    }

    // MARK: Calls Linux cannot make

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let callee = node.calledExpression.trimmedDescription
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let renamed = renamedMethodCall(node) { return super.visit(renamed) }
        // Foundation on Linux cannot box a struct it has no encoding for in an NSValue; Core
        // Animation's `fromValue`/`toValue` take the transform itself (R-BR2).
        if callee == "NSValue", node.arguments.count == 1, let argument = node.arguments.first,
           argument.label?.text == "caTransform3D" {
            note(.rewritten, "NSValue(caTransform3D: …) → the transform itself", at: node)
            let inner = super.visit(argument.expression)
            return inner.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        if let localized = localizedFormatCall(node, callee: callee) { return super.visit(localized) }
        if sendsMessageByName(node, member: member) {
            note(.todo, "\(callee)(…) sends a message by name: call the method, or use Selector.invocation(on:)", at: node)
        } else if callee == "NSClassFromString" || callee == "NSSelectorFromString" {
            note(.todo, "\(callee) looks a name up at run time: name the type or method directly", at: node)
        }
        return super.visit(node)
    }

    /// `bringSubview(toFront: x)` (or `view.bringSubview(toFront: x)`) as `bringSubviewToFront(x)`.
    private func renamedMethodCall(_ node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        let access = node.calledExpression.as(MemberAccessExprSyntax.self)
        let reference = node.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let nameToken = access?.declName.baseName ?? reference?.baseName,
              let renamed = Self.renamedMethods[nameToken.text], node.arguments.count == 1,
              let argument = node.arguments.first, argument.label?.text == renamed.label else { return nil }
        note(.rewritten, "\(nameToken.text)(\(renamed.label):) → \(renamed.name)(_:) (its Swift 4.2 name)", at: node)
        let newName = TokenSyntax.identifier(renamed.name, leadingTrivia: nameToken.leadingTrivia, trailingTrivia: nameToken.trailingTrivia)
        let callee: ExprSyntax = if let access { ExprSyntax(access.with(\.declName, access.declName.with(\.baseName, newName))) }
            else { ExprSyntax(reference!.with(\.baseName, newName)) }
        let unlabeled = argument.with(\.label, nil).with(\.colon, nil).with(\.expression, argument.expression.with(\.leadingTrivia, []))
        return node.with(\.calledExpression, callee).with(\.arguments, LabeledExprListSyntax([unlabeled]))
    }

    /// `String(format: NSLocalizedString(…), n)` as `String.localizedStringWithFormat(NSLocalizedString(…), n)`:
    /// on iOS the localized format carries its `.stringsdict` plural rules into `String(format:)`;
    /// here the generated localization's `localizedStringWithFormat` applies them. (The generated
    /// file cannot declare `String(format:)` itself: beside Foundation's, every other
    /// `String(format:)` call in the app would be ambiguous.)
    private func localizedFormatCall(_ node: FunctionCallExprSyntax, callee: String) -> FunctionCallExprSyntax? {
        guard callee == "String", node.arguments.count >= 2, let first = node.arguments.first,
              first.label?.text == "format",
              let format = first.expression.as(FunctionCallExprSyntax.self) else { return nil }
        let formatCallee = format.calledExpression.trimmedDescription
        guard formatCallee == "NSLocalizedString"
                || (formatCallee == "String" && format.arguments.first?.label?.text == "localized") else { return nil }
        note(.rewritten, "String(format: NSLocalizedString(…), …) → String.localizedStringWithFormat (its plurals)", at: node)
        let callee = ExprSyntax(MemberAccessExprSyntax(
            base: DeclReferenceExprSyntax(baseName: .identifier("String", leadingTrivia: node.calledExpression.leadingTrivia)),
            declName: DeclReferenceExprSyntax(baseName: .identifier("localizedStringWithFormat"))))
        let unlabeled = first.with(\.label, nil).with(\.colon, nil).with(\.expression, first.expression.with(\.leadingTrivia, []))
        var arguments = Array(node.arguments)
        arguments[0] = unlabeled
        return node.with(\.calledExpression, callee).with(\.arguments, LabeledExprListSyntax(arguments))
    }

    /// `perform(#selector(…), …)` and `responds(to: #selector(…))`.
    private func sendsMessageByName(_ node: FunctionCallExprSyntax, member: String?) -> Bool {
        guard let first = node.arguments.first else { return false }
        let isSelector = first.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
        switch member ?? node.calledExpression.trimmedDescription {
        case "perform": return first.label == nil && isSelector
        case "responds": return first.label?.text == "to"
        default: return false
        }
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name (`objc`, `IBAction`), or "" for an `#if` block.
    var attributeName: String {
        guard case .attribute(let attribute) = self else { return "" }
        return attribute.attributeName.trimmedDescription
    }
}
