import Foundation

/// Told to filter: when the search becomes active or inactive, on every edit and scope change.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
