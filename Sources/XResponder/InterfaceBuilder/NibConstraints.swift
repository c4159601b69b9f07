import Foundation

/// A view's `<constraints>` as Interface Builder writes them (R-IB3): items by id (a missing
/// `firstItem` is the view that holds the constraint), attributes, relation, multiplier (`0.5` or
/// `1:2`), constant, priority and identifier; each is active, and registered by id for constraint
/// outlets. A constraint naming an item the file does not have is reported and left out.
/// A holder with size-class variations activates what its base layout installs, and keeps the
/// rest for when its size classes change (`NibSizeClassVariations`).
@MainActor
enum NibConstraints {
    static func install(_ holderElement: NibElement, holder: UIView, in instantiation: NibInstantiation) {
        var made: [(element: NibElement, constraint: NSLayoutConstraint)] = []
        for element in holderElement.contents(of: "constraints") where element.name == "constraint" {
            guard let constraint = constraint(element, holder: holder, in: instantiation) else { continue }
            if let id = element.id { instantiation.register(constraint, id: id) }
            made.append((element, constraint))
        }
        if let variations = NibSizeClassVariations.read(holderElement, holder: holder, constraints: made, in: instantiation) {
            holder.nibVariations = variations
            holder.applyNibVariations()
        } else {
            NSLayoutConstraint.activate(made.map(\.constraint))
        }
    }

    private static func constraint(_ element: NibElement, holder: UIView, in instantiation: NibInstantiation) -> NSLayoutConstraint? {
        let document = instantiation.document
        guard let firstAttribute = attribute(element["firstAttribute"]) else {
            document.report("a constraint with an unknown first attribute \"\(element["firstAttribute"] ?? "")\"; left out", at: element)
            return nil
        }
        let first: AnyObject? = element["firstItem"].map { instantiation.object(forID: $0) } ?? holder
        guard let first else {
            document.report("a constraint's first item \(element["firstItem"] ?? "") is not in the file; left out", at: element)
            return nil
        }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondID = element["secondItem"] {
            second = instantiation.object(forID: secondID)
            guard second != nil, let named = attribute(element["secondAttribute"]) else {
                document.report("a constraint's second item \(secondID) or attribute is not usable; left out", at: element)
                return nil
            }
            secondAttribute = named
        } else if let named = element["secondAttribute"] {
            // Xcode omits secondItem for a constraint to the holder itself.
            second = holder
            secondAttribute = attribute(named) ?? .notAnAttribute
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier(element["multiplier"]),
                                            constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// `"0.5"`, or a ratio `"16:9"`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        return Double(text).map { CGFloat($0) } ?? 1
    }

    private static let attributesByName: [String: NSLayoutConstraint.Attribute] = {
        var names: [String: NSLayoutConstraint.Attribute] = [:]
        for raw in 1...20 { if let attribute = NSLayoutConstraint.Attribute(rawValue: raw) { names[attribute.name] = attribute } }
        return names
    }()

    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? { name.flatMap { attributesByName[$0] } }
}
