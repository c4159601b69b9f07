import Foundation

extension UIViewController {
    /// The nearest navigation controller above this controller (not counting itself).
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller above this controller (not counting itself).
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest split view controller above this controller (not counting itself).
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest parent, grandparent, … that is a `Container`.
    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let found = candidate as? Container { return found }
            current = candidate.parent
        }
        return nil
    }
}
