import Foundation

// Decoration views (R-LC2): views the layout places behind a section — a compositional section's
// background — made from the classes the layout registered (not asked of the data source), shown
// for the sections in the bounds and kept behind every cell, waiting in a pool by kind when their
// section scrolls away.

extension UICollectionView {
    /// Shows the decorations the layout puts in the bounds and retires the others.
    func tileDecorations(_ decorations: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for (key, view) in shownDecorations where decorations[key] == nil {
            shownDecorations[key] = nil
            view.removeFromSuperview()
            decorationPool.put(view, identifier: key.kind)
        }
        let back = backgroundView?.superview === self ? 1 : 0
        // Lowest zIndex first, each put at the back: the lowest ends behind the others.
        for (key, attributes) in decorations.sorted(by: { $0.value.zIndex > $1.value.zIndex }) {
            let view: UICollectionReusableView
            if let shown = shownDecorations[key] {
                view = shown
            } else if let waiting = decorationPool.take(identifier: key.kind) {
                waiting.prepareForReuse()
                view = waiting
            } else if let made = collectionViewLayout.makeDecorationView(ofKind: key.kind) {
                view = made
            } else {
                continue
            }
            shownDecorations[key] = view
            if view.frame != attributes.frame { view.frame = attributes.frame }
            view.isHidden = attributes.isHidden
            view.apply(attributes)
            if view.superview !== self { insertSubview(view, at: back) }
        }
        decorationPool.trim()
    }

    /// Where content (cells, a section's scroller) goes among the subviews: in front of the
    /// background view and the decorations, behind what was added before.
    var firstContentIndex: Int { (backgroundView?.superview === self ? 1 : 0) + shownDecorations.count }

    /// A reload: the decorations go to their pool; the next layout brings them back.
    func retireDecorations() {
        for (key, view) in shownDecorations {
            view.removeFromSuperview()
            decorationPool.put(view, identifier: key.kind)
        }
        shownDecorations = [:]
    }
}
