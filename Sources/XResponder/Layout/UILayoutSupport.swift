import Foundation

/// What `topLayoutGuide` and `bottomLayoutGuide` are (iOS 7 to 10, deprecated in 11 for the safe
/// area but still in storyboards and code of that age): the strip above the content and the strip
/// below it, with anchors and their `length`.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
