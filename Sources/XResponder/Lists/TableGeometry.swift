import Foundation

/// Where every row and section of a table view lies (R-LC1, R-LC3), as numbers, not views.
///
/// Rows of the table's fixed `rowHeight` cost nothing per row: a row's offset is its index times the
/// height, so `reloadData` of a million rows asks the data source for counts only. Rows whose
/// heights the delegate gives are kept as prefix sums per section (one array of offsets), searched
/// in O(log n). Self-sizing rows stand at the estimate, like fixed ones, except the few measured
/// to another height (`MeasuredRows`).
struct TableGeometry {
    struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var rowCount = 0
        /// Every row's height, when they are all the same; in a self-sizing section, the estimate
        /// of the rows not measured otherwise.
        var fixedRowHeight: CGFloat?
        /// Whether the rows size themselves (their cells are measured when shown).
        var selfSizing = false
        /// In a self-sizing section, the rows measured to other than the estimate.
        var measured = MeasuredRows()
        /// Offsets of the rows' tops from the first row's top, `rowCount + 1` of them, when they differ.
        var rowOffsets: [CGFloat] = []

        var rowsTop: CGFloat { top + headerHeight }
        var rowsHeight: CGFloat {
            if let fixedRowHeight { return fixedRowHeight * CGFloat(rowCount) + measured.totalDifference }
            return rowOffsets.last ?? 0
        }
        var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

        func rowTop(_ row: Int) -> CGFloat {
            if let fixedRowHeight {
                let row = min(max(row, 0), rowCount)
                return rowsTop + fixedRowHeight * CGFloat(row) + measured.difference(before: row)
            }
            return rowsTop + (rowOffsets.indices.contains(row) ? rowOffsets[row] : rowsHeight)
        }

        func rowHeight(_ row: Int) -> CGFloat {
            if let fixedRowHeight { return measured.height(of: row) ?? fixedRowHeight }
            guard row + 1 < rowOffsets.count, row >= 0 else { return 0 }
            return rowOffsets[row + 1] - rowOffsets[row]
        }

        /// The row at `y` (in table coordinates), clamped to the section's rows.
        func row(at y: CGFloat) -> Int {
            guard rowCount > 0 else { return 0 }
            let local = y - rowsTop
            if let fixedRowHeight, fixedRowHeight > 0, measured.isEmpty {
                return min(max(Int((local / fixedRowHeight).rounded(.down)), 0), rowCount - 1)
            }
            if fixedRowHeight != nil {
                // The last row whose top is not below `y` (tops only grow down the section).
                var low = 0, high = rowCount - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if rowTop(middle) <= y { low = middle } else { high = middle - 1 }
                }
                return low
            }
            // The last offset not above `local`.
            var low = 0, high = rowCount - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if rowOffsets[middle] <= local { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// The rows' tops from the first row's, and the total after them: `rowCount + 1` prefix sums of
    /// `height` (a height that is not a finite positive number counts as 0).
    static func offsets(rowCount: Int, height: (Int) -> CGFloat) -> [CGFloat] {
        var offsets = [CGFloat](repeating: 0, count: rowCount + 1)
        var y: CGFloat = 0
        for row in 0..<rowCount {
            offsets[row] = y
            let value = height(row)
            y += value.isFinite && value > 0 ? value : 0
        }
        offsets[rowCount] = y
        return offsets
    }

    var sections: [Section] = []
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0

    var contentHeight: CGFloat { (sections.last?.bottom ?? headerHeight) + footerHeight }

    func rectForRow(at indexPath: IndexPath, width: CGFloat) -> CGRect {
        guard sections.indices.contains(indexPath.section) else { return .null }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return .null }
        return CGRect(x: 0, y: section.rowTop(indexPath.row), width: width, height: section.rowHeight(indexPath.row))
    }

    /// The index of the section at `y`: the last whose top is not below it.
    func section(at y: CGFloat) -> Int {
        guard !sections.isEmpty else { return 0 }
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].top <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows that intersect `minY..<maxY`, in order — computed from the two ends, so the cost is
    /// the number of rows visible, not the number of rows.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard !sections.isEmpty, maxY > minY else { return [] }
        var result: [IndexPath] = []
        var sectionIndex = section(at: minY)
        while sectionIndex < sections.count, sections[sectionIndex].top < maxY {
            let section = sections[sectionIndex]
            if section.rowCount > 0, section.rowsTop + section.rowsHeight > minY, section.rowsTop < maxY {
                var row = section.row(at: max(minY, section.rowsTop))
                while row < section.rowCount, section.rowTop(row) < maxY {
                    if section.rowHeight(row) > 0 || section.rowTop(row) >= minY { result.append(IndexPath(row: row, section: sectionIndex)) }
                    row += 1
                }
            }
            sectionIndex += 1
        }
        return result
    }
}
