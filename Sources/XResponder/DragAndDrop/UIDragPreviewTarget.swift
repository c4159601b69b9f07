import Foundation

/// Where a drag's preview lifts from, lands or returns to (R-DT2).
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
