import Foundation

/// What a layer does when one of its properties changes (Core Animation's actions): an animation
/// (every `CAAnimation` is one) adds itself for the property's key; `NSNull` does nothing, which is
/// how `layer.actions = ["position": NSNull()]` turns one implicit animation off.
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
