import Foundation

/// A tick felt as a selection changes (accepted, not felt: see `UIFeedbackGenerator`).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
