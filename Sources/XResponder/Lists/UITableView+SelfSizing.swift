import Foundation

// Self-sizing rows (R-LC1, R-BR5): with `rowHeight = UITableView.automaticDimension`, the default
// since iOS 11 (or a delegate that answers it for a row), rows not yet shown stand at
// `estimatedRowHeight` (44 when unset); a row's cell, once shown, is measured at the table's
// width — through Auto Layout when its content view has constraints (`systemLayoutSizeFitting`),
// else by its default content — and the rows below move to make room. Measures are kept by row
// until `reloadData` or an update; a section keeps only the rows measured to other than the
// estimate (`MeasuredRows`), so a million-row table costs no more than with a fixed height.

extension UITableView {
    /// Whether a section self-sizes: the table's `rowHeight` is automatic and the delegate gives
    /// its rows no height of their own.
    func selfSizes(_ delegateHeight: CGFloat?) -> Bool {
        if let delegateHeight, delegateHeight >= 0 { return false }
        return rowHeight < 0
    }

    /// What a self-sizing row not yet measured stands at: `estimatedRowHeight`, 44 when unset.
    var selfSizingEstimate: CGFloat {
        estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : 44
    }

    /// The measures grouped by section, once per geometry rebuild.
    func measuresBySection() -> [Int: [(row: Int, height: CGFloat)]] {
        var result: [Int: [(row: Int, height: CGFloat)]] = [:]
        for (indexPath, height) in measuredHeights { result[indexPath.section, default: []].append((indexPath.row, height)) }
        return result
    }

    /// Measures the cells shown in self-sizing sections; true when a row's height changed.
    func measureShownSelfSizingCells() -> Bool {
        var changed = false
        for (indexPath, cell) in visible {
            guard geometry.sections.indices.contains(indexPath.section),
                  geometry.sections[indexPath.section].selfSizing,
                  measuredHeights[indexPath] == nil else { continue }
            let height = cell.fittingHeight(width: cellFrame(for: indexPath).width)
            measuredHeights[indexPath] = height
            if abs(height - geometry.sections[indexPath.section].rowHeight(indexPath.row)) > 0.25 { changed = true }
        }
        return changed
    }
}

extension UITableViewCell {
    /// The height the cell's content needs at `width`: its constraints when it has them, else its
    /// configuration's or default labels' heights between 11-point margins, at least 44.
    func fittingHeight(width: CGFloat) -> CGFloat {
        updateConfigurationIfNeeded()   // a handler may set the content
        let contentWidth = max(0, width - (accessoryType == .none && accessoryView == nil ? 0 : 34))
        contentView.frame.size.width = contentWidth
        if let custom = shownContentView, !(custom is UIListContentView) {
            let height = ContentConfigurationHost.fittingHeight(of: custom, width: contentWidth) ?? 44
            return (height * 2).rounded(.up) / 2
        }
        if !contentView.constraints.isEmpty || contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            if size.height.isFinite, size.height > 0 { return (size.height * 2).rounded(.up) / 2 }
        }
        let textWidth = max(0, contentWidth - 32)
        let labels = defaultContentLabels
        let text = labels.reduce(0) { $0 + $1.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height }
        let spacing = CGFloat(max(0, labels.count - 1)) * 2
        return max(44, (text + spacing + 22).rounded(.up))
    }
}

extension UITableView: ContentSizeFollowing {
    /// The reader's text size changed: self-sizing rows are measured again (their labels grew),
    /// as UIKit's table does; the rows shown keep their cells.
    func contentSizeCategoryDidChange() {
        guard !measuredHeights.isEmpty else { return }
        measuredHeights = [:]
        geometryIsStale = true
        setNeedsLayout()
    }
}
