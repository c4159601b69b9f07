import Foundation

/// What a view's element says, given to the view at the end of `UIView.init?(coder:)` (R-IB1, R-IB3):
/// UIView's own attributes, its subviews (made now, as UIKit decodes them in `initWithCoder:`), its
/// layout guides, then the attributes of its class (`NibControlDecoding`, `NibListDecoding`).
/// Constraints wait until every view of the file exists.
@MainActor
enum NibViewDecoding {
    static func decode(_ element: NibElement, into view: UIView, instantiation: NibInstantiation) {
        let document = instantiation.document
        if let frame = NibValues.rect(element.keyed("frame", "rect")) { view.frame = frame }
        view.translatesAutoresizingMaskIntoConstraints = element.flag("translatesAutoresizingMaskIntoConstraints") ?? true
        if let mask = NibValues.autoresizingMask(element.keyed("autoresizingMask")) { view.autoresizingMask = mask }
        if let mode = NibValues.contentMode(element["contentMode"]) { view.contentMode = mode }
        if let tag = element.number("tag") { view.tag = Int(tag) }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        setFlags(viewFlags, of: element, on: view)
        if let color = NibValues.color(element.keyed("backgroundColor", "color"), in: document) { view.backgroundColor = color }
        if let color = NibValues.color(element.keyed("tintColor", "color"), in: document) { view.tintColor = color }
        if let margins = NibValues.directionalInsets(element.keyed("directionalLayoutMargins")) { view.directionalLayoutMargins = margins }
        if let insets = element.keyed("layoutMargins") {
            view.layoutMargins = UIEdgeInsets(top: insets.number("top") ?? 0, left: insets.number("left") ?? 0,
                                              bottom: insets.number("bottom") ?? 0, right: insets.number("right") ?? 0)
        }
        decodePriorities(element, into: view)
        decodeAccessibility(element, into: view)
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide.id else { continue }
            switch guide["key"] {
            case "safeArea": instantiation.register(view.safeAreaLayoutGuide, id: id)
            case "layoutMargins": instantiation.register(view.layoutMarginsGuide, id: id)
            default: break
            }
        }
        NibControlDecoding.decode(element, into: view, instantiation: instantiation)
        NibListDecoding.decode(element, into: view, instantiation: instantiation)
        NibEffectDecoding.decode(element, into: view, instantiation: instantiation)
        decodeSubviews(element, into: view, instantiation: instantiation)
        instantiation.deferConstraints(of: view, element: element)
    }

    /// Xcode's Boolean attributes of every view (`YES`/`NO`), and the properties they set.
    private static let viewFlags: [(String, ReferenceWritableKeyPath<UIView, Bool>)] = [
        ("hidden", \.isHidden), ("opaque", \.isOpaque), ("clipsSubviews", \.clipsToBounds),
        ("userInteractionEnabled", \.isUserInteractionEnabled), ("multipleTouchEnabled", \.isMultipleTouchEnabled),
        ("preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins),
        ("insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea),
    ]

    /// Sets each property whose attribute the element has; the others keep the class's default.
    static func setFlags<Object>(_ flags: [(String, ReferenceWritableKeyPath<Object, Bool>)], of element: NibElement, on object: Object) {
        for (attribute, property) in flags {
            if let value = element.flag(attribute) { object[keyPath: property] = value }
        }
    }

    /// The `<subviews>`: a stack view's become its arranged subviews, as in Interface Builder.
    /// A table cell's keyed labels (`key="textLabel"`) are its own labels, not new ones.
    static func decodeSubviews(_ element: NibElement, into view: UIView, instantiation: NibInstantiation) {
        let stack = view as? UIStackView
        for child in element.contents(of: "subviews") {
            guard let subview = instantiation.make(child) as? UIView else { continue }
            if let stack { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
    }

    private static func decodePriorities(_ element: NibElement, into view: UIView) {
        if let value = element.number("horizontalHuggingPriority") { view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .horizontal) }
        if let value = element.number("verticalHuggingPriority") { view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .vertical) }
        if let value = element.number("horizontalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .horizontal)
        }
        if let value = element.number("verticalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .vertical)
        }
    }

    /// `<accessibility key="accessibilityConfiguration" identifier="…" label="…" hint="…">`.
    private static func decodeAccessibility(_ element: NibElement, into view: UIView) {
        guard let accessibility = element.keyed("accessibilityConfiguration", "accessibility") else { return }
        if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = accessibility["label"] { view.accessibilityLabel = label }
        if let hint = accessibility["hint"] { view.accessibilityHint = hint }
        if let enabled = accessibility.flag("isElement") { view.isAccessibilityElement = enabled }
    }
}
