import Foundation

// A list from the keyboard, as on a desktop (R-LC4): Up and Down move the selection a row (across
// sections), Page Up and Page Down a screenful, Home and End to the first and last rows; Shift with
// multiple selection extends from the anchor; the new row scrolls into view. Moving selects as
// `selectRow` does (the delegate hears nothing, as with UIKit's keyboard focus); Return (or Enter)
// activates the selected row: `willSelectRowAt` and `didSelectRowAt`, what a click would do.
// Letters select by typing (`TypeSelect`): the next row whose title starts with what was typed.

extension UITableView {
    /// Acts on `key`; false when it is not a list key (it goes on to the scroll view: scrolling).
    func handleKey(_ key: UIKey) -> Bool {
        guard allowsSelection, numberOfSections > 0 else { return false }
        let current = selectionAnchor ?? indexPathForSelectedRow
        let target: IndexPath?
        switch key.keyCode {
        case .keyboardDownArrow: target = current.map { step(from: $0, by: 1) } ?? firstRow
        case .keyboardUpArrow: target = current.map { step(from: $0, by: -1) } ?? firstRow
        case .keyboardPageDown: target = current.map { step(from: $0, by: rowsPerPage) } ?? firstRow
        case .keyboardPageUp: target = current.map { step(from: $0, by: -rowsPerPage) } ?? firstRow
        case .keyboardHome: target = firstRow
        case .keyboardEnd: target = lastRow
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let current else { return false }
            activate(current)
            return true
        default:
            return typeSelect(key)
        }
        typeSelectState.reset()
        guard let target else { return false }
        let extending = key.modifierFlags.contains(.shift) && allowsMultipleSelection
        if extending, let anchor = current {
            for path in rows(from: anchor, to: target) { selectRow(at: path, animated: false, scrollPosition: .none) }
        } else {
            selectRow(at: target, animated: false, scrollPosition: .none)
        }
        selectionAnchor = target
        scrollToRow(at: target, at: .none, animated: false)
        return true
    }

    /// A letter typed: the next row whose title starts with the letters typed selects and scrolls
    /// into view. Rows not shown are asked of the data source (their cells go to the pool), at most
    /// `typeSelectReach` of them per key, so a long list costs a bounded amount per key.
    private func typeSelect(_ key: UIKey) -> Bool {
        let now = UIApplication.shared.clock.now
        guard let text = TypeSelect.typedText(of: key), let (prefix, pastCurrent) = typeSelectState.type(text, at: now) else { return false }
        let paths = (0..<numberOfSections).flatMap { section in (0..<numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) } }
        let current = (selectionAnchor ?? indexPathForSelectedRow).flatMap { paths.firstIndex(of: $0) } ?? -1
        let start = max(0, current + (pastCurrent ? 1 : 0))
        guard let found = TypeSelect.find(prefix, count: paths.count, from: start, limit: Self.typeSelectReach,
                                          title: { typeSelectTitle(at: paths[$0]) }) else { return true }
        let target = paths[found]
        selectRow(at: target, animated: false, scrollPosition: .none)
        selectionAnchor = target
        scrollToRow(at: target, at: .none, animated: false)
        return true
    }

    /// How many rows one key typed may read.
    static let typeSelectReach = 2_000

    private func typeSelectTitle(at indexPath: IndexPath) -> String? {
        if let cell = visible[indexPath] {
            return TypeSelect.title(of: cell, configuration: cell.contentConfiguration, textLabel: cell.existingTextLabel)
        }
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        defer { cellRegistry.retire(cell, requireRegistration: false) }
        return TypeSelect.title(of: cell, configuration: cell.contentConfiguration, textLabel: cell.existingTextLabel)
    }

    /// Return on the selected row: what a click on it does, delegate included.
    private func activate(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer else { return }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        if let cell = cellForRow(at: target), let segue = cell.selectionSegue { segue(cell) }
    }

    private var firstRow: IndexPath? {
        (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    private var lastRow: IndexPath? {
        (0..<numberOfSections).reversed().first { numberOfRows(inSection: $0) > 0 }
            .map { IndexPath(row: numberOfRows(inSection: $0) - 1, section: $0) }
    }

    /// Rows a page holds: the bounds' height over the row at the top's height, at least one.
    private var rowsPerPage: Int {
        let top = indexPathForRow(at: CGPoint(x: 1, y: bounds.minY + adjustedContentInset.top))
        let height = top.map { rectForRow(at: $0).height } ?? rowHeight
        return max(1, Int(((bounds.height - adjustedContentInset.top - adjustedContentInset.bottom) / max(height, 1)).rounded(.down)) - 1)
    }

    /// The row `count` rows after (before, when negative) `indexPath`, across sections, clamped to
    /// the first and last rows.
    func step(from indexPath: IndexPath, by count: Int) -> IndexPath {
        var section = indexPath.section, row = indexPath.row + count
        while row < 0, section > 0 {
            section -= 1
            row += numberOfRows(inSection: section)
        }
        while section < numberOfSections, row >= numberOfRows(inSection: section), section < numberOfSections - 1 {
            row -= numberOfRows(inSection: section)
            section += 1
        }
        let rows = numberOfRows(inSection: section)
        guard rows > 0 else { return indexPath }
        return IndexPath(row: min(max(row, 0), rows - 1), section: section)
    }

    /// The rows from `start` to `end`, inclusive, in either order (within sections and across).
    func rows(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        let (low, high) = start <= end ? (start, end) : (end, start)
        var result: [IndexPath] = []
        var current = low
        while true {
            result.append(current)
            if current >= high { break }
            let next = step(from: current, by: 1)
            if next == current { break }
            current = next
        }
        return result
    }
}
