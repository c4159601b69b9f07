import Foundation
import Testing
@testable import XResponder

@Suite("Clock, run-loop turns and tracing", .tearsDownTestTrees)
@MainActor
struct ClockAndTraceTests {
    @Test("R-S3: the system clock's due timers fire from the platform loop, once, in order")
    func systemClockFiresDueTimers() async throws {
        let clock = SystemClock()
        var fired: [String] = []
        // Scheduled out of order; 50 ms apart so that a loaded machine pausing between the two
        // calls (2 ms did, in CI under load) cannot swap their dates.
        clock.schedule(after: 0.05) { fired.append("b") }
        clock.schedule(after: 0) { fired.append("a") }
        let later = clock.schedule(after: 60) { fired.append("later") }
        #expect(clock.nextFireDate != nil)
        try await Task.sleep(nanoseconds: 80_000_000)
        let next = clock.fireDueTimers()
        #expect(fired == ["a", "b"])
        #expect(next == later.fireDate)
        clock.fireDueTimers()
        #expect(fired == ["a", "b"])   // a fired timer does not fire again
        later.invalidate()
        #expect(clock.fireDueTimers() == nil)
    }

    @Test("the manual clock fires timers in order at their own time")
    func manualClock() {
        let clock = ManualClock(now: 10)
        var fired: [(String, TimeInterval)] = []
        clock.schedule(after: 0.5) { fired.append(("b", clock.now)) }
        clock.schedule(after: 0.2) { fired.append(("a", clock.now)) }
        let cancelled = clock.schedule(after: 0.3) { fired.append(("x", clock.now)) }
        cancelled.invalidate()
        clock.advance(by: 0.3)
        #expect(fired.map(\.0) == ["a"])
        clock.advance(by: 1)
        #expect(fired.map(\.0) == ["a", "b"])
        #expect(fired.map(\.1) == [10.2, 10.5])
        #expect(clock.now == 11.3)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("next-turn work runs after the current event, and work it queues waits a turn")
    func nextTurn() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        v.onBegan = { _, _ in
            h.app.performOnNextTurn {
                h.log.add("turn 1")
                h.app.performOnNextTurn { h.log.add("turn 2") }
            }
            h.log.add("handler done")
        }
        // Input queued together is handled in one turn; next-turn work runs after it.
        h.input.batch { h.input.tap(at: CGPoint(x: 5, y: 5), in: window) }
        #expect(h.log.entries.filter { !$0.contains("window") } ==
                ["v began 1", "handler done", "v ended 1", "turn 1", "turn 2"])
    }

    @Test("the system clock's timers fire on the main queue")
    func systemClock() async throws {
        let clock = SystemClock()
        let start = clock.now
        var fired = false
        clock.schedule(after: 0.01) { fired = true }
        for _ in 0..<500 where !fired { try await Task.sleep(nanoseconds: 2_000_000) }
        #expect(fired)
        #expect(clock.now > start)
    }

    @Test("R-U8: timers a platform loop fires itself leave nothing on the main queue; those pending when it stops go there")
    func loopFiredTimersLeaveNothingQueued() async throws {
        let clock = SystemClock()
        var fired: [String] = []
        // Armed on the main queue (no loop), then fired by a loop first: the main-queue timer is
        // cancelled, so a caller holding the main actor meanwhile finds no block waiting for it.
        let armed = clock.schedule(after: 0) { fired.append("armed") }
        #expect(armed.isArmedOnMainQueue)
        clock.fireDueTimers()
        #expect(fired == ["armed"] && !armed.isArmedOnMainQueue)
        // While a loop fires them, nothing is armed.
        clock.isFiredByPlatformLoop = true
        let looped = clock.schedule(after: 0.01) { fired.append("looped") }
        let dropped = clock.schedule(after: 0.01) { fired.append("dropped") }
        #expect(!looped.isArmedOnMainQueue && !dropped.isArmedOnMainQueue)
        // The loop stops with both pending: they go to the main queue, once; an invalidated one
        // is disarmed and never fires.
        clock.isFiredByPlatformLoop = false
        clock.armPendingOnMainQueue()
        clock.armPendingOnMainQueue()
        #expect(looped.isArmedOnMainQueue && dropped.isArmedOnMainQueue)
        dropped.invalidate()
        #expect(!dropped.isArmedOnMainQueue)
        for _ in 0..<2_500 where !fired.contains("looped") { try await Task.sleep(nanoseconds: 2_000_000) }
        #expect(fired == ["armed", "looped"])
        #expect(!looped.isArmedOnMainQueue && clock.nextFireDate == nil)
    }

    @Test("R-U8: a timer scheduled infinitely far away never fires; one in the past fires at once")
    func infiniteTimerStaysPending() async throws {
        let clock = SystemClock()
        var fired: [String] = []
        let forever = clock.schedule(after: .infinity) { fired.append("forever") }
        let past = clock.schedule(after: -5) { fired.append("past") }
        #expect(forever.isArmedOnMainQueue && past.isArmedOnMainQueue)
        clock.schedule(after: 0.01) { fired.append("soon") }
        for _ in 0..<2_500 where !fired.contains("soon") { try await Task.sleep(nanoseconds: 2_000_000) }
        // The main queue ran both finite timers in deadline order; the infinite one is still armed.
        #expect(fired == ["past", "soon"])
        #expect(forever.isValid && forever.isArmedOnMainQueue)
        forever.invalidate()
    }

    @Test("trace logs the hit-test walk and deliveries; off, it records nothing")
    func tracing() {
        let h = Harness()
        let window = h.makeWindow()
        let outer = h.view("outer", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        _ = h.view("inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: outer)
        let trace = EventTrace.shared
        trace.sink = nil
        trace.clear()
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        #expect(trace.lines.isEmpty)

        trace.isEnabled = true
        defer { trace.isEnabled = false }
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        let lines = trace.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("hitTest outer entry point=(5, 5)"))
        #expect(lines.contains("pointInside inner = YES"))
        #expect(lines.contains("hitTest inner exit view=inner"))
        #expect(lines.contains("touchesBegan → inner (1 touch)"))
        #expect(lines.contains("touchesBegan inner → outer"))
        #expect(trace.lines.contains { $0.hasPrefix("    hitTest inner") })   // indented by depth
    }

    @Test("trace capacity keeps only the most recent lines")
    func traceCapacity() {
        let trace = EventTrace()
        trace.isEnabled = true
        trace.sink = nil
        trace.capacity = 3
        for index in 0..<10 { trace.log("line \(index)") }
        #expect(trace.lines == ["line 7", "line 8", "line 9"])
    }
}
