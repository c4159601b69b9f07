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
        return reference(in: target)
    }

    /// The reference an `Any` holding a class instance carries, taken without a cast.
    ///
    /// `target as AnyObject` is correct but slow the first time each type meets it: on Linux,
    /// Foundation makes values bridge to objects (`5 as AnyObject` is an `NSNumber`), so the runtime
    /// looks for an `_ObjectiveCBridgeable` conformance first — a scan of every conformance record
    /// in the binary, ≈ 55 µs per new type in an app this size (perf: a quarter of the time the
    /// first F10 menu took was these scans, one per control class given a target). An `Any` whose
    /// dynamic type is a class keeps the reference in the first word of its inline buffer (the
    /// existential container layout of Swift's stable ABI), so it is loaded from there, retained.
    private static func reference(in object: Any) -> AnyObject {
        var container = object
        return withUnsafeBytes(of: &container) { $0.load(as: AnyObject.self) }
    }
}
