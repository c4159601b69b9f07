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
        delegate.dragInteraction(self, sessionWillBegin: session)
        UIApplication.shared.currentDrag?.cancel()
        UIApplication.shared.currentDrag = session
        EventTrace.log("drag began with \(items.count) items")
        return session
    }
}
