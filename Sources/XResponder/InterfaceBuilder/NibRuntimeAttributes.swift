import Foundation

/// User-defined runtime attributes and `@IBInspectable` values (R-IB3): UIKit sets them with
/// key-value coding after the objects are made. Here the layer's and view's common key paths are
/// known; any other key path is set through the class's generated connection table, and one it
/// does not list is reported with the class, the key path and the file.
@MainActor
enum NibRuntimeAttributes {
    static func apply(_ element: NibElement, to object: AnyObject, in instantiation: NibInstantiation) {
        for attribute in element.contents(of: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = value(of: attribute, in: instantiation.document)
            if let view = object as? UIView, setKnown(keyPath, value, on: view) { continue }
            if NibConnecting.setProperty(keyPath, to: value, on: object) { continue }
            instantiation.document.report("\(String(reflecting: type(of: object))) has no settable \"\(keyPath)\" "
                                          + "in its generated connection table; the runtime attribute is skipped", at: attribute)
        }
    }

    /// The value of a `<userDefinedRuntimeAttribute type="number|boolean|string|color|…">`.
    static func value(of attribute: NibElement, in document: NibDocument) -> Any? {
        switch attribute["type"] {
        case "number": return (attribute.child("real") ?? attribute.child("integer")).flatMap { Double($0["value"] ?? "") } ?? attribute.number("value").map(Double.init)
        case "boolean": return attribute.flag("value") ?? false
        case "string", "localizedString": return attribute["value"]
        case "color": return NibValues.color(attribute.keyed("value", "color"), in: document)
        case "image": return NibValues.image(named: attribute["value"], in: document, at: attribute)
        case "point": return attribute.child("point").map { CGPoint(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0) }
        case "size": return NibValues.size(attribute.child("size"))
        case "rect": return NibValues.rect(attribute.child("rect"))
        case "nil": return nil
        default: return attribute["value"]
        }
    }

    /// The key paths apps set most, on views and their layers.
    private static func setKnown(_ keyPath: String, _ value: Any?, on view: UIView) -> Bool {
        func number() -> CGFloat? { value.flatMap { NibNumbers.convert($0, to: CGFloat.self) } }
        switch keyPath {
        case "layer.cornerRadius": if let n = number() { view.layer.cornerRadius = n }
        case "layer.borderWidth": if let n = number() { view.layer.borderWidth = n }
        case "layer.masksToBounds", "clipsToBounds": view.clipsToBounds = (value as? Bool) ?? false
        case "layer.borderColor", "layer.borderUIColor", "borderColor": view.layer.borderColor = (value as? UIColor)?.cgColor
        case "layer.shadowRadius": if let n = number() { view.layer.shadowRadius = n }
        case "layer.shadowOpacity": if let n = number() { view.layer.shadowOpacity = Float(n) }
        case "layer.shadowColor": view.layer.shadowColor = (value as? UIColor)?.cgColor
        case "layer.shadowOffset": if let size = value as? CGSize { view.layer.shadowOffset = size }
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        default: return false
        }
        return true
    }
}
