import Foundation

/// The base of everything that handles events: views, view controllers, windows and the application.
///
/// The default implementation of every event method forwards the event to ``next`` (R-D3), so a
/// subclass that handles an event and then calls `super` passes it on up the chain, and an event
/// nobody handles falls off the end of the chain and is dropped.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called on objects loaded from a nib or storyboard once their outlets are connected (UIKit
    /// declares it on NSObject; views, cells and controllers override it). Objects made in code
    /// never get it, here as in UIKit.
    open func awakeFromNib() {}

    /// The next responder in the chain (R-D2). The base class has none.
    open var next: UIResponder? { nil }

    // MARK: First responder (R-F1)

    /// False by default: a responder must opt in to receive key, motion and remote-control events.
    open var canBecomeFirstResponder: Bool { false }

    /// True by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Makes this responder the first responder of its window.
    ///
    /// The current first responder is asked first and may refuse (`canResignFirstResponder`); then
    /// this responder's `canBecomeFirstResponder` is checked. Returns false when either says no, or
    /// when the receiver is not in a window (XResponder's choice: there is no window to route keys
    /// from).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        let current = window.firstResponderStorage
        if current === self { return true }
        if let current, !current.canResignFirstResponder { return false }
        guard canBecomeFirstResponder else { return false }
        if let current, !current.resignFirstResponder() { return false }
        window.firstResponderStorage = self
        EventTrace.log("firstResponder of \(window.traceName) = \(traceName)")
        return true
    }

    /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            EventTrace.log("firstResponder of \(window.traceName) resigned by \(traceName)")
        }
        return true
    }

    /// The undo manager for this responder's edits: by default the next responder's, so a window's
    /// whole chain shares its window's (UIKit's default too).
    open var undoManager: UndoManager? {
        guard RecursionBudget.enter() else { return nil }
        defer { RecursionBudget.leave() }
        return next?.undoManager
    }

    /// The window whose first responder this responder would be.
    var responderWindow: UIWindow? { nil }

    // MARK: Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesBegan") { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesMoved") { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesEnded") { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward("touchesCancelled") { $0.touchesCancelled(touches, with: event) }
    }

    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesBegan") { $0.pressesBegan(presses, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesChanged") { $0.pressesChanged(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesEnded") { $0.pressesEnded(presses, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesCancelled") { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: Motion and remote control

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionBegan") { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionEnded") { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionCancelled") { $0.motionCancelled(motion, with: event) }
    }

    open func remoteControlReceived(with event: UIEvent?) {
        forward("remoteControlReceived") { $0.remoteControlReceived(with: event) }
    }

    // MARK: Key commands (R-DT1)

    /// The keyboard shortcuts this responder offers (nil: none). Override to offer some: a key press
    /// is matched against the first responder's commands, then its next responder's, and so on up
    /// to the application, before it is delivered as a press (KeyCommandDispatch.swift).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Menus (R-DA1)

    /// Changes the menu `builder` is building. Override it in the app delegate to change the
    /// menu bar (`builder.system == .main`): the application asks its delegate after adding
    /// UIKit's standard menus. The default changes nothing.
    open func buildMenu(with builder: UIMenuBuilder) {}

    /// Adjusts `command` before a menu shows it: its title, image, state (a checkmark) or
    /// attributes. Called on the responder that would perform the command's action — the first
    /// in the chain whose `canPerformAction` says yes; while there is none the row is disabled.
    /// The command is a copy made for this showing. The default changes nothing.
    open func validate(_ command: UICommand) {}

    // MARK: Custom events (R-F5)

    /// Seed 001's `routerEventWithName:userInfo:`: a custom event that rides the responder chain.
    /// Override it to handle the event; call `super` to keep it travelling.
    open func routerEvent(name: String, userInfo: [String: Any]?) {
        forward("routerEvent(\(name))") { $0.routerEvent(name: name, userInfo: userInfo) }
    }

    // MARK: Actions (R-F4)

    /// Whether this responder can perform `action` now. The default answers for the receiver alone:
    /// true when it implements the action. It does not ask `next`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented(by: self)
    }

    /// The responder that would perform `action`: this one if `canPerformAction` says yes, otherwise
    /// the answer of `next`; nil when nobody in the chain can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        guard RecursionBudget.enter() else { return nil }
        defer { RecursionBudget.leave() }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Helpers

    /// A short name for traces: the accessibility identifier of a view when set, otherwise the type.
    var traceName: String { String(describing: type(of: self)) }

    /// Passes an event to `next`, tracing the hop. Inlined into each event method, so a hop of the
    /// chain calls `next` and the next responder's method directly, with no closure in between
    /// (issue #9: a tenth of the chain's cost).
    @inline(__always)
    private func forward(_ method: @autoclosure () -> String, _ deliver: (UIResponder) -> Void) {
        guard let next else {
            EventTrace.log("\(method()) dropped at end of chain after \(traceName)")
            return
        }
        guard RecursionBudget.enter() else {
            EventTrace.log("\(method()) dropped after \(traceName): the chain is deeper than \(RecursionBudget.limit) responders")
            return
        }
        defer { RecursionBudget.leave() }
        EventTrace.log("\(method()) \(traceName) → \(next.traceName)")
        deliver(next)
    }
}
