import Foundation

/// The scroller of a compositional section that scrolls across (R-LC2), as UIKit's private
/// embedded scroll view: laid over the section's band by its collection view, holding the
/// section's cells, scrolling sideways only, with no indicators. A scroll tiles the collection
/// view again (cells come and go as the section moves under its band), and a release comes to
/// rest as the section's behaviour says — anywhere, at a group's leading edge, a page of the
/// width, or the next group.
@MainActor
final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
    weak var collectionView: UICollectionView?
    let section: Int
    var description_: OrthogonalSection {
        didSet { if description_ != oldValue { apply() } }
    }
    /// Where the drag started, for paging a group at a time.
    private var dragStart: CGFloat = 0

    init(section: Int, description: OrthogonalSection, collectionView: UICollectionView) {
        self.section = section
        self.description_ = description
        self.collectionView = collectionView
        super.init(frame: description.band)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = false
        alwaysBounceHorizontal = true
        decelerationRate = description.behavior == .continuous ? .normal : .fast
        apply()
    }

    /// Never in a storyboard or nib: the collection view makes its own.
    required init?(coder: NSCoder) { return nil }

    private func apply() {
        if frame != description_.band { frame = description_.band }
        let size = CGSize(width: description_.contentWidth, height: description_.band.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = description_.behavior == .paging
        let highest = max(0, size.width - bounds.width)
        if contentOffset.x > highest { contentOffset.x = highest }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.tile()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = contentOffset.x
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let stride = description_.groupStride
        guard stride > 0, stride.isFinite else { return }
        let highest = max(0, contentSize.width - bounds.width)
        var index: CGFloat
        switch description_.behavior {
        case .continuousGroupLeadingBoundary:
            index = (targetContentOffset.pointee.x / stride).rounded()
        case .groupPaging, .groupPagingCentered:
            // A flick moves one group from where the drag started; a slow release the nearest.
            let start = (dragStart / stride).rounded()
            if abs(velocity.x) * 1000 > UIScrollView.pagingFlickVelocity {
                index = start + (velocity.x > 0 ? 1 : -1)
            } else {
                index = min(max((contentOffset.x / stride).rounded(), start - 1), start + 1)
            }
        default:
            return
        }
        targetContentOffset.pointee.x = min(max(0, index * stride), highest)
    }
}
