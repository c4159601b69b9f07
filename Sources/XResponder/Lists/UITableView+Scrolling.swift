import Foundation

// Scrolling to a row (R-LC1): `scrollToRow(at:at:animated:)` puts the row at the top, middle or
// bottom of what shows (the bounds less the adjusted content inset), or just into view
// (`.none`), within the content.

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
        // Within what shows: a table under a navigation bar (or above a toolbar) has its bounds
        // extend under the bars, and the adjusted inset says how far (as UIKit positions rows).
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top, visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - bounds.height + inset.bottom
        case .none:
            if row.minY < visibleTop {
                y = row.minY - inset.top
            } else if row.maxY > visibleTop + visibleHeight {
                y = row.maxY - bounds.height + inset.bottom
            }
        }
        let maximum = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maximum)), animated: animated)
    }
}
