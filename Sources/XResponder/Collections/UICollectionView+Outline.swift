import Foundation

// An outline's rows in a collection view (R-LC2, R-LC4): list cells indent by their item's level
// and know whether their parent item is expanded (their disclosure turns down, their configuration
// state says `isExpanded`); a click on the disclosure — or anywhere on a header-style row —
// expands or collapses it, and so do Right and Left on the selected item, as in a desktop's tree
// views (Left on a child goes to its parent).

extension UICollectionView {
    /// Gives a cell its outline level and expansion, when a data source keeps an outline.
    func showOutlinePlace(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let outline else { return }
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(indexPath)
        cell.isExpandedInOutline = outline.expansion(indexPath) ?? false
    }

    /// A click on a row's outline disclosure (or on a header-style row): expands or collapses it
    /// (or runs the accessory's handler). True when the click was the disclosure's.
    func clickedOutlineDisclosure(at touch: UITouch, of indexPath: IndexPath) -> Bool {
        guard let cell = shownCells[indexPath] as? UICollectionViewListCell, let disclosure = cell.outlineDisclosure,
              let options = disclosure.outlineOptions, options.isHidden != true else { return false }
        let onChevron = cell.outlineDisclosureFrame.contains(touch.location(in: cell))
        guard onChevron || options.style == .header else { return false }
        if let handler = disclosure.outlineActionHandler {
            handler()
        } else {
            outline?.toggle(indexPath)
        }
        return true
    }

    /// Right expands a collapsed parent, Left collapses an expanded one or goes to a child's parent.
    func handleOutlineKey(_ key: UIKey, at indexPath: IndexPath) -> Bool {
        guard let outline, key.modifierFlags.isDisjoint(with: [.shift, .command, .control, .alternate]) else { return false }
        let expansion = outline.expansion(indexPath)
        switch key.keyCode {
        case .keyboardRightArrow:
            guard expansion == false else { return false }
            outline.toggle(indexPath)
            return true
        case .keyboardLeftArrow:
            if expansion == true {
                outline.toggle(indexPath)
                return true
            }
            let level = outline.level(indexPath)
            guard level > 0 else { return false }
            // The parent: the nearest item above at a lesser level.
            var item = indexPath.item - 1
            while item >= 0, outline.level(IndexPath(item: item, section: indexPath.section)) >= level { item -= 1 }
            guard item >= 0 else { return false }
            let parent = IndexPath(item: item, section: indexPath.section)
            selectItem(at: parent, animated: false, scrollPosition: [])
            selectionAnchor = parent
            scrollToItem(at: parent, at: [], animated: false)
            return true
        default:
            return false
        }
    }
}
