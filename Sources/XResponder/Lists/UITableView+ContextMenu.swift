import Foundation

/// Context menus on rows (R-DT1): a right click (or the Menu key on the selected row) asks the
/// delegate's `contextMenuConfigurationForRowAt`; the row stays lit while its menu shows.
extension UITableView: ContextMenuList {
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, IndexPath)? {
        guard let delegate = tableDelegate, let indexPath = indexPathForRow(at: point),
              let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        return (configuration, indexPath)
    }

    var contextMenuKeyboardLocation: CGPoint? {
        guard let row = indexPathForSelectedRow else { return nil }
        let rect = rectForRow(at: row)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    func setContextMenuHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(highlighted, animated: false)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
