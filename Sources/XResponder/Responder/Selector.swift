import Foundation

/// An action message, the Swift stand-in for an Objective-C selector.
///
/// Linux has no Objective-C runtime, so an action cannot be looked up by name at run time. A
/// `Selector` pairs a name (for equality, tracing and `canPerformAction` switches) with a typed method
/// reference. A responder "implements" the action when it is an instance of the type the method
/// belongs to, which is what `respondsToSelector:` answers in UIKit:
///
/// ```swift
/// final class DocumentViewController: UIViewController {
///     func save(_ sender: Any?) { ... }
/// }
/// let save = Selector("save:", DocumentViewController.save)
/// UIApplication.shared.sendAction(save, to: nil, from: button, for: nil)   // travels the chain
/// ```
///
/// Two selectors are equal when their names are equal.
///
/// The method parameters are plain function types, not `@MainActor` ones: a `@MainActor` function
/// type is `Sendable`, and Swift 5 mode warns when a method reference is converted to one. The
/// methods are only ever called on the main actor (every `Selector` is), so nothing is lost. They
/// are disfavoured so that a trailing closure (`Selector("copy:") { r, sender in … }`) picks the
/// `perform:` form.
@preconcurrency @MainActor
public struct Selector: Hashable, CustomStringConvertible {
    /// A bound action: call it with the sender and the event that triggered it.
    public typealias Invocation = @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void

    public let name: String
    private let resolver: @MainActor (AnyObject) -> Invocation?

    /// An action implemented by `method` on instances of `T`: `Selector("save:", MyController.save)`.
    @_disfavoredOverload
    public init<T>(_ name: String, _ method: @escaping (T) -> (Any?) -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, _ in method(target)(sender) }
            return invocation
        }
    }

    /// An action whose method takes no sender: `Selector("refresh", MyController.refresh)`.
    @_disfavoredOverload
    public init<T>(_ name: String, _ method: @escaping (T) -> () -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { _, _ in method(target)() }
            return invocation
        }
    }

    /// An action whose method takes no sender and answers something the sender does not read, as
    /// `#selector(UIResponder.resignFirstResponder)` names one (its Bool is dropped, as
    /// Objective-C drops it): `Selector("resignFirstResponder", UIResponder.resignFirstResponder)`.
    @_disfavoredOverload
    public init<T, Result>(_ name: String, _ method: @escaping (T) -> () -> Result) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { _, _ in _ = method(target)() }
            return invocation
        }
    }

    /// An action whose method takes the sender and the event, like `action(_:forEvent:)` in UIKit.
    @_disfavoredOverload
    public init<T>(_ name: String, _ method: @escaping (T) -> (Any?, UIEvent?) -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, event in method(target)(sender, event) }
            return invocation
        }
    }

    /// An action whose method takes a typed sender, as UIKit code writes them:
    /// `func tapped(_ sender: UIButton)`, `func handlePan(_ pan: UIPanGestureRecognizer)` →
    /// `Selector("tapped:", MyController.tapped)` (R-L4). A sender of another type does not call the
    /// method: the action is skipped and traced, where Objective-C would have sent it anyway.
    @_disfavoredOverload
    public init<T, Sender>(_ name: String, _ method: @escaping (T) -> (Sender) -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, _ in
                guard let typed = Self.typedSender(sender, as: Sender.self, action: name) else { return }
                method(target)(typed)
            }
            return invocation
        }
    }

    /// A method that takes one argument and answers something, as the comparison selectors of sort
    /// descriptors name them: `#selector(NSString.localizedStandardCompare(_:))` →
    /// `Selector("localizedStandardCompare:", NSString.localizedStandardCompare(_:))`, which
    /// `NSSortDescriptor(key:ascending:selector:)` reads by its name. Sent as an action, its
    /// argument is the sender (skipped, and traced, when it is not an `Argument`) and the answer
    /// is dropped, as Objective-C drops it.
    @_disfavoredOverload
    public init<T, Argument, Result>(_ name: String, _ method: @escaping (T) -> (Argument) -> Result) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, _ in
                guard let typed = Self.typedSender(sender, as: Argument.self, action: name) else { return }
                _ = method(target)(typed)
            }
            return invocation
        }
    }

    /// A typed sender and the event: `func changed(_ sender: UISlider, forEvent event: UIEvent?)`.
    @_disfavoredOverload
    public init<T, Sender>(_ name: String, _ method: @escaping (T) -> (Sender, UIEvent?) -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, event in
                guard let typed = Self.typedSender(sender, as: Sender.self, action: name) else { return }
                method(target)(typed, event)
            }
            return invocation
        }
    }

    /// `sender` as `Sender`, or nil (traced) when it is not one.
    private static func typedSender<Sender>(_ sender: Any?, as type: Sender.Type, action: String) -> Sender? {
        if let typed = sender as? Sender { return typed }
        let actual = sender.map { String(describing: Swift.type(of: $0)) } ?? "nil"
        EventTrace.log("action \(action) skipped: its sender is \(actual), not \(Sender.self)")
        return nil
    }

    /// An action given as a closure over the receiver, for methods declared in protocols:
    /// `Selector("copy:") { (r: any UIResponderStandardEditActions, sender) in r.copy(sender) }`.
    public init<T>(_ name: String, perform: @escaping @MainActor (T, Any?) -> Void) {
        self.name = name
        resolver = { object in
            guard let target = object as? T else { return nil }
            let invocation: Invocation = { sender, _ in perform(target, sender) }
            return invocation
        }
    }

    /// An action found on whatever object receives it, by a lookup of its own: a storyboard's
    /// actions are resolved by name through the generated connection tables (R-IB2).
    init(name: String, resolver: @escaping @MainActor (AnyObject) -> Invocation?) {
        self.name = name
        self.resolver = resolver
    }

    /// The bound implementation on `object`, or nil when `object` does not implement this action.
    public func invocation(on object: AnyObject) -> Invocation? { resolver(object) }

    /// Whether `object` implements this action (UIKit's `responds(to:)`).
    public func isImplemented(by object: AnyObject) -> Bool { resolver(object) != nil }

    public nonisolated static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public nonisolated var description: String { name }
}
