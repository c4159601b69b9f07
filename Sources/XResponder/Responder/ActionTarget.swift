import Foundation

/// What a target-action pair keeps of the target an app passed.
///
/// UIKit's `target` parameters are `Any?`. An object is held weakly. A value that is not an object
/// cannot implement an action, and one idiom passes exactly that: a stored property whose closure
/// initializer calls `button.addTarget(self, action: …)`. There `self` is the method
/// `NSObject.self` (the compiler warns "'self' refers to the method …"), not the controller, and
/// UIKit, finding no object that responds, sends the action along the responder chain — which
/// reaches the controller that owns the button. Keeping such a target as nil does the same (R-F4).
@MainActor
enum ActionTarget {
    /// The object to hold weakly, or nil when `target` is nil or not an object (the chain decides).
    static func object(_ target: Any?) -> AnyObject? {
        guard let target else { return nil }
        // `type(of:)` of an `Any` is the dynamic type: a class for objects, a function or value type
        // otherwise. Boxing a value with `as AnyObject` would make an object nobody else holds.
        guard type(of: target) is AnyClass else {
            EventTrace.log("action target \(type(of: target)) is not an object: the action travels the responder chain")
            return nil
        }
        return target as AnyObject
    }
}
