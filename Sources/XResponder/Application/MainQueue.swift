import Dispatch
import Foundation

/// Whether code runs on the main actor, asked without trapping, from any thread.
///
/// `Thread.isMainThread` alone is not the answer: a process that calls `dispatchMain()` (the test
/// runner does) has its main queue, and with it the main actor, served by a worker thread. The
/// main queue carries a marker, so a block running there finds it wherever it runs.
enum MainQueue {
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread and in any block the main queue runs.
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
    }
}
