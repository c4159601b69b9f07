import Foundation

/// Writes `UserDefaults.standard` to disk the way iOS does without being asked (issue #46).
/// swift-corelibs-foundation keeps changes in memory until `synchronize()` and neither writes at
/// exit nor posts `didChangeNotification`, so a ported app's settings were lost between launches.
///
/// Changes come from work: a turn that ran input handlers or next-turn work asks for a flush
/// `delay` later, one pending flush at a time, so a burst of keys schedules one. Main-queue blocks
/// (a network reply) are not counted: after a write the main run loop reports work of its own, and
/// counting it made every flush schedule the next (ten wake-ups a second while idle). What they change is
/// written at the next input, in the background, or at termination.
/// A flush when nothing changed costs CoreFoundation a comparison (about half a microsecond); a
/// change, a write of the plist under `~/.config` (about a millisecond). The application also
/// flushes when it or a scene enters the background, and at termination. An idle application
/// schedules nothing (R-U10). Suites (`UserDefaults(suiteName:)`) are the app's to synchronize:
/// Foundation cannot list them.
@MainActor
final class UserDefaultsFlusher {
    static let delay: TimeInterval = 0.25
    /// The pending flush, if one is scheduled (tests look at it).
    private(set) var pending: ScheduledTimer?
    /// When a flush became owed to the platform loop (`flushIfDue`), or nil when none is.
    private(set) var owedSince: TimeInterval?

    /// Work ran in a turn: flush a moment later, unless a flush is pending already. Under the
    /// platform loop (`SystemClock.isFiredByPlatformLoop`) no timer is armed: the loop flushes
    /// before it sleeps longer than `delay`, or once the flush is `delay` old — an idle text
    /// field's caret blink, which runs a turn's work, armed a timer and woke the loop twice a blink
    /// (issue #50).
    func workRan(on clock: ApplicationClock) {
        if let system = clock as? SystemClock, system.isFiredByPlatformLoop {
            if owedSince == nil { owedSince = system.now }
            return
        }
        guard pending == nil else { return }
        pending = clock.schedule(after: Self.delay) { [weak self] in self?.flushNow() }
    }

    /// The platform loop is about to sleep for `sleep` seconds (nil: until input): writes an owed
    /// flush when that sleep would pass its moment, or the moment has come.
    func flushIfDue(now: TimeInterval, sleep: TimeInterval?) {
        guard let owedSince else { return }
        if sleep.map({ $0 >= Self.delay }) ?? true || now - owedSince >= Self.delay { flushNow() }
    }

    /// The platform loop that owed a flush stopped (`processEvents` returned): the flush is
    /// scheduled on the clock for the moment it was owed, as if no loop had run.
    func loopStopped(on clock: SystemClock) {
        guard let owedSince, pending == nil else { return }
        self.owedSince = nil
        pending = clock.schedule(after: max(0, Self.delay - (clock.now - owedSince))) { [weak self] in self?.flushNow() }
    }

    /// Writes now (background, termination, the pending flush).
    func flushNow() {
        pending?.invalidate()
        pending = nil
        owedSince = nil
        UserDefaults.standard.synchronize()
    }
}
