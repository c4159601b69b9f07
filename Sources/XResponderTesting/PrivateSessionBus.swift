import Foundation
import XResponder

/// A private D-Bus session bus for headless accessibility tests and benchmarks (R-A11Y1): a
/// `dbus-daemon` of its own, named in `DBUS_SESSION_BUS_ADDRESS` for this process and the ones it
/// starts, on which at-spi2-core's launcher starts the accessibility bus and its registry when
/// first asked. `stop` ends all of them.
///
/// ```swift
/// let bus = try PrivateSessionBus()
/// defer { bus.stop() }
/// // install the X11 backend now: the application joins the accessibility bus.
/// ```
@preconcurrency @MainActor
public final class PrivateSessionBus {
    let daemon = Process()
    public let address: String

    public init() throws {
        let output = Pipe()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        // The session bus this process joined before (another test's) is left: the next call joins this one.
        SessionBus.current?.leave()
    }

    /// Ends the bus and what it started (the accessibility bus launcher, its bus, the registry).
    /// SIGKILL: a child may inherit a mask that blocks SIGTERM.
    public func stop() {
        unsetenv("DBUS_SESSION_BUS_ADDRESS")
        SessionBus.current?.leave()
        for pid in Self.descendants(of: daemon.processIdentifier).reversed() { kill(pid, SIGKILL) }
        for pid in accessibilityBusDaemons { kill(pid, SIGKILL) }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
    }

    /// The process that owns the bus name `name`, nil while nobody does. Asked of the bus itself
    /// (`GetConnectionUnixProcessID`), which never starts anyone: a call to the name instead
    /// (`dunstctl count` before dunst owns org.freedesktop.Notifications) makes dbus-daemon start
    /// a second server from the system's activation file, with the default settings, which may win
    /// the name while the one the caller started exits.
    public func process(owning name: String) -> Int32? {
        let query = Process()
        let output = Pipe()
        query.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        query.arguments = ["--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                           "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:\(name)"]
        query.standardOutput = output
        query.standardError = FileHandle.nullDevice
        guard (try? query.run()) != nil else { return nil }
        let reply = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        query.waitUntilExit()
        // The reply's last line: "   uint32 1234".
        guard query.terminationStatus == 0, let last = reply.split(whereSeparator: \.isWhitespace).last else { return nil }
        return Int32(last)
    }

    /// The accessibility bus's `dbus-daemon`, once the launcher started it (tests stop it to play
    /// a hung bus). It leaves its launcher's family (a double fork): found by its socket, which the
    /// launcher names after the display (…/at-spi/bus_99 for :99, …/at-spi/bus with none).
    public var accessibilityBusDaemons: [Int32] {
        let display = ProcessEnvironment.value("DISPLAY")?.split(separator: ":").last?.split(separator: ".").first
        let socket = display.map { "/at-spi/bus_\($0)" } ?? "/at-spi/bus"
        return Self.processes(withArgumentEndingWith: socket)
    }

    /// The processes with an argument that ends with `suffix`.
    static func processes(withArgumentEndingWith suffix: String) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard let pid = Int32(entry), let line = readWholeFile(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.contains { $0.hasSuffix(suffix) } ? pid : nil
        }
    }

    /// The processes below `root`, parents before children, read from /proc.
    static func descendants(of root: Int32) -> [Int32] {
        var parents: [Int32: Int32] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let bytes = readWholeFile(atPath: "/proc/\(entry)/stat") else { continue }
            let stat = String(decoding: bytes, as: UTF8.self)
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        var result: [Int32] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            result += children
            frontier += children
        }
        return result
    }
}
