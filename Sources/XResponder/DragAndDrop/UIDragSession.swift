import Foundation

/// A drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag.
    var localContext: Any? { get set }
}

