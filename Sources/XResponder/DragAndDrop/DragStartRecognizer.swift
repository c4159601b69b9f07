import Foundation

/// Starts and carries a drag (R-DT2): with the pointer, a press of the primary button that moves
/// past the drag threshold (the desktop's, `UIPanGestureRecognizer.hysteresis`); with a finger, a
/// touch held still for half a second that then moves. The drag then follows the touch and drops
/// where it is released. Once it begins, the view's touch is cancelled.
@MainActor
final class DragStartRecognizer: UIGestureRecognizer {
    weak var interaction: UIDragInteraction?
    static let liftDelay: TimeInterval = 0.5
    private var start: CGPoint?
    private var lifted = false
    private var liftTimer: ScheduledTimer?
    private(set) var session: DragSession?
    /// Whether a move now would start the drag: with the pointer from the press, with a finger
    /// once held still for `liftDelay`.
    var isLifted: Bool { lifted && session == nil }
    /// Where the press began, in window coordinates.
    var startPoint: CGPoint? { start }

    init() {
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first, start == nil,
              touch.type == .direct || touch.buttonMask == .primary else { state = .failed; return }
        start = touch.location(in: nil)
        if touch.type == .direct {
            liftTimer = UIApplication.shared.clock.schedule(after: Self.liftDelay) { [weak self] in self?.lifted = true }
        } else {
            lifted = true
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start, let window = touch.window else { return }
        let point = touch.location(in: nil)
        if let session {
            session.move(to: window.convertToScreen(point))
            state = .changed
            return
        }
        guard point.distance(to: start) >= UIPanGestureRecognizer.hysteresis else { return }
        guard lifted, let session = interaction?.beginSession(in: window, at: window.convertToScreen(start)) else {
            state = .failed
            return
        }
        self.session = session
        state = .began
        session.move(to: window.convertToScreen(point))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let session else { state = .failed; return }
        if let touch = touches.first, let window = touch.window {
            session.move(to: window.convertToScreen(touch.location(in: nil)))
        }
        state = .ended
        session.drop()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let session else { state = .failed; return }
        state = .cancelled
        session.cancel()
    }

    override func reset() {
        liftTimer?.invalidate()
        liftTimer = nil
        start = nil
        lifted = false
        session = nil
    }
}
