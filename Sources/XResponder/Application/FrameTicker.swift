import Foundation

/// Frames on the application's clock, 60 a second, for as long as someone needs them: scroll view
/// deceleration, bounce, paging, animated offsets and the scroll indicators' fade. It plays the part
/// of `CADisplayLink`, but on `UIApplication.clock`, so headless tests step every animation frame by
/// frame with `HeadlessInput.advance(by:)` and nothing depends on wall time (R-S3).
///
/// Frames keep to a grid, as a display's refresh does: each is due one interval after the last one
/// was due, not after it ran, so a frame that runs late does not push the rest back, and a client
/// is told the time the frame was due (`CADisplayLink.timestamp`). A frame more than one interval
/// late is dropped and the grid starts again from now. The grid starts when the first client comes
/// after a pause.
///
/// Clients are held weakly: an owner that dies simply stops ticking, and its entry is removed at the
/// next frame (R-U1 — nothing is keyed by an identity that can be reused).
@MainActor
final class FrameTicker {
    static let interval: TimeInterval = 1.0 / 60

    private struct Client {
        weak var owner: AnyObject?
        /// Called with the frame time; returns whether it wants another frame.
        let tick: @MainActor (TimeInterval) -> Bool
    }

    unowned let application: UIApplication
    private var clients: [Client] = []
    private var timer: ScheduledTimer?
    /// The clock `timer` runs on: a test that swaps the application's clock must not strand it.
    private weak var timerClock: ApplicationClock?

    init(application: UIApplication) {
        self.application = application
    }

    /// Ticks `owner` every frame until `tick` returns false or `owner` dies. An owner that is
    /// already ticking is not added twice.
    func add(_ owner: AnyObject, tick: @escaping @MainActor (TimeInterval) -> Bool) {
        clients.removeAll { $0.owner == nil }
        guard !clients.contains(where: { $0.owner === owner }) else { return }
        clients.append(Client(owner: owner, tick: tick))
        scheduleFrame()
    }

    func remove(_ owner: AnyObject) {
        clients.removeAll { $0.owner == nil || $0.owner === owner }
    }

    func isTicking(_ owner: AnyObject) -> Bool {
        clients.contains { $0.owner === owner }
    }

    /// When the frame scheduled last was due; nil while no frames are scheduled.
    private var due: TimeInterval?

    private func scheduleFrame() {
        guard !clients.isEmpty else {
            due = nil
            return
        }
        if let timer, timer.isValid, timerClock === application.clock { return }
        timer?.invalidate()
        let clock = application.clock
        let now = clock.now
        // The next point of the grid, or a new grid when the last frame is more than one late.
        let next = due.map { $0 + Self.interval }.flatMap { $0 > now && timerClock === clock ? $0 : nil } ?? now + Self.interval
        timerClock = clock
        due = next
        timer = clock.schedule(after: next - now) { [weak self] in self?.frame(due: next) }
    }

    private func frame(due: TimeInterval) {
        timer = nil
        let now = min(due, application.clock.now)
        for client in clients {
            guard let owner = client.owner else { continue }
            if !client.tick(now) { clients.removeAll { $0.owner === owner } }
        }
        clients.removeAll { $0.owner == nil }
        scheduleFrame()
    }
}
