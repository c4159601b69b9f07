import Foundation

/// The actions on one side of a row, outermost first: the first is the one a full swipe performs
/// (`performsFirstActionWithFullSwipe`). An empty configuration means "no swipe on this side".
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
