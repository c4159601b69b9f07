import Foundation
import Testing
@testable import XResponder

/// A quiz screen's timer as tutorial apps write it: `Timer.scheduledTimer(timeInterval:target:
/// selector:userInfo:repeats:)` with the selector xrport writes.
private final class QuizScreen {
    var onUpdate: () -> Void = {}
    var ticks: [Timer] = []
    func updateUI() { onUpdate() }
    func tick(_ timer: Timer) { ticks.append(timer) }
}

@Suite("Target–selector timers, which Linux Foundation lacks (R-BR4)", .serialized)
@MainActor
struct TimerSelectorTests {
    // The timers are fired with `fire()`, which runs them at once as the run loop would: the
    // test runner's main thread does not run RunLoop.main for a test. A ported quiz app's timer
    // firing from XResponder's loop on Xvfb is in the porting guide's measurements.

    @Test("R-BR4 a one-shot timer calls its target's method once and keeps the target alive until then")
    func oneShot() throws {
        weak var watched: QuizScreen?
        var scheduled: Timer?
        var fired = 0
        do {
            let screen = QuizScreen()
            screen.onUpdate = { fired += 1 }
            watched = screen
            scheduled = Timer.scheduledTimer(timeInterval: 60, target: screen, selector: Selector("updateUI", QuizScreen.updateUI),
                                             userInfo: nil, repeats: false)
        }
        #expect(watched != nil, "the timer holds its target, as Foundation's does")
        let timer = try #require(scheduled)
        #expect(timer.isValid)
        timer.fire()
        #expect(watched == nil, "let go once the one-shot timer fired: it is invalid now")
        #expect(!timer.isValid && fired == 1)
    }

    @Test("R-BR4 a repeating timer passes itself to a method taking the timer, and stops when invalidated")
    func repeating() {
        let screen = QuizScreen()
        let timer = Timer(timeInterval: 60, target: screen, selector: Selector("tick:", QuizScreen.tick), userInfo: nil, repeats: true)
        RunLoop.main.add(timer, forMode: .default)
        timer.fire()
        timer.fire()
        #expect(screen.ticks.count == 2 && screen.ticks.allSatisfy { $0 === timer } && timer.isValid)
        timer.invalidate()
        timer.fire()
        #expect(screen.ticks.count == 2, "an invalidated timer does not call its target")
    }
}
