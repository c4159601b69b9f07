import Foundation

// Self-sizing items (R-LC2), as UIKit's: where the layout gives an estimate — a compositional
// item or group of `.estimated` height, a flow layout's `estimatedItemSize` — the item stands at
// the estimate until its cell is shown; the collection view then asks the cell for
// `preferredLayoutAttributesFitting(_:)` (Auto Layout on its content view, else its list
// content, else `sizeThatFits`), hands a different size to the layout, and the items after it
// move. The flow and compositional layouts keep the measures (`CellMeasures`) until a reload, a
// batch that moves them, or a new width; a layout of your own hears
// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.

extension UICollectionView {
    /// Tiles, measures the cells just shown and lays out again until the measures hold (a few
    /// passes: the items that come into view as others shrink are measured in the next). The last
    /// item shown keeps its place on screen, so items growing above it do not push the content
    /// under the reader.
    func tileMeasuringSelfSizingItems() {
        for _ in 0..<4 {
            tile()
            let anchor = shownCells.keys.max()
            let anchorTop = anchor.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0) }.map { $0.frame.minY - bounds.minY }
            let cellsChanged = measureShownCells()
            guard measureShownSupplementaries() || cellsChanged else { return }
            prepareLayoutIfNeeded()
            if let anchor, let anchorTop, !isDragging, contentOffset.y > -adjustedContentInset.top + 0.5,
               let frame = collectionViewLayout.layoutAttributesForItem(at: anchor)?.frame {
                let drift = frame.minY - bounds.minY - anchorTop
                let highest = max(minimumContentOffset.y, maximumContentOffset.y)
                if abs(drift) > 0.25 { bounds.origin.y = min(max(bounds.origin.y + drift, minimumContentOffset.y), highest) }
            }
        }
        tile()
    }

    /// Asks the cells just shown, and those the layout has no measure of, for their preferred
    /// attributes; true when the layout took a new size and must be asked again.
    private func measureShownCells() -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for (indexPath, cell) in shownCells where freshlyShown.contains(indexPath) || layout.needsMeasure(at: indexPath) {
            guard let original = layout.layoutAttributesForItem(at: indexPath) else { continue }
            let size = original.size
            let preferred = cell.preferredLayoutAttributesFitting(original)
            if layout.take(preferred: preferred, originalSize: size, original: original) { invalidated = true }
        }
        freshlyShown = []
        return invalidated
    }

    /// Asks the headers and footers of estimated height just shown, and those not measured yet,
    /// for their height; true when the layout took a new one.
    private func measureShownSupplementaries() -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for (key, view) in shownSupplementaries
        where freshlyShownSupplementaries.contains(key) || layout.needsMeasure(ofSupplementary: key.kind, inSection: key.indexPath.section) {
            guard let original = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath),
                  original.selfSizingAxes.contains(.height) else { continue }
            let preferred = view.preferredLayoutAttributesFitting(original)
            if layout.take(preferredHeight: preferred.size.height, ofSupplementary: key.kind, inSection: key.indexPath.section,
                           originalHeight: original.size.height) { invalidated = true }
        }
        freshlyShownSupplementaries = []
        return invalidated
    }
}

extension UICollectionReusableView {
    /// The size the view's content needs, free along the sides `attributes` mark as estimated and
    /// fixed along the others: Auto Layout when the content has constraints, then a list content
    /// configuration's text, then `sizeThatFits` (whose default is the size the view has).
    func fittingSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let axes = attributes.selfSizingAxes
        let size = attributes.size
        let freeWidth = axes.contains(.width), freeHeight = axes.contains(.height)
        // A cell's content view is measured, in the room the cell leaves it (list cells keep room
        // for their accessories); its frame may not be laid out yet.
        let cell = self as? UICollectionViewCell
        // The configurations are brought up to date first: a handler may set the content.
        cell?.updateConfigurationIfNeeded()
        let container = cell?.contentView ?? self
        let room = cell?.contentFrame.size ?? size
        let inset = CGSize(width: size.width - room.width, height: size.height - room.height)
        var fitted = size
        if cell?.shownContentView == nil,
           container.constraints.contains(where: { $0.isActive }) || container.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let target = CGSize(width: freeWidth ? 0 : max(0, size.width - inset.width), height: freeHeight ? 0 : max(0, size.height - inset.height))
            let measured = container.systemLayoutSizeFitting(target, withHorizontalFittingPriority: freeWidth ? .fittingSizeLevel : .required,
                                                             verticalFittingPriority: freeHeight ? .fittingSizeLevel : .required)
            if measured.width.isFinite, measured.width > 0, freeWidth { fitted.width = measured.width + inset.width }
            if measured.height.isFinite, measured.height > 0, freeHeight { fitted.height = measured.height + inset.height }
        } else if let height = listContentHeight(width: size.width - inset.width, asRow: attributes.representedElementCategory == .cell),
                  freeHeight {
            fitted.height = height + inset.height
        } else {
            let answer = sizeThatFits(CGSize(width: freeWidth ? .greatestFiniteMagnitude : size.width,
                                             height: freeHeight ? .greatestFiniteMagnitude : size.height))
            if freeWidth, answer.width.isFinite, answer.width > 0 { fitted.width = answer.width }
            if freeHeight, answer.height.isFinite, answer.height > 0 { fitted.height = answer.height }
        }
        // Half points, as the table's rows: a measure does not flicker between neighbours.
        return CGSize(width: (fitted.width * 2).rounded(.up) / 2, height: (fitted.height * 2).rounded(.up) / 2)
    }

    /// The height a cell's content configuration needs at `width`, if it shows one (a list row
    /// at least 44 points; a list cell used as a header or footer, `asRow` false, as its text needs).
    func listContentHeight(width: CGFloat, asRow: Bool = true) -> CGFloat? {
        guard let cell = self as? UICollectionViewCell, let content = cell.shownContentView,
              let height = ContentConfigurationHost.fittingHeight(of: content, width: width) else { return nil }
        return asRow && cell is UICollectionViewListCell && content is UIListContentView ? max(44, height) : height
    }
}
