import Foundation

/// A value behind a lock: what the stack's shared state (the coordinator's connection, the
/// once-only reports) is kept in, since contexts on private queues reach it from their threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
