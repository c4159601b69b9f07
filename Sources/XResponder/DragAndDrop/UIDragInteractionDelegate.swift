import Foundation

/// What a drag interaction asks and tells (R-DT2). Only the items are required.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: AnyObject {
    /// The items a drag starting now carries; none: no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The preview `item` lifts with; nil: no lift. By default, the interaction's view.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// Where `item`'s preview returns when the drag is cancelled; nil: it just goes.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UIDragInteractionDelegate {
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? {
        interaction.view.map { UITargetedDragPreview(view: $0) }
    }
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        defaultPreview
    }
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
