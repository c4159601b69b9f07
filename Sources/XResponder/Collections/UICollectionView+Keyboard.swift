import Foundation

// A grid from the keyboard, as on a desktop (R-LC4 for collections): Left and Right move the
// selection to the previous and next item (across sections), Up and Down to the nearest item in
// the line above or below, Home and End to the first and last items; Shift with multiple selection
// extends from the anchor; the item scrolls into view. Return activates the selected item (the
// delegate's `shouldSelectItemAt` and `didSelectItemAt`, what a click does). Letters select by
// typing (`TypeSelect`), as in a table.

extension UICollectionView {
    func handleKey(_ key: UIKey) -> Bool {
        guard allowsSelection, numberOfSections > 0 else { return false }
        let current = selectionAnchor ?? indexPathsForSelectedItems?.first
        if let current, handleOutlineKey(key, at: current) { return true }
        let target: IndexPath?
        switch key.keyCode {
        case .keyboardRightArrow: target = current.map { neighbour(of: $0, by: 1) } ?? firstItem
        case .keyboardLeftArrow: target = current.map { neighbour(of: $0, by: -1) } ?? firstItem
        case .keyboardDownArrow: target = current.map { itemInNextLine(from: $0, down: true) } ?? firstItem
        case .keyboardUpArrow: target = current.map { itemInNextLine(from: $0, down: false) } ?? firstItem
        case .keyboardHome: target = firstItem
        case .keyboardEnd: target = lastItem
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let current, collectionDelegate?.collectionView(self, shouldSelectItemAt: current) ?? true else { return current != nil }
            selectItem(at: current, animated: false, scrollPosition: [])
            collectionDelegate?.collectionView(self, didSelectItemAt: current)
            return true
        default:
            return typeSelect(key)
        }
        typeSelectState.reset()
        guard let target else { return false }
        if key.modifierFlags.contains(.shift), allowsMultipleSelection, let anchor = current {
            for path in items(from: anchor, to: target) { selectItem(at: path, animated: false, scrollPosition: []) }
        } else {
            selectItem(at: target, animated: false, scrollPosition: [])
        }
        selectionAnchor = target
        scrollToItem(at: target, at: [], animated: false)
        return true
    }

    private var firstItem: IndexPath? {
        (0..<numberOfSections).first { numberOfItems(inSection: $0) > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    private var lastItem: IndexPath? {
        (0..<numberOfSections).reversed().first { numberOfItems(inSection: $0) > 0 }
            .map { IndexPath(item: numberOfItems(inSection: $0) - 1, section: $0) }
    }

    /// The item `step` items after (before) `indexPath` in order, across sections; the ends stay.
    private func neighbour(of indexPath: IndexPath, by step: Int) -> IndexPath {
        var section = indexPath.section, item = indexPath.item + step
        while item < 0, section > 0 {
            section -= 1
            item += numberOfItems(inSection: section)
        }
        while item >= numberOfItems(inSection: section), section < numberOfSections - 1 {
            item -= numberOfItems(inSection: section)
            section += 1
        }
        let count = numberOfItems(inSection: section)
        guard count > 0, item >= 0, item < count else { return indexPath }
        return IndexPath(item: item, section: section)
    }

    /// The item below (above) in the nearest line, closest across: asked of the layout for a
    /// screenful beyond the item, so it works for any layout.
    private func itemInNextLine(from indexPath: IndexPath, down: Bool) -> IndexPath {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return indexPath }
        let reach = max(bounds.height, frame.height * 2)
        let band = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: down ? frame.maxY : frame.minY - reach,
                          width: CGFloat.greatestFiniteMagnitude / 2, height: reach)
        let candidates = (collectionViewLayout.layoutAttributesForElements(in: band) ?? []).filter {
            $0.representedElementCategory == .cell && (down ? $0.frame.minY >= frame.midY : $0.frame.maxY <= frame.midY)
        }
        let lineY = down ? candidates.map(\.frame.minY).min() : candidates.map(\.frame.maxY).max()
        guard let lineY else { return indexPath }
        let line = candidates.filter { abs((down ? $0.frame.minY : $0.frame.maxY) - lineY) < 1 }
        return line.min { abs($0.frame.midX - frame.midX) < abs($1.frame.midX - frame.midX) }?.indexPath ?? indexPath
    }

    /// A letter typed: the next item whose title starts with the letters typed selects and
    /// scrolls into view; items not shown are asked of the data source (their cells go to the
    /// pool), at most `UITableView.typeSelectReach` per key.
    private func typeSelect(_ key: UIKey) -> Bool {
        let now = UIApplication.shared.clock.now
        guard let text = TypeSelect.typedText(of: key), let (prefix, pastCurrent) = typeSelectState.type(text, at: now) else { return false }
        let paths = (0..<numberOfSections).flatMap { section in (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) } }
        let current = (selectionAnchor ?? indexPathsForSelectedItems?.first).flatMap { paths.firstIndex(of: $0) } ?? -1
        let start = max(0, current + (pastCurrent ? 1 : 0))
        guard let found = TypeSelect.find(prefix, count: paths.count, from: start, limit: UITableView.typeSelectReach,
                                          title: { typeSelectTitle(at: paths[$0]) }) else { return true }
        let target = paths[found]
        selectItem(at: target, animated: false, scrollPosition: [])
        selectionAnchor = target
        scrollToItem(at: target, at: [], animated: false)
        return true
    }

    private func typeSelectTitle(at indexPath: IndexPath) -> String? {
        let cell: UICollectionViewCell
        if let shown = shownCells[indexPath] {
            cell = shown
        } else {
            guard let dataSource else { return nil }
            cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            shelve(cell)
        }
        return TypeSelect.title(of: cell, configuration: cell.contentConfiguration, textLabel: nil)
    }
}
