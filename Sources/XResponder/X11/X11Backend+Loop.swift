import CX11
import Foundation

/// The X11 loop, and the two calls a host program's own loop uses instead (R-E2).
///
/// The loop sleeps in `poll` on the X connection and, on the main thread, on the main dispatch
/// queue's wake-up handle. A press wakes the main thread directly: no libdispatch manager thread
/// sits between the socket and the handler (issue #9 measured two such hand-offs costing about a
/// third of a press's latency). `RunLoop.main` is serviced without blocking after a turn whenever
/// anything is due there (`MainRunLoopService`), so `DispatchQueue.main`, `Task { @MainActor in … }`,
/// Foundation `Timer`s and `RunLoop.main.perform` keep working.
extension X11Backend {
    /// The descriptors to watch for readability: the X connection, on the main thread the main
    /// dispatch queue's wake-up handle, the accessibility bus when the bridge is on, and the
    /// session bus once something joined it (R-DA3). A host loop (GLib, epoll, libuv) watches these and calls
    /// `dispatchPendingWork()` when one becomes readable or its timeout passes.
    public var pollDescriptors: [Int32] {
        guard !display.isLost else { return [] }
        var descriptors = [display.connectionNumber]
        if mainThreadCheck.isMainThread() { descriptors.append(_dispatch_get_main_queue_handle_4CF()) }
        if let bridge = accessibilityBridge, bridge.fileDescriptor >= 0 { descriptors.append(bridge.fileDescriptor) }
        if let sessionBus = SessionBus.current, sessionBus.fileDescriptor >= 0 { descriptors.append(sessionBus.fileDescriptor) }
        return descriptors
    }

    /// Handles everything that is pending, without blocking: X input, the application's input and
    /// next-turn work, due timers, main-queue work, and a frame for each damaged window. Returns how
    /// many seconds may pass before it must be called again when no descriptor becomes readable:
    /// 0 when work is already waiting, `nil` when only input can bring new work.
    ///
    /// Throws `X11Error.connectionLost` once the X server has gone; live touches were cancelled.
    @discardableResult
    public func dispatchPendingWork() throws -> TimeInterval? {
        try turn()
        var runLoopLimit = serviceMainRunLoop()
        // Main-queue work or a Foundation timer ran in that pass: draw what it changed, and service
        // whatever that in turn queued. Bounded, so that work re-queueing itself cannot hold the loop.
        for _ in 0..<8 where runLoopLimit.ranWork {
            try turn()
            runLoopLimit = serviceMainRunLoop()
        }
        // About to sleep past the sweep a skipped pass owes: sweep now instead of waking for it
        // 10 ms later (an idle text field's caret blink woke the loop twice a blink, issue #50).
        if mainRunLoop.owesPass, mainThreadCheck.isMainThread(),
           timeUntilNextWork(runLoopTimer: runLoopLimit.nextTimer, includingSweep: false).map({ $0 > MainRunLoopService.sweepInterval }) ?? true {
            runLoopLimit = mainRunLoop.service(mainQueueReady: isReadable(_dispatch_get_main_queue_handle_4CF()), sweep: true)
            if runLoopLimit.ranWork { try turn() }
        }
        let next = timeUntilNextWork(runLoopTimer: runLoopLimit.nextTimer)
        // UserDefaults changed by this work are written before a long sleep, not by a timer's wake.
        if let clock = application.clock as? SystemClock, clock.isFiredByPlatformLoop {
            application.defaultsFlusher.flushIfDue(now: clock.now, sleep: next)
        }
        return next
    }

    /// Turns until the application's `stop()`. The stop flag is the application's own, so a stop
    /// made before `run()` (even before this backend was installed) is seen and used up once (R-U5).
    public func run(_ application: UIApplication) throws {
        // Built once, and again only when the accessibility bridge joins or loses its bus
        // (`pollDescriptorsChanged`, seen in `wait`): the return from each sleep is on the way from
        // a press to its handler.
        var descriptors = pollEntries()
        // This loop fires the clock's timers itself and sleeps no longer than the next (on the main
        // thread: elsewhere the main queue may run while the loop does not).
        let clock = mainThreadCheck.isMainThread() ? application.clock as? SystemClock : nil
        clock?.isFiredByPlatformLoop = true
        defer { clock?.isFiredByPlatformLoop = false }
        while !application.stopRequested {
            let timeout = try dispatchPendingWork()
            if application.stopRequested { break }
            wait(on: &descriptors, timeout: timeout)
            wakeCount &+= 1
        }
    }

    /// Runs turns until `condition` holds or `timeout` seconds pass; returns whether it held. For tests
    /// and for embedders that drive the loop themselves. Throws when the connection is lost.
    @discardableResult
    public func processEvents(timeout: TimeInterval, until condition: () -> Bool) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var descriptors = pollEntries()
        // While it turns, this loop fires the clock's timers itself, as `run` does. The caller holds
        // the main actor meanwhile, so a timer armed on the main queue could not fire before it
        // returns: its block waited there, one per animation frame, until the caller let go (a test
        // scrolling for two minutes kept megabytes of them). What is still pending when this returns
        // goes to the main queue then.
        let clock = application.clock as? SystemClock
        let firedAlready = clock?.isFiredByPlatformLoop ?? true
        clock?.isFiredByPlatformLoop = true
        defer {
            if let clock, !firedAlready {
                clock.isFiredByPlatformLoop = false
                application.defaultsFlusher.loopStopped(on: clock)
                clock.armPendingOnMainQueue()
            }
        }
        while true {
            let next = try dispatchPendingWork()
            if condition() { return true }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            wait(on: &descriptors, timeout: min(next ?? 0.05, 0.05, left))
        }
    }

    /// The frames the open windows have drawn so far (diagnostics: an idle application draws
    /// none, R-U10; `wakeCount` counts its wake-ups).
    public var framesDrawn: Int {
        var total = 0
        for window in windows.values { total += window.compositor.frameCount }
        return total
    }

    /// Whether events wait on the connection or in Xlib's queue. X11 quirk: `QueuedAfterReading`
    /// reads what the socket holds without blocking (a flush-free poll), so a key that arrived
    /// during idle-time work is seen before the next slice.
    public var hasUnreadInput: Bool {
        !display.isLost && XEventsQueued(display.display, QueuedAfterReading) > 0
    }

    /// A non-blocking pass of `RunLoop.main` when anything is due for it (`MainRunLoopService`): due
    /// Foundation timers, main-queue blocks and `@MainActor` tasks run. Off the main thread (a test
    /// runner's main actor runs on a dispatch worker) there is nothing to do: the main queue runs
    /// after the caller returns.
    private func serviceMainRunLoop() -> MainRunLoopService.Outcome {
        guard mainThreadCheck.isMainThread() else { return MainRunLoopService.Outcome(ranWork: false, nextTimer: nil) }
        return mainRunLoop.service(mainQueueReady: isReadable(_dispatch_get_main_queue_handle_4CF()))
    }

    private func timeUntilNextWork(runLoopTimer: Date?, includingSweep: Bool = true) -> TimeInterval? {
        // X11 quirk: Xlib may already hold events it read while waiting for a reply; those never
        // make the descriptor readable again, so its queue is looked at before sleeping.
        if needsTurn || application.hasPendingInput || XEventsQueued(display.display, QueuedAlready) > 0 { return 0 }
        // The same for the accessibility bus: libdbus may have read requests while it flushed a
        // reply (an idle loop sleeps until a descriptor is readable, and would not answer them).
        if accessibilityBridge?.bus.hasQueuedMessages == true || SessionBus.current?.hasQueuedMessages == true { return 0 }
        var next = runLoopTimer.map { max(0, $0.timeIntervalSinceNow) }
        if includingSweep, let sweep = mainRunLoop.secondsUntilOwedPass() { next = min(next ?? sweep, sweep) }
        // A try at the input method server, spaced out after it missed the watchdog's budget (R-U6).
        if let probe = display.secondsUntilInputMethodProbe { next = min(next ?? probe, probe) }
        if let clock = application.clock as? SystemClock, let fire = clock.nextFireDate {
            let wait = max(0, fire - clock.now)
            next = min(next ?? wait, wait)
        }
        return next
    }

    /// `pollDescriptors` as `poll` takes them.
    private func pollEntries() -> [pollfd] {
        pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    }

    /// Sleeps until one of `descriptors` is readable or `timeout` seconds pass; with no timeout,
    /// until one is readable. An idle application sleeps so, with no wake-up at all (R-U10): every
    /// source of work is a descriptor (the X connection, the main queue's handle, which
    /// `DispatchQueue.main`, `@MainActor` tasks and other threads' work wake, the accessibility bus)
    /// or a deadline `timeUntilNextWork` knows (Foundation timers, the application's clock, the
    /// input method's retry). Not seen until the next wake-up: a Timer or `RunLoop.main.perform`
    /// added to the main run loop from another thread (use `DispatchQueue.main` there).
    private func wait(on descriptors: inout [pollfd], timeout: TimeInterval?) {
        if pollDescriptorsChanged || seenSessionBusGeneration != SessionBus.generation {
            pollDescriptorsChanged = false
            seenSessionBusGeneration = SessionBus.generation
            descriptors = pollEntries()
        }
        guard !descriptors.isEmpty, !display.isLost else { return }
        // The timeout is at most a day: poll takes milliseconds in an Int32.
        let milliseconds = timeout.map { Int32((min(max(0, $0), 86_400) * 1000).rounded(.up)) } ?? -1
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    }

    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }
}
