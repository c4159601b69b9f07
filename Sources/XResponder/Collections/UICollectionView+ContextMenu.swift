import Foundation

/// Context menus on items (R-DT1): a right click (or the Menu key on the selected item) asks the
/// delegate's `contextMenuConfigurationForItemsAt` (whose default asks the older
/// `contextMenuConfigurationForItemAt`); the item stays lit while its menu shows.
extension UICollectionView: ContextMenuList {
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, IndexPath)? {
        guard let delegate = collectionDelegate, let indexPath = indexPathForItem(at: point),
              let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        else { return nil }
        return (configuration, indexPath)
    }

    var contextMenuKeyboardLocation: CGPoint? {
        guard let item = indexPathsForSelectedItems?.first, let frame = layoutAttributesForItem(at: item)?.frame else { return nil }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func setContextMenuHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
