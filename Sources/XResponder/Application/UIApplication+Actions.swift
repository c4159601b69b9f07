import Foundation

// Target-action without selectors (R-F4). See `Selector` for how an action names its method.

extension UIApplication {
    /// Sends `action` to `target`, or, when `target` is nil or not an object (`ActionTarget`), along
    /// the responder chain.
    ///
    /// With a nil target the search starts at the first responder of the sender's window when there
    /// is one, otherwise at the sender (when it is a responder); the first responder whose
    /// `canPerformAction(_:withSender:)` answers true performs the action. Returns false when nobody
    /// performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let object = ActionTarget.object(target) {
            guard let invocation = action.invocation(on: object) else {
                EventTrace.log("action \(action) not implemented by \(type(of: target))")
                return false
            }
            EventTrace.log("action \(action) → \(type(of: target))")
            runHandler { invocation(sender, event) }
            return true
        }
        return sendAlongChain(action, from: sender, startingAt: chainStart(for: sender), for: event)
    }

    /// Sends a nil-targeted action up the chain from `start`, passing `sender` to the method.
    @discardableResult
    func sendAlongChain(_ action: Selector, from sender: Any?, startingAt start: UIResponder?, for event: UIEvent?) -> Bool {
        guard let start,
              let found = ActionTarget.object(start.target(forAction: action, withSender: sender)),
              let invocation = action.invocation(on: found)
        else {
            EventTrace.log("action \(action) found no responder")
            return false
        }
        EventTrace.log("action \(action) → \((found as? UIResponder)?.traceName ?? "\(type(of: found))") via the responder chain")
        runHandler { invocation(sender, event) }
        return true
    }

    /// Where a nil-targeted action starts: the first responder of the sender's window, else the
    /// sender, else the key window's first responder, else the key window.
    func chainStart(for sender: Any?) -> UIResponder? {
        let senderResponder = sender as? UIResponder
        if let window = senderResponder?.responderWindow ?? (senderResponder == nil ? keyWindow : nil) {
            if let firstResponder = window.firstResponderStorage { return firstResponder }
        }
        return senderResponder ?? keyWindow
    }
}
