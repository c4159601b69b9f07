import Foundation

/// One environment variable, read with `getenv`. `ProcessInfo.processInfo.environment` copies the
/// whole environment into a new dictionary on every call (the environment may change), and the
/// launch path asked it for a single name about ten times: ~0.3 ms of start-up (issue #50).
package enum ProcessEnvironment {
    /// The value of `name`, or nil when it is not set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
