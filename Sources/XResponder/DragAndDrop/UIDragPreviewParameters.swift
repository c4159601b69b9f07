import Foundation

/// The parameters of a drag's preview (R-DT2).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
