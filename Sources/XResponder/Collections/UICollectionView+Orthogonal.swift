import Foundation

// Sections that scroll across (R-LC2), as UIKit shows a compositional section with an
// `orthogonalScrollingBehavior`: the layout lays its groups side by side in one band and describes
// it (`OrthogonalSection`); the collection view lays a scroller over the band and puts the
// section's cells in it, at the layout's frames less the band's top. The layout gives the cells
// within the scroller's view only, so a section of a thousand items costs what shows. Layout
// attributes stay in the layout's coordinates (unscrolled, as UIKit's); a point in the collection
// view is taken into a scroller's content where one lies under it.

extension UICollectionView {
    /// Lays the scrollers over the bands of the sections that scroll across and are in the bounds;
    /// forgets those of sections that no longer do. A scroller off screen keeps its offset.
    func layOutOrthogonalScrollers() {
        let sections = collectionViewLayout.orthogonalSections
        for (index, scroller) in orthogonalScrollers where sections[index] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[index] = nil
        }
        for (index, description) in sections {
            let visible = description.band.intersects(bounds)
            if let scroller = orthogonalScrollers[index] {
                scroller.description_ = description
                if visible, scroller.superview !== self { insertSubview(scroller, at: firstContentIndex) }
                if !visible, scroller.superview != nil { scroller.removeFromSuperview() }
            } else if visible {
                let scroller = OrthogonalSectionScroller(section: index, description: description, collectionView: self)
                orthogonalScrollers[index] = scroller
                insertSubview(scroller, at: firstContentIndex)
            }
        }
    }

    /// What a section's scroller shows along x, in the layout's coordinates; nil for a section
    /// that does not scroll across.
    func orthogonalWindow(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard let description = collectionViewLayout.orthogonalSections[section] else { return nil }
        let offset = orthogonalScrollers[section]?.contentOffset.x ?? 0
        return offset...(offset + description.band.width)
    }

    /// The view a cell of `section` goes in: its section's scroller, or the collection view.
    func cellContainer(inSection section: Int) -> UIView {
        orthogonalScrollers[section].map { $0 as UIView } ?? self
    }

    /// A cell's frame in its container: a scroller's cells sit below its band's top.
    func containerFrame(_ frame: CGRect, inSection section: Int) -> CGRect {
        guard let scroller = orthogonalScrollers[section] else { return frame }
        return frame.offsetBy(dx: 0, dy: -scroller.description_.band.minY)
    }

    /// A point in the collection view, in the layout's coordinates: inside a scroller's band, moved
    /// by how far the scroller has scrolled.
    func layoutPoint(_ point: CGPoint) -> CGPoint {
        for scroller in orthogonalScrollers.values where scroller.superview === self && scroller.frame.contains(point) {
            return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y)
        }
        return point
    }

    /// An item's frame as shown in the collection view: a scrolled section's moved by its offset.
    func shownFrame(ofItemAt indexPath: IndexPath) -> CGRect? {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        guard let scroller = orthogonalScrollers[indexPath.section] else { return frame }
        return frame.offsetBy(dx: -scroller.contentOffset.x, dy: 0)
    }

    /// Scrolls a section's scroller the least distance that shows the item; true when the item is
    /// in a section that scrolls across.
    func scrollAcross(toShow indexPath: IndexPath, animated: Bool) -> Bool {
        guard let scroller = orthogonalScrollers[indexPath.section],
              let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return false }
        scroller.scrollRectToVisible(containerFrame(frame, inSection: indexPath.section), animated: animated)
        return true
    }
}
