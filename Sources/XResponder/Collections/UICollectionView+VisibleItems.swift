import Foundation

// A compositional section's `visibleItemsInvalidationHandler` (R-LC2), as UIKit calls it: after
// each tile — a layout, a scroll of the collection view or of a section that scrolls across — the
// handler gets the section's items and badges in the bounds, as the layout placed them, with the
// section's content offset (a section that scrolls across: its scroller's x, the collection
// view's y), and what it changes of them is what the views show. Carousels scale the item nearest
// the middle this way.

extension UICollectionView {
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory

    func runVisibleItemsHandlers(cells: [IndexPath: UICollectionViewLayoutAttributes],
                                 supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        let layout = collectionViewLayout
        guard layout.hasVisibleItemsHandlers else { return }
        var bySection: [Int: [(item: CollectionLayoutVisibleItem, view: UIView)]] = [:]
        let held = movement?.cell
        for (indexPath, attributes) in cells where layout.visibleItemsHandler(inSection: indexPath.section) != nil {
            guard let cell = shownCells[indexPath], cell !== held else { continue }
            bySection[indexPath.section, default: []].append((CollectionLayoutVisibleItem(attributes), cell))
        }
        for (key, attributes) in supplementaries where layout.visibleItemsHandler(inSection: key.indexPath.section) != nil {
            guard let view = shownSupplementaries[key] else { continue }
            bySection[key.indexPath.section, default: []].append((CollectionLayoutVisibleItem(attributes), view))
        }
        for (section, entries) in bySection {
            guard let (handler, environment) = layout.visibleItemsHandler(inSection: section) else { continue }
            let placed = entries.map { ($0.item.center, $0.item.transform) }
            let offset = orthogonalScrollers[section].map { CGPoint(x: $0.contentOffset.x, y: contentOffset.y) } ?? contentOffset
            handler(entries.map(\.item), offset, environment)
            for ((item, view), (center, _)) in zip(entries, placed) {
                // The view already stands at the layout's centre (in its container): move it by
                // what the handler moved the item.
                if item.center != center {
                    view.center = CGPoint(x: view.center.x + item.center.x - center.x, y: view.center.y + item.center.y - center.y)
                }
                if view.transform != item.transform { view.transform = item.transform }
                if view.alpha != item.alpha { view.alpha = item.alpha }
                if view.isHidden != item.isHidden { view.isHidden = item.isHidden }
                if view.layer.zPosition != CGFloat(item.zIndex) { view.layer.zPosition = CGFloat(item.zIndex) }
            }
        }
    }
}
