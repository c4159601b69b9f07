import Foundation

/// What a scroll view tells its delegate, with UIKit's names and in UIKit's order:
///
/// - a drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll` on every change,
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity in points per
///   millisecond, as UIKit; assign `targetContentOffset.pointee` to choose where it stops),
///   `scrollViewDidEndDragging(_:willDecelerate:)`;
/// - then, when it keeps moving (a fling, a bounce back, a page snap): `scrollViewWillBeginDecelerating`,
///   `scrollViewDidScroll` on every frame, `scrollViewDidEndDecelerating`;
/// - `setContentOffset(_:animated: true)`, `scrollRectToVisible(_:animated: true)` and keyboard
///   scrolling: `scrollViewDidScroll` per frame, then `scrollViewDidEndScrollingAnimation`;
/// - zooming: `viewForZooming(in:)`, `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom`,
///   `scrollViewDidEndZooming(_:with:atScale:)`.
///
/// Every method has an empty default (Swift protocols have no optional methods): implement the
/// ones you need.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
