import Foundation

/// Blinks a text view's caret while it is first responder: shown after every key or click, then on
/// and off every half second, and steady after ten seconds without input (GTK's rule, so an idle
/// window stops waking up twice a second).
@MainActor
final class CaretBlinker {
    static let interval: TimeInterval = 0.5
    static let blinkingTime: TimeInterval = 10

    private(set) var isCaretShown = true
    /// The pending blink (tests check a run of keys keeps one).
    private(set) var timer: ScheduledTimer?
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

    /// Shows the caret now and starts the blinking over (input happened). A timer already
    /// pending is kept and finds, when it fires, that the caret was shown since: it waits out the
    /// rest of the interval. So a run of keys schedules one timer, not one a key (a key's way to
    /// `textViewDidChange` went through libdispatch's timer thread each time, issue #35).
    func restart() {
        guard isRunning else { return }
        restartedAt = UIApplication.shared.clock.now
        if !isCaretShown {
            isCaretShown = true
            redraw()
        }
        if timer == nil { schedule(after: Self.interval) }
    }

    private func schedule(after delay: TimeInterval) {
        timer?.invalidate()
        timer = UIApplication.shared.clock.schedule(after: delay) { [weak self] in self?.tick() }
    }

    private func tick() {
        timer = nil
        guard isRunning else { return }
        let clock = UIApplication.shared.clock
        // Input showed the caret less than an interval ago: it stays up until the interval is out.
        let sinceInput = clock.now - restartedAt
        if sinceInput < Self.interval {
            schedule(after: Self.interval - sinceInput)
            return
        }
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
        schedule(after: Self.interval)
    }
}
