import Foundation

/// A table or collection view whose rows have context menus (R-DT1): it finds the row under a
/// point and asks its delegate for that row's configuration.
@MainActor
protocol ContextMenuList: UIScrollView {
    /// The configuration the delegate gives for the row at `point`, and the row's index path.
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, IndexPath)?
    /// Where the Menu key opens the menu: the centre of the selected row, else nil (the view's centre).
    var contextMenuKeyboardLocation: CGPoint? { get }
    /// Lights (or stops lighting) the row whose menu shows.
    func setContextMenuHighlight(_ highlighted: Bool, at indexPath: IndexPath)
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
}

/// The delegate of the context-menu interaction a table or collection view carries: the rows' menus
/// come from the list's own delegate, and the row stays lit while its menu shows, as in UIKit.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
    private weak var list: (any ContextMenuList)?
    /// The row whose menu shows.
    private var shownRow: IndexPath?

    init(list: any ContextMenuList) {
        self.list = list
    }

    /// Adds the interaction to `list` and returns its delegate, for the list to keep (the
    /// interaction holds its delegate weakly; the view holds the interaction).
    static func install(on list: any ContextMenuList) -> ListContextMenu {
        let delegate = ListContextMenu(list: list)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        interaction.keyboardLocation = { [weak list] in list?.contextMenuKeyboardLocation }
        list.addInteraction(interaction)
        return delegate
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let list, let (configuration, indexPath) = list.contextMenuConfiguration(at: location) else { return nil }
        shownRow = indexPath
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let shownRow { list?.setContextMenuHighlight(true, at: shownRow) }
        list?.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        if let shownRow { list?.setContextMenuHighlight(false, at: shownRow) }
        shownRow = nil
        list?.contextMenuWillEnd(configuration, animator: animator)
    }
}
