import Foundation

/// What an appearance rule may be scoped to (`appearance(whenContainedInInstancesOf:)`): views and
/// view controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
