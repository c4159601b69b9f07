import Foundation

/// Where start-up goes (issue #50): with `XRESPONDER_STARTUP_TRACE` in the environment, each
/// phase from `UIApplicationMain` to the first frame on the server is written to standard error
/// with the milliseconds since the process began — "main", "display open", "launched", "first
/// frame", written when the first frame is up. What comes before "main" is the dynamic loader and
/// the Swift runtime. Set to `1`, the start is the kernel's record of it (to 10 ms); set to the
/// CLOCK_MONOTONIC nanoseconds at which the launcher spawned the process, it is exact. Off, a mark
/// costs one check of a flag.
enum StartupTrace {
    private static let setting = ProcessEnvironment.value("XRESPONDER_STARTUP_TRACE")
    nonisolated(unsafe) private static var isOn = setting != nil
    nonisolated(unsafe) private static var firstFrameMarked = false

    /// Marks taken before the first frame, written with it: formatting and writing the first line
    /// wakes Foundation's formatter and file handle (a few hundred microseconds), which would be
    /// billed to the phase after it.
    nonisolated(unsafe) private static var pending: [(milliseconds: Double, phase: String)] = []

    static func mark(_ phase: String) {
        guard isOn else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let milliseconds = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000 - processStartMilliseconds
        pending.append((milliseconds, phase))
        if firstFrameMarked { writePending() }
    }

    /// Marks the first frame presented, once, and writes the marks so far.
    static func markFirstFrame() {
        guard isOn, !firstFrameMarked else { return }
        firstFrameMarked = true
        mark("first frame")
    }

    private static func writePending() {
        let lines = pending.map { String(format: "XResponder start-up: %7.2f ms %@\n", $0.milliseconds, $0.phase) }.joined()
        pending.removeAll()
        FileHandle.standardError.write(Data(lines.utf8))
    }

    /// When the process started, on CLOCK_MONOTONIC's scale: /proc/self/stat's start time (clock
    /// ticks since boot) is on CLOCK_BOOTTIME's, which differs from CLOCK_MONOTONIC by the time
    /// spent suspended.
    private static let processStartMilliseconds: Double = {
        if let setting, let spawned = Double(setting), spawned > 1 { return spawned / 1_000_000 }
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, start time field 22.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        var boot = timespec(), monotonic = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        clock_gettime(CLOCK_MONOTONIC, &monotonic)
        let suspended = (Double(boot.tv_sec) - Double(monotonic.tv_sec)) * 1000 + (Double(boot.tv_nsec) - Double(monotonic.tv_nsec)) / 1_000_000
        return ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK))) - suspended
    }()
}
