import Foundation

/// A drag this application started (R-DT2): its items, where it is, and where it is going. Over
/// our own windows it is routed in process (`DropTargeting`, nothing on the wire); outside them it
/// goes to the platform (`ExternalDragPlatform`: XDND on X11), unless it is restricted to the app.
@MainActor
final class DragSession: UIDragSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    private(set) weak var interaction: UIDragInteraction?
    /// The window the drag started in (its cursor shows the drop's operation).
    private(set) weak var sourceWindow: UIWindow?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// Where the drag is, in screen coordinates.
    private(set) var screenPoint = CGPoint.zero
    /// Targets in our windows, or nil while the drag is outside them.
    private var targeting: DropTargeting?
    private(set) lazy var dropSession = DropSession(items: items, localSource: self, allowsMoveOperation: allowsMoveOperation)
    /// Whether the drag is over another program's window (the platform has it).
    private(set) var isOutside = false
    /// The operation a drop where the drag is would do.
    private(set) var operation: UIDropOperation = .cancel
    private(set) var hasEnded = false
    /// The picture following the drag; nil when the items have no preview.
    var preview: DragPreviewOverlay?

    init(interaction: UIDragInteraction, sourceWindow: UIWindow, at screenPoint: CGPoint) {
        self.interaction = interaction
        self.sourceWindow = sourceWindow
        self.screenPoint = screenPoint
    }

    func location(in view: UIView) -> CGPoint {
        guard let window = view.window else { return screenPoint }
        return view.convert(window.convertFromScreen(screenPoint), from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { anyItem(conformingTo: typeIdentifiers) }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    // MARK: Moving

    /// The pointer (or finger) is at `point` in screen coordinates.
    func move(to point: CGPoint) {
        guard !hasEnded else { return }
        screenPoint = point
        let application = UIApplication.shared
        if let window = application.windowsFrontToBack.first(where: { $0.frame.contains(point) && !$0.isPopupMenu }) {
            if isOutside {
                application.externalDrag?.dragReturned(self)
                isOutside = false
            }
            let targeting = self.targeting ?? DropTargeting(session: dropSession)
            self.targeting = targeting
            operation = targeting.move(to: window.convertFromScreen(point), in: window)
            preview?.follow(to: point, over: window)
        } else {
            preview?.follow(to: point, over: nil)
            targeting?.leave()
            if let external = application.externalDrag, !isRestrictedToDraggingApplication {
                isOutside = true
                operation = external.dragMoved(self, to: point)
            } else {
                operation = .cancel
            }
        }
        showCursor()
        if let interaction { interaction.delegate?.dragInteraction(interaction, sessionDidMove: self) }
    }

    /// The platform's target answered after the last move (XDND's status comes later).
    func externalOperationChanged(_ operation: UIDropOperation) {
        guard isOutside, !hasEnded else { return }
        self.operation = operation
        showCursor()
    }

    // MARK: Ending

    /// Released: dropped where it is, in process or through the platform; `end` follows.
    func drop() {
        guard !hasEnded else { return }
        if isOutside, let external = UIApplication.shared.externalDrag {
            willEnd(operation)
            external.drop(self) { [weak self] done in self?.end(with: done) }
        } else if let targeting {
            let done = targeting.operation
            willEnd(done)
            end(with: targeting.perform())
        } else {
            willEnd(.cancel)
            end(with: .cancel)
        }
    }

    /// The drag was cancelled (the touch cancelled, input lost).
    func cancel() {
        guard !hasEnded else { return }
        if isOutside { UIApplication.shared.externalDrag?.cancel(self) }
        targeting?.leave()
        willEnd(.cancel)
        end(with: .cancel)
    }

    private func willEnd(_ operation: UIDropOperation) {
        if let interaction { interaction.delegate?.dragInteraction(interaction, session: self, willEndWith: operation) }
    }

    private func end(with operation: UIDropOperation) {
        guard !hasEnded else { return }
        hasEnded = true
        targeting?.end()
        targeting = nil
        self.operation = operation
        if operation == .cancel {
            preview?.returnHome(to: items.first.flatMap { interaction?.cancelTarget(for: $0) })
        } else {
            preview?.remove()
        }
        preview = nil
        sourceWindow?.pointerStyleNeedsUpdate()
        if UIApplication.shared.currentDrag === self { UIApplication.shared.currentDrag = nil }
        EventTrace.log("drag ended: \(operation)")
        if let interaction { interaction.delegate?.dragInteraction(interaction, session: self, didEndWith: operation) }
    }

    /// The source window's cursor says what a drop would do (the pointer is grabbed by it for the
    /// whole drag, so its cursor shows over every window).
    private func showCursor() {
        guard let sourceWindow else { return }
        sourceWindow.platformWindow?.pointerStyleDidChange(sourceWindow, to: .cursor(named: operation.cursorName))
    }
}
