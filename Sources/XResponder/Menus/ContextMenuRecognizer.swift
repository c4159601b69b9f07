import Foundation

/// Opens a context menu (R-DT1): a press of the secondary button (a right click) on the view opens
/// it at once; a direct touch held still for half a second opens it too, as on iOS. Once the menu
/// is open the recognizer has recognized, so the view's touch is cancelled (a right click on a
/// button never fires it). Other presses fail it at once, so it never holds anything up.
@MainActor
final class ContextMenuRecognizer: UIGestureRecognizer {
    weak var interaction: UIContextMenuInteraction?
    /// How long a direct touch is held still before the menu opens (UIKit's long-press duration).
    static let holdDuration: TimeInterval = 0.5
    /// How far a held touch may move and still open the menu.
    static let allowableMovement: CGFloat = 10
    private var hold: (timer: ScheduledTimer, start: CGPoint)?

    init() {
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first, let view else { state = .failed; return }
        if touch.type == .indirectPointer, touch.buttonMask.contains(.secondary) {
            let point = touch.location(in: view)
            state = interaction?.presentMenu(at: point) == true ? .ended : .failed
            return
        }
        guard touch.type == .direct, hold == nil else { state = .failed; return }
        let timer = UIApplication.shared.clock.schedule(after: Self.holdDuration) { [weak self] in self?.holdElapsed() }
        hold = (timer, touch.location(in: nil))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let hold, let touch = touches.first else { return }
        if touch.location(in: nil).distance(to: hold.start) > Self.allowableMovement { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    private func holdElapsed() {
        guard state == .possible, let hold, let view, let window = view.window else { return }
        let point = view.convert(hold.start, from: window)
        state = interaction?.presentMenu(at: point) == true ? .ended : .failed
    }

    override func reset() {
        hold?.timer.invalidate()
        hold = nil
    }
}
