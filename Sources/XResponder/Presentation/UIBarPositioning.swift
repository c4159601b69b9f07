import Foundation

/// A bar that knows its `UIBarPosition` (navigation bars, toolbars, search bars).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}
