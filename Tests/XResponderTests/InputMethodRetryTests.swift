import Foundation
import Testing
@testable import XResponder

/// When a given-up input method server is asked again (R-U6): the schedule behind
/// `X11InputMethodProbe`, with no display.
@Suite("Input method retries: a slow server is asked again, spaced out (R-U6)")
struct InputMethodRetryTests {
    @Test("R-U6 a server that misses the budget once is asked again at once; later misses wait longer, up to 8 s")
    func backoff() {
        var schedule = X11InputMethodRetrySchedule()
        #expect(schedule.secondsUntilDue(at: 0) == nil)   // nothing to try while connected
        schedule.missedBudget(at: 100)
        #expect(schedule.secondsUntilDue(at: 100) == 0)
        do { let due = schedule.takeDue(at: 100); #expect(due) }
        do { let due = schedule.takeDue(at: 100); #expect(!due) }   // taken: nothing is due until the next miss
        var waits: [TimeInterval] = []
        for miss in 2...9 {
            schedule.missedBudget(at: 200)
            waits.append(schedule.secondsUntilDue(at: 200) ?? -1)
            do { let due = schedule.takeDue(at: 200); #expect(!due, "miss \(miss) waits") }
            do { let due = schedule.takeDue(at: 200 + waits.last!); #expect(due) }
        }
        #expect(waits == [0.25, 0.5, 1, 2, 4, 8, 8, 8])
    }

    @Test("R-U6 a new registration in XIM_SERVERS is asked at once and starts the spacing afresh")
    func registrationStartsAfresh() {
        var schedule = X11InputMethodRetrySchedule()
        for _ in 0..<5 { schedule.missedBudget(at: 10) }
        #expect(schedule.secondsUntilDue(at: 10)! > 1)
        schedule.serversChanged(at: 11)
        do { let due = schedule.takeDue(at: 11); #expect(due) }
        schedule.missedBudget(at: 12)
        #expect(schedule.secondsUntilDue(at: 12) == 0)
    }

    @Test("R-U6 a server that served 30 s before it missed the budget is asked again at once; one that failed soon after connecting waits")
    func servedServerStartsAfresh() {
        var schedule = X11InputMethodRetrySchedule()
        schedule.missedBudget(at: 0)
        schedule.connected(at: 1)
        #expect(schedule.secondsUntilDue(at: 1) == nil)
        schedule.missedBudget(at: 2)   // right after connecting: the second miss in a row
        #expect(schedule.secondsUntilDue(at: 2) == 0.25)
        schedule.connected(at: 3)
        schedule.missedBudget(at: 40)   // after 37 s of service
        #expect(schedule.secondsUntilDue(at: 40) == 0)
    }

    @Test("R-U6 the server probed is the one the modifiers name; none named means any")
    func serverNames() {
        #expect(X11InputMethodProbe.serverName(inModifiers: "@im=uim") == "uim")
        #expect(X11InputMethodProbe.serverName(inModifiers: "@im=ibus@other=x") == "ibus")
        #expect(X11InputMethodProbe.serverName(inModifiers: "@im=none") == nil)
        #expect(X11InputMethodProbe.serverName(inModifiers: "@im=") == nil)
        #expect(X11InputMethodProbe.serverName(inModifiers: "") == nil)
    }
}
