import Foundation

// Scrolling to a row (R-LC1): `scrollToRow(at:at:animated:)` puts the row at the top, middle or
// bottom of the bounds, or just into view (`.none`), within the content.

extension UITableView {
    /// Rows standing at their estimate are measured when shown: a scroll that is not animated lays
    /// out where it went and, when the row moved, goes again (a bounded number of times).
    func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool, corrections: Int) {
        let row = rectForRow(at: indexPath)
        guard !row.isNull else { return }
        defer {
            if !animated, corrections > 0 {
                layoutIfNeeded()
                if rectForRow(at: indexPath) != row { scrollToRow(at: indexPath, at: scrollPosition, animated: false, corrections: corrections - 1) }
            }
        }
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - bounds.height / 2
        case .bottom: y = row.maxY - bounds.height
        case .none:
            if row.minY < bounds.minY { y = row.minY } else if row.maxY > bounds.maxY { y = row.maxY - bounds.height }
        }
        let maximum = max(0, contentSize.height + contentInset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -contentInset.top), maximum)), animated: animated)
    }
}
