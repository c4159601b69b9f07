import Foundation

/// One `<variation key="…">` key as Xcode writes it: `default` (any width, any height: the base
/// layout), `widthClass=compact`, `heightClass=regular-widthClass=compact`. Nil classes match any.
struct NibSizeClassKey: Equatable {
    var width: UIUserInterfaceSizeClass?
    var height: UIUserInterfaceSizeClass?

    /// Nil for a key naming something else than width and height classes (a gamut, an idiom).
    init?(_ text: String) {
        guard text != "default" else { return }
        for part in text.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let sizeClass: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": width = sizeClass
            case "heightClass": height = sizeClass
            default: return nil
            }
        }
    }

    /// How many classes the key names: variations naming more win over those naming fewer.
    var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

    /// Whether the key applies to a view with `classes`; off a window (nil) only the base does.
    func matches(_ classes: NibSizeClasses?) -> Bool {
        guard let classes else { return specificity == 0 }
        return (width == nil || width == classes.horizontal) && (height == nil || height == classes.vertical)
    }
}

/// A window's size classes, as `UIWindow.sizeClasses` holds them.
typealias NibSizeClasses = (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)

/// What a view's size-class variations in an Interface Builder file change (R-IB3), kept on the
/// view and applied again whenever its size classes change (it enters a window, its window is
/// resized across a size-class threshold), before `traitCollectionDidChange` is heard, as UIKit
/// installs a storyboard's per-size-class items:
///
/// - constraints and subviews installed or not (`<mask key="constraints|subviews">` with
///   `<include>`/`<exclude reference>`; `key="default"` excludes from the base layout);
/// - a constraint's `constant` (`<variation key="…" constant="…"/>` inside the `<constraint>`);
/// - the view's own font (`<fontDescription>` inside a variation) and a stack view's axis,
///   alignment, distribution and spacing (attributes of the variation).
///
/// Off a window only the base layout applies. Variations that name more classes win over those
/// naming fewer; among equals, the later in the file wins (Xcode never writes a conflict there).
/// Holds what it uninstalls, so a subview outside the tree lives until it is installed again.
@MainActor
final class NibSizeClassVariations {
    /// Whether an item is installed: the base answer, then the matching overrides in order.
    struct Installation {
        var base = true
        var overrides: [(key: NibSizeClassKey, installed: Bool)] = []

        func isInstalled(in classes: NibSizeClasses?) -> Bool {
            var installed = base
            for override in overrides.sorted(by: { $0.key.specificity < $1.key.specificity }) where override.key.matches(classes) {
                installed = override.installed
            }
            return installed
        }
    }

    private var constraints: [(constraint: NSLayoutConstraint, installation: Installation, baseConstant: CGFloat,
                               constants: [(key: NibSizeClassKey, value: CGFloat)])] = []
    /// Every declared subview in the file's order, for putting one back in its place.
    private var subviews: [(view: UIView, installation: Installation)] = []
    private var properties: [(key: NibSizeClassKey, element: NibElement)] = []
    private var baseFont: UIFont?
    private var baseStack: (axis: NSLayoutConstraint.Axis, alignment: UIStackView.Alignment,
                            distribution: UIStackView.Distribution, spacing: CGFloat)?
    private var applied: NibSizeClasses??
    /// Constraints outside an uninstalled subview that named it (held by an ancestor: a pin to the
    /// root's safe area), with the view they were installed on: removing the subview uninstalled
    /// them, and installing it again puts them back.
    private var detached: [(subview: UIView, constraints: [(constraint: NSLayoutConstraint, container: UIView)])] = []

    /// Reads the variations of `element` (made into `holder`) and of the constraints it holds;
    /// nil when there are none. Constraints are made and registered by id already.
    static func read(_ element: NibElement, holder: UIView, constraints made: [(element: NibElement, constraint: NSLayoutConstraint)],
                     in instantiation: NibInstantiation) -> NibSizeClassVariations? {
        let variations = element.children("variation")
        let constantVariations = made.contains { !$0.element.children("variation").isEmpty }
        guard !variations.isEmpty || constantVariations else { return nil }
        let document = instantiation.document
        var constraintRules: [ObjectIdentifier: Installation] = [:]
        var subviewRules: [ObjectIdentifier: Installation] = [:]
        let result = NibSizeClassVariations()
        for variation in variations {
            let text = variation["key"] ?? ""
            let key = NibSizeClassKey(text)
            guard text == "default" || key != nil else {
                document.report("a variation for \"\(text)\" is not a size class XResponder has; ignored", at: variation)
                continue
            }
            for mask in variation.children("mask") {
                for reference in mask.children {
                    guard reference.name == "include" || reference.name == "exclude", let id = reference["reference"] else { continue }
                    let installed = reference.name == "include"
                    // Rules are kept by the identity of objects this instantiation made and the
                    // variations object holds for as long as it lives.
                    switch (mask["key"], instantiation.object(forID: id)) {
                    case ("constraints", let constraint as NSLayoutConstraint):
                        constraintRules[ObjectIdentifier(constraint), default: Installation()].record(installed, for: key)
                    case ("subviews", let subview as UIView):
                        subviewRules[ObjectIdentifier(subview), default: Installation()].record(installed, for: key)
                    default:
                        document.report("a variation's \(mask["key"] ?? "mask") names \(id), which is not one; ignored", at: reference)
                    }
                }
            }
            if let key, variation.child("fontDescription") != nil || !variation.attributes.keys.allSatisfy({ $0 == "key" }) {
                result.properties.append((key, variation))
            }
        }
        for (element, constraint) in made {
            let constants = element.children("variation").compactMap { variation -> (key: NibSizeClassKey, value: CGFloat)? in
                guard let key = NibSizeClassKey(variation["key"] ?? ""), let value = variation.number("constant") else { return nil }
                return (key, value)
            }
            result.constraints.append((constraint, constraintRules[ObjectIdentifier(constraint)] ?? Installation(),
                                       constraint.constant, constants))
        }
        let declared = holder is UIStackView ? (holder as! UIStackView).arrangedSubviews : holder.subviews
        result.subviews = declared.map { ($0, subviewRules[ObjectIdentifier($0)] ?? Installation()) }
        if !result.properties.isEmpty {
            result.baseFont = font(of: holder)
            if let stack = holder as? UIStackView { result.baseStack = (stack.axis, stack.alignment, stack.distribution, stack.spacing) }
        }
        return result
    }

    /// Installs and sets what `classes` call for (nil: off a window, the base layout); does nothing
    /// when they are the classes applied last.
    func apply(to holder: UIView, classes: NibSizeClasses?) {
        if let applied, applied?.horizontal == classes?.horizontal, applied?.vertical == classes?.vertical { return }
        applied = .some(classes)
        applyProperties(to: holder, classes: classes)
        applySubviews(to: holder, classes: classes)
        var activating: [NSLayoutConstraint] = [], deactivating: [NSLayoutConstraint] = []
        for entry in constraints {
            var constant = entry.baseConstant
            for variation in entry.constants.sorted(by: { $0.key.specificity < $1.key.specificity }) where variation.key.matches(classes) {
                constant = variation.value
            }
            entry.constraint.constant = constant
            // A constraint whose item is not in the tree (an uninstalled subview) stays inactive:
            // activating finds no common ancestor and leaves it.
            if entry.installation.isInstalled(in: classes) { activating.append(entry.constraint) } else { deactivating.append(entry.constraint) }
        }
        NSLayoutConstraint.deactivate(deactivating)
        NSLayoutConstraint.activate(activating)
    }

    private func applySubviews(to holder: UIView, classes: NibSizeClasses?) {
        let stack = holder as? UIStackView
        var place = 0
        for (view, installation) in subviews {
            let isIn = view.superview === holder && (stack == nil || stack!.arrangedSubviews.contains { $0 === view })
            if installation.isInstalled(in: classes) {
                if !isIn {
                    if let stack { stack.insertArrangedSubview(view, at: place) } else { holder.insertSubview(view, at: place) }
                    reattachConstraints(of: view)
                }
                place += 1
            } else if isIn {
                detached.append((view, Self.constraintsOutside(view)))
                if let stack { stack.removeArrangedSubview(view) }
                view.removeFromSuperview()
            }
        }
    }

    /// Active constraints that name `view` or a view inside it and are installed outside it: what
    /// removing it uninstalls (`layoutSubtreeWillLeave`).
    private static func constraintsOutside(_ view: UIView) -> [(constraint: NSLayoutConstraint, container: UIView)] {
        var found: [(constraint: NSLayoutConstraint, container: UIView)] = []
        TreeWalk.preorder(from: view) { current in
            guard let storage = current.autoLayoutStorage else { return true }
            var states = storage.guides.map(\.state)
            if let state = storage.state { states.append(state) }
            for constraint in states.flatMap({ $0.referencing.map(\.constraint) }) {
                guard let container = constraint.container, !container.isDescendant(of: view),
                      !found.contains(where: { $0.constraint === constraint }) else { continue }
                found.append((constraint, container))
            }
            return true
        }
        return found
    }

    /// Puts back what removing `view` uninstalled, unless the variations of the view a constraint
    /// was on say it is not installed now.
    private func reattachConstraints(of view: UIView) {
        guard let index = detached.firstIndex(where: { $0.subview === view }) else { return }
        let entries = detached.remove(at: index).constraints
        NSLayoutConstraint.activate(entries.compactMap { entry in
            let classes = entry.container.windowStorage?.sizeClasses
            return entry.container.nibVariations?.installs(entry.constraint, in: classes) == false ? nil : entry.constraint
        })
    }

    /// Whether this view's variations install `constraint` with `classes`; nil when it is not one of its.
    func installs(_ constraint: NSLayoutConstraint, in classes: NibSizeClasses?) -> Bool? {
        constraints.first { $0.constraint === constraint }?.installation.isInstalled(in: classes)
    }

    private func applyProperties(to holder: UIView, classes: NibSizeClasses?) {
        guard !properties.isEmpty else { return }
        var font = baseFont
        if let stack = holder as? UIStackView, let base = baseStack {
            stack.axis = base.axis
            stack.alignment = base.alignment
            stack.distribution = base.distribution
            stack.spacing = base.spacing
        }
        for (key, element) in properties.sorted(by: { $0.key.specificity < $1.key.specificity }) where key.matches(classes) {
            if let varied = NibValues.font(element.child("fontDescription"), in: nil) { font = varied }
            if let stack = holder as? UIStackView {
                NibListDecoding.decodeStack(element, into: stack)
            }
        }
        if let font { Self.setFont(font, of: holder) }
    }

    private static func font(of view: UIView) -> UIFont? {
        switch view {
        case let label as UILabel: label.font
        case let button as UIButton: button.titleLabel?.font
        case let field as UITextField: field.font
        case let text as UITextView: text.font
        default: nil
        }
    }

    private static func setFont(_ font: UIFont, of view: UIView) {
        switch view {
        case let label as UILabel: if label.font != font { label.font = font }
        case let button as UIButton: if button.titleLabel?.font != font { button.titleLabel?.font = font }
        case let field as UITextField: if field.font != font { field.font = font }
        case let text as UITextView: if text.font != font { text.font = font }
        default: break
        }
    }
}

extension NibSizeClassVariations.Installation {
    /// `key` nil is `default`: the base layout's answer.
    mutating func record(_ installed: Bool, for key: NibSizeClassKey?) {
        if let key { overrides.append((key, installed)) } else { base = installed }
    }
}

extension UIView {
    /// Applies this view's storyboard size-class variations for the size classes it has now: its
    /// window's, or none off a window.
    final func applyNibVariations() {
        nibVariations?.apply(to: self, classes: windowStorage?.sizeClasses)
    }
}
