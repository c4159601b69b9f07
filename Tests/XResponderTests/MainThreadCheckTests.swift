import Foundation
import Testing
@testable import XResponder

/// A check shared by threads, as the loop's is by whichever thread drives it. Its "main thread" is
/// the thread that made it (the test's), so that a wrong remembered answer shows on either side.
private final class SharedCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var check: MainThreadCheck
    private var agreed: Bool?

    init() {
        let creator = pthread_self()
        check = MainThreadCheck(askSystem: { pthread_equal(pthread_self(), creator) != 0 })
    }

    func ask() -> Bool { lock.withLock { check.isMainThread() } }
    /// What the last other thread found.
    func record(_ value: Bool) { lock.withLock { agreed = value } }
    var lastAgreed: Bool? { lock.withLock { agreed } }
}

@Suite("The loop's remembered main-thread check (R-U1)")
struct MainThreadCheckTests {
    @Test("R-U1 200 threads that come and go, each asking between the main thread's questions, get their own answer")
    func answersPerThread() {
        let shared = SharedCheck()
        for _ in 0..<200 {
            #expect(shared.ask())
            shared.record(false)
            let done = DispatchSemaphore(value: 0)
            // A new thread (often given the id of one that ended) must not get the main thread's answer.
            let thread = Thread {
                shared.record(shared.ask() == false)
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(shared.lastAgreed == true)
            #expect(shared.ask())
        }
    }
}
