import Foundation

/// The appearance rules (R-BR3, `UIAppearance`): one proxy per class and containment list, kept by
/// class (classes never die), and the properties a rule may set.
///
/// A rule is what its proxy holds that a fresh instance of the class does not: each property below
/// compares the two and copies the proxy's value. Kept small on purpose: the properties apps style
/// through proxies (tints, bar colours and attributes, fonts and text colours, switch and slider
/// colours, separators).
@MainActor
enum AppearanceProxies {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    private struct Rule {
        let type: AnyClass
        let containers: [AnyObject.Type]
        let proxy: UIView
    }

    private static var rules: [Key: Rule] = [:]
    /// Rules in the order they were made (superclasses' rules first when applied).
    private static var order: [Key] = []
    /// Fresh instances, to tell what a proxy changed.
    private static var defaults: [ObjectIdentifier: UIView] = [:]
    private static var itemRules: [[ObjectIdentifier]: UIBarButtonItem] = [:]
    /// True while proxies are being made: they take no rules themselves.
    private static var makingProxy = false

    static var isEmpty: Bool { rules.isEmpty }

    static func proxy<View: UIView>(for type: View.Type, containers: [AnyObject.Type]) -> View {
        let key = Key(type: ObjectIdentifier(type), containers: containers.map { ObjectIdentifier($0) })
        if let rule = rules[key], let proxy = rule.proxy as? View { return proxy }
        makingProxy = true
        defer { makingProxy = false }
        // Swift makes an instance from a class value only through a required initializer, and
        // init(coder:) is UIView's. An app's subclass whose init(coder:) returns nil cannot have a
        // proxy: said plainly (UIKit's proxy is not an instance, so it never asks).
        guard let proxy = type.init(coder: AppearanceProxyCoder()) else {
            preconditionFailure("\(type).appearance(): \(type).init(coder:) returned nil; XResponder makes appearance proxies through it")
        }
        rules[key] = Rule(type: type, containers: containers, proxy: proxy)
        order.append(key)
        return proxy
    }

    static func itemProxy(containers: [AnyObject.Type]) -> UIBarButtonItem {
        let key = containers.map { ObjectIdentifier($0) }
        if let item = itemRules[key] { return item }
        let item = UIBarButtonItem()
        itemRules[key] = item
        return item
    }

    private static func defaultInstance(of type: UIView.Type) -> UIView {
        if let made = defaults[ObjectIdentifier(type)] { return made }
        makingProxy = true
        defer { makingProxy = false }
        let made = type.init(coder: AppearanceProxyCoder()) ?? UIView(frame: .zero)
        defaults[ObjectIdentifier(type)] = made
        return made
    }

    /// A new view takes the uncontained rules of its class and superclasses, most general first.
    static func applyOnInit(_ view: UIView) {
        guard !makingProxy else { return }
        for key in order {
            guard let rule = rules[key], rule.containers.isEmpty, NibObjectKinds.isSubclass(type(of: view), of: rule.type) else { continue }
            apply(rule, to: view, onlyUnset: false)
        }
    }

    /// A view entered a window: the rules of its classes — those made after the view was (a
    /// storyboard's views exist before `didFinishLaunching` sets the rules), and contained rules
    /// whose containers are all among its ancestors (views or their controllers) — apply to the
    /// properties it still has at their default, as UIKit applies rules when a view enters a window.
    static func applyOnWindowEntry(to view: UIView) {
        guard !makingProxy else { return }
        for key in order {
            guard let rule = rules[key], NibObjectKinds.isSubclass(type(of: view), of: rule.type),
                  rule.containers.allSatisfy({ view.hasAncestor(ofType: $0) }) else { continue }
            apply(rule, to: view, onlyUnset: true)
        }
    }

    private static func apply(_ rule: Rule, to view: UIView, onlyUnset: Bool) {
        let fresh = defaultInstance(of: type(of: rule.proxy))
        for property in AppearanceProperties.all where property.applies(view) && property.applies(rule.proxy) {
            guard property.differs(rule.proxy, fresh) else { continue }
            if onlyUnset, property.differs(view, fresh) { continue }
            property.copy(rule.proxy, view)
        }
    }

    /// The bar button item rules for an item shown in `bar`: tint and title attributes the item does
    /// not set itself.
    static func itemStyle(for item: UIBarButtonItem, in bar: UIView?) -> (tint: UIColor?, attributes: [NSAttributedString.Key: Any]?) {
        var tint = item.tintColor
        var attributes = item.titleTextAttributes(for: .normal)
        for (containers, proxy) in itemRules.sorted(by: { $0.key.count < $1.key.count }) {
            let matches = containers.isEmpty || containers.allSatisfy { id in
                var current: UIView? = bar
                while let view = current {
                    if ObjectIdentifier(type(of: view)) == id { return true }
                    current = view.superview
                }
                return false
            }
            guard matches else { continue }
            if item.tintColor == nil, let color = proxy.tintColor { tint = color }
            if item.titleTextAttributes(for: .normal) == nil, let rule = proxy.titleTextAttributes(for: .normal) { attributes = rule }
        }
        return (tint, attributes)
    }

    /// Forgets every rule (tests).
    static func reset() {
        rules.removeAll(); order.removeAll(); itemRules.removeAll()
    }
}

/// The coder proxies are made with: it answers nothing, so the class's defaults stand.
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

extension UIView {
    /// Whether a view of `type` (or the controller of one) is above this view.
    func hasAncestor(ofType type: AnyObject.Type) -> Bool {
        var current = superview
        while let view = current {
            if NibObjectKinds.isSubclass(Swift.type(of: view), of: type) { return true }
            if let controller = view.owningViewController, NibObjectKinds.isSubclass(Swift.type(of: controller), of: type) { return true }
            current = view.superview
        }
        return false
    }
}
