import Foundation

/// Drags that leave the application for another program's window (R-DT2), as the platform carries
/// them (X11: XDND as the source). Drags inside the application never reach it.
@MainActor
protocol ExternalDragPlatform: AnyObject {
    /// The drag is at `screenPoint`, over no window of ours. Returns the operation the program
    /// there accepted last (`.cancel` while it has not answered, or there is none).
    func dragMoved(_ session: DragSession, to screenPoint: CGPoint) -> UIDropOperation
    /// The drag came back over one of our windows: the other program is left.
    func dragReturned(_ session: DragSession)
    /// Released over another program: dropped there if it accepted. `completion` always runs, with
    /// what was done (`.cancel` when refused, when it failed, or when the peer did not answer in time).
    func drop(_ session: DragSession, completion: @escaping @MainActor (UIDropOperation) -> Void)
    /// The drag was cancelled while outside.
    func cancel(_ session: DragSession)
}
