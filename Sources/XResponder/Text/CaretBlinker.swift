import Foundation

/// Blinks a text view's caret while it is first responder: shown after every key or click, then on
/// and off every half second, and steady after ten seconds without input (GTK's rule, so an idle
/// window stops waking up twice a second).
@MainActor
final class CaretBlinker {
    static let interval: TimeInterval = 0.5
    static let blinkingTime: TimeInterval = 10

    private(set) var isCaretShown = true
    private var timer: ScheduledTimer?
    private var restartedAt: TimeInterval = 0
    private var isRunning = false
    /// Redraws the caret; given by the view.
    var redraw: @MainActor () -> Void = {}

    func start() {
        isRunning = true
        restart()
    }

    func stop() {
        isRunning = false
        timer?.invalidate()
        timer = nil
        isCaretShown = true
    }

    /// Shows the caret now and starts the blinking over (input happened).
    func restart() {
        guard isRunning else { return }
        restartedAt = UIApplication.shared.clock.now
        if !isCaretShown {
            isCaretShown = true
            redraw()
        }
        schedule()
    }

    private func schedule() {
        timer?.invalidate()
        timer = UIApplication.shared.clock.schedule(after: Self.interval) { [weak self] in self?.tick() }
    }

    private func tick() {
        guard isRunning else { return }
        let clock = UIApplication.shared.clock
        if clock.now - restartedAt >= Self.blinkingTime {
            timer = nil
            if !isCaretShown {
                isCaretShown = true
                redraw()
            }
            return
        }
        isCaretShown.toggle()
        redraw()
        schedule()
    }
}
