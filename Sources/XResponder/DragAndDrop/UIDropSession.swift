import Foundation

/// A drag as a drop target sees it: its items' data loads when the drop is performed.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The source's session when the drag started in this application; nil from another program.
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Loads every item that can be read as `aClass`; the completion runs once, on a later turn.
    @discardableResult
    func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
}

