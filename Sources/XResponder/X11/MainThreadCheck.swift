import Foundation

/// `Thread.isMainThread`, remembered for the thread that asked last. On Linux Foundation answers it
/// with two system calls (`getpid`, `gettid`), and the X11 loop asks at every turn. A thread id is
/// reused only after its thread has ended, and the main thread does not end while the process
/// runs, so a remembered answer stays right for whichever thread next has that id.
struct MainThreadCheck {
    private var last: (thread: pthread_t, isMain: Bool)?
    /// Where the answer comes from when the thread changes (tests name their own main thread).
    private let askSystem: @Sendable () -> Bool

    init(askSystem: @escaping @Sendable () -> Bool = { Thread.isMainThread }) {
        self.askSystem = askSystem
    }

    mutating func isMainThread() -> Bool {
        let current = pthread_self()
        if let last, pthread_equal(last.thread, current) != 0 { return last.isMain }
        let isMain = askSystem()
        last = (current, isMain)
        return isMain
    }
}
