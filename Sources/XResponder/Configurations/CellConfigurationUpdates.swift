import Foundation

/// What a cell keeps to update its configurations (iOS 14, shared by collection and table cells):
/// whether an update is due — after a state change, `setNeedsUpdateConfiguration()`, or reuse —
/// and the content view its content configuration shows. The update itself runs in the cell's
/// layout (or before it is measured), as UIKit runs it before the cell is next displayed.
@MainActor
struct CellConfigurationUpdates {
    var isDue = true
    var shownContent: (UIView & UIContentView)?
    /// Set while an update runs: a handler that sets configurations does not ask for another.
    var isUpdating = false
}
