import Foundation

/// Makes a view a drag source (R-DT2): a press and a move past the desktop's drag threshold with
/// the pointer, or a touch held for half a second and then moved, asks the delegate for items and
/// drags them — to a drop target in this application, or out to another program.
@preconcurrency @MainActor
open class UIDragInteraction: UIInteraction {
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Whether drags start; on by default, as on iPad.
    open var isEnabled = true
    open var allowsSimultaneousRecognitionDuringLift = false
    open class var isEnabledByDefault: Bool { true }
    let recognizer = DragStartRecognizer()
    /// The preview the last drag lifted with (the default for where a cancelled one returns).
    private var lift: UITargetedDragPreview?

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        recognizer.interaction = self
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// A drag starts at `screenPoint`: the delegate's items, or nil when it gives none.
    func beginSession(in window: UIWindow, at screenPoint: CGPoint) -> DragSession? {
        guard isEnabled, let delegate else { return nil }
        let session = DragSession(interaction: self, sourceWindow: window, at: screenPoint)
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        session.allowsMoveOperation = delegate.dragInteraction(self, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(self, sessionIsRestrictedToDraggingApplication: session)
        session.preview = makePreview(of: items[0], count: items.count, for: session, delegate: delegate)
        delegate.dragInteraction(self, sessionWillBegin: session)
        UIApplication.shared.currentDrag?.cancel()
        UIApplication.shared.currentDrag = session
        EventTrace.log("drag began with \(items.count) items")
        return session
    }

    /// The picture that follows the drag: the item's own preview, else the one it lifts with,
    /// standing where the lifting preview stands (or under the pointer).
    private func makePreview(of item: UIDragItem, count: Int, for session: DragSession,
                             delegate: any UIDragInteractionDelegate) -> DragPreviewOverlay? {
        let lifting = delegate.dragInteraction(self, previewForLifting: item, session: session)
        lift = lifting
        guard let shown = item.previewProvider?() ?? lifting.map({ UIDragPreview(view: $0.view, parameters: $0.dragParameters) })
        else { return nil }
        let grab = session.screenPoint
        let size = lifting?.size ?? UITargetedDragPreview(view: shown.view, parameters: shown.parameters).size
        let frame = lifting.flatMap(\.frameOnScreen).map { CGRect(x: $0.midX - size.width / 2, y: $0.midY - size.height / 2,
                                                                  width: size.width, height: size.height) }
            ?? CGRect(x: grab.x - size.width / 2, y: grab.y - size.height / 2, width: size.width, height: size.height)
        return DragPreviewOverlay(preview: shown, at: frame, grabbedAt: grab, itemCount: count)
    }

    /// Where a cancelled drag's picture returns to, in screen points: the delegate's answer to
    /// `previewForCancelling` (by default where it lifted from); nil: it does not return.
    func cancelTarget(for item: UIDragItem) -> CGRect? {
        guard let delegate, let lift else { return nil }
        return delegate.dragInteraction(self, previewForCancelling: item, withDefault: lift)?.frameOnScreen
    }
}
