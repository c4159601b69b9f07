import Foundation

/// What both ends of a drag see (R-DT2).
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    /// Where the drag is now, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag as its source sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag.
    var localContext: Any? { get set }
}

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

/// Whether a drop shows its loading progress (the desktop shows none).
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default`
}

extension UIDragDropSession {
    /// Items whose providers offer one of `typeIdentifiers` (or a conforming type).
    func anyItem(conformingTo typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
}
