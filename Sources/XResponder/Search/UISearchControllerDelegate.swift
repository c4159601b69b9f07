import Foundation

/// UIKit's search controller delegate; every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Implemented to present the search yourself; the default shows it as UIKit does.
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
