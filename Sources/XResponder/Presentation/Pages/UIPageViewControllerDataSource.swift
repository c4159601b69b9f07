import Foundation

/// Supplies the pages around the one shown: asked for the neighbours of each new page. A nil
/// answer ends the pages on that side.
///
/// UIKit's optional `presentationCount(for:)` and `presentationIndex(for:)` have defaults here
/// (0): a data source that answers a count above 0 gets a page control (scroll style only).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot of the page shown after `setViewControllers`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
