import Foundation

/// A view a list makes from a registered class and hands out again: table cells and section
/// headers and footers. `init(registeredWith:)` is their required convenience initializer (see
/// `UITableViewCell`), so the class value can make one through a subclass's own initializer.
@MainActor
protocol RegisteredReusableView: UIView {
    var reuseIdentifier: String? { get }
    init(registeredWith reuseIdentifier: String)
    func prepareForReuse()
}

extension UITableViewCell: RegisteredReusableView {}
extension UITableViewHeaderFooterView: RegisteredReusableView {}

/// The classes registered by reuse identifier and the views waiting for reuse (R-LC3): what
/// `register(_:for…ReuseIdentifier:)` and `dequeueReusable…(withIdentifier:)` share.
@MainActor
struct ReuseRegistry<View: RegisteredReusableView> {
    private var classes: [String: View.Type] = [:]
    /// Views made from a nib or a storyboard's prototype rather than a class (R-IB1).
    private var factories: [String: () -> View?] = [:]
    private var pool = ReusePool<View>()

    /// Registers the class views of `identifier` are made of; views of an earlier class waiting
    /// in the pool are let go.
    mutating func register(_ type: View.Type, identifier: String) {
        classes[identifier] = type
        factories[identifier] = nil
        pool.forget(identifier: identifier)
    }

    /// Registers how views of `identifier` are made from a nib or prototype.
    mutating func register(factory: @escaping () -> View?, identifier: String) {
        factories[identifier] = factory
        classes[identifier] = nil
        pool.forget(identifier: identifier)
    }

    /// Whether views of `identifier` can be made.
    func isRegistered(_ identifier: String) -> Bool { classes[identifier] != nil || factories[identifier] != nil }

    /// A waiting view, prepared for reuse, or one made from the registered class; nil when none
    /// waits and no class is registered.
    mutating func dequeue(identifier: String) -> View? {
        if let view = pool.take(identifier: identifier) {
            view.prepareForReuse()
            (view as? UITableViewCell)?.setNeedsUpdateConfiguration()
            return view
        }
        if let factory = factories[identifier] { return factory() }
        return classes[identifier].map { $0.init(registeredWith: identifier) }
    }

    /// A view leaves the screen: it waits for reuse if its class is still the one registered for
    /// its identifier (or it was never registered, as with `dequeueReusableCell(withIdentifier:)`
    /// callers that make their own); otherwise it is let go.
    mutating func retire(_ view: View, requireRegistration: Bool) {
        guard let identifier = view.reuseIdentifier else { return }
        if let registered = classes[identifier] {
            guard registered == type(of: view) else { return }
        } else if factories[identifier] == nil, requireRegistration {
            return
        }
        pool.put(view, identifier: identifier)
    }

    /// Keeps a few waiting views of each kind (the end of a layout pass).
    mutating func trim() { pool.trim() }

    /// The views waiting (tests read it).
    var waitingCount: Int { pool.count }
}
