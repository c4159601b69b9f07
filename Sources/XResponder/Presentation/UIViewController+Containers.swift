import Foundation

extension UIViewController {
    /// The nearest navigation controller above this controller (not counting itself).
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this controller (not counting itself).
    public var tabBarController: UITabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }
}
