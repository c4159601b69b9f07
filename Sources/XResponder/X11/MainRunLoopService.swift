import CX11
import Foundation

/// When the X11 loop runs a non-blocking pass of the main `CFRunLoop` (what `RunLoop.main` wraps),
/// and what it learned there.
///
/// A pass runs Foundation `Timer`s that are due, `DispatchQueue.main` blocks and `@MainActor` tasks,
/// `RunLoop.main.perform` blocks and signalled run-loop sources. It costs two `epoll_ctl`s, a `ppoll`
/// and eight `getpid`/`gettid` calls even when nothing is waiting, and `RunLoop.limitDate(forMode:)`
/// adds a comparison of the mode's name as Swift strings: issue #9 measured (perf) 2.6 passes per
/// press and release, about 20 µs each, 14% of the client's CPU. So the loop asks
/// first, without a pass, whether one is needed:
/// - the main queue's wake-up handle is readable (the caller polls it): dispatch blocks and tasks;
/// - the run loop's next timer is due, as `CFRunLoopGetNextTimerFireDate` reports it. This sees a
///   timer scheduled during the turn that just ended, which no descriptor would show;
/// - `sweepInterval` has passed since the last pass. `RunLoop.main.perform` blocks and sources that
///   were signalled without waking the loop cannot be seen from outside; they wait at most this long.
///   While a sweep is owed the loop does not sleep past it (`secondsUntilOwedPass`); about to sleep
///   longer than that, it sweeps before it sleeps rather than waking for it.
struct MainRunLoopService {
    /// The longest a pass may be put off when nothing visible is due, in seconds: shorter than a
    /// frame at 60 Hz, long enough that input arriving every few milliseconds skips most passes.
    static let sweepInterval: Double = 0.010

    /// What one call did, and when the run loop's next timer fires.
    struct Outcome {
        /// Main-queue work or a timer ran: what it changed needs a turn.
        var ranWork: Bool
        var nextTimer: Date?
    }

    /// CFAbsoluteTime of the last pass.
    private var lastPass = -Double.infinity
    /// A pass was skipped since the last one: a `perform` block may be waiting for it.
    private(set) var owesPass = false

    /// Runs a pass if anything is due or a sweep is owed, and reports the next timer either way.
    /// `mainQueueReady`: the main dispatch queue's wake-up handle is readable.
    /// `sweep`: run the pass even when nothing is known to be due (the owed sweep, made now).
    mutating func service(mainQueueReady: Bool, sweep: Bool = false) -> Outcome {
        let runLoop = CFRunLoopGetMain()
        let now = CFAbsoluteTimeGetCurrent()
        var nextFire = Self.nextFireTime(of: runLoop)
        let timerDue = nextFire.map { $0 <= now } ?? false
        if mainQueueReady || timerDue || sweep || now - lastPass >= Self.sweepInterval {
            // Zero seconds: one pass in which nothing blocks. The mode constant itself, so the mode is
            // found by identity.
            _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1)
            lastPass = now
            owesPass = false
            // The pass fired timers and may have scheduled others: ask again (each question finds
            // the mode in a hashed set, about 800 instructions).
            nextFire = Self.nextFireTime(of: runLoop)
        } else {
            owesPass = true
        }
        return Outcome(ranWork: mainQueueReady || timerDue, nextTimer: nextFire.map { Date(timeIntervalSinceReferenceDate: $0) })
    }

    /// Seconds until the owed sweep is due, or `nil` when none is owed.
    func secondsUntilOwedPass() -> TimeInterval? {
        guard owesPass else { return nil }
        return max(0, lastPass + Self.sweepInterval - CFAbsoluteTimeGetCurrent())
    }

    /// The run loop's next timer in the default mode (timers of the common modes included), as a
    /// CFAbsoluteTime; `nil` when it has none (CoreFoundation reports 0).
    private static func nextFireTime(of runLoop: UnsafeRawPointer?) -> Double? {
        let time = CFRunLoopGetNextTimerFireDate(runLoop, kCFRunLoopDefaultMode)
        return time == 0 ? nil : time
    }
}
