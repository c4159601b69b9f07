import Foundation
import XResponder

// MARK: Start-up and resident memory (issue #50, R-P3)

/// A program whose start-up is measured: its executable, arguments and environment additions.
private struct StartupClient {
    let name: String
    let executable: URL
    var arguments: [String] = []
    var environment: [String: String] = [:]
}

/// One start: process spawn → the first drawing on the server, and resident memory a second later.
private struct StartupSample {
    let milliseconds: Double
    let megabytes: Double
}

/// The clients, in the order they run in each round: the C floor, the Swift floor, the C floor
/// linked with every library XResponder's client links (what loading them costs), XResponder's
/// one-window client, xdemo, and GTK 4.
@MainActor
private func startupClients() -> [StartupClient] {
    let floor = URL(fileURLWithPath: floorDirectory)
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [
        StartupClient(name: "raw Xlib", executable: floor.appendingPathComponent("xlib_client"), arguments: ["press"]),
        StartupClient(name: "Swift floor", executable: binaries.appendingPathComponent("xrstartfloor")),
        StartupClient(name: "libraries", executable: floor.appendingPathComponent("xlib_client_linked"), arguments: ["press"]),
        StartupClient(name: "XResponder", executable: binaries.appendingPathComponent("xrlatency"), arguments: ["press"]),
        StartupClient(name: "xdemo", executable: binaries.appendingPathComponent("xdemo")),
        StartupClient(name: "GTK 4", executable: floor.appendingPathComponent("gtk4_client"), arguments: ["press"],
                      environment: ["GSK_RENDERER": "cairo"]),
    ]
}

/// Resident memory of `pid` in MB (VmRSS), or nil when it cannot be read.
private func residentMegabytes(of pid: Int32) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kilobytes / 1024
}

/// Starts `client`, times the first drawing anything makes on the screen (the server's damage on
/// the root window, seen by `watcher`), waits a second, reads its resident memory and stops it.
/// Nil (and a line) when it draws nothing within 20 s.
@MainActor
private func startOnce(_ client: StartupClient, watcher: X11PixelWatcher) -> StartupSample? {
    let process = Process()
    process.executableURL = client.executable
    process.arguments = client.arguments
    var environment = ProcessInfo.processInfo.environment
    // As the latency clients run: no accessibility bus, no session bus (the same for every client).
    environment["NO_AT_BRIDGE"] = "1"
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment.merge(client.environment) { $1 }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    watcher.reset()
    let start = monotonicNanoseconds()
    do { try process.run() } catch {
        print("  start-up: \(client.name) did not start: \(error)")
        return nil
    }
    defer {
        process.terminate()
        process.waitUntilExit()
    }
    guard watcher.waitForChange(timeout: 20) else {
        print("  start-up: \(client.name) drew nothing")
        return nil
    }
    let drawn = monotonicNanoseconds()
    Thread.sleep(forTimeInterval: 1)
    guard let megabytes = residentMegabytes(of: process.processIdentifier) else { return nil }
    return StartupSample(milliseconds: Double(drawn - start) / 1_000_000, megabytes: megabytes)
}

/// Start-up and memory of the five clients, interleaved round by round in one Xvfb (R-P3). The
/// goals (issue #50): the one-window app starts within 4 ms of the Swift floor and stays within
/// 6 MB of it.
@MainActor
func benchmarkStartup() {
    guard let watcher = try? X11PixelWatcher() else {
        print("  start-up: no X display")
        return
    }
    watcher.watchScreen()
    let clients = startupClients()
    var samples: [String: [StartupSample]] = [:]
    for _ in 0..<(quick ? 2 : 7) {
        for client in clients {
            if let sample = startOnce(client, watcher: watcher) { samples[client.name, default: []].append(sample) }
            // The closed windows' areas are repainted by the server: let that damage pass.
            while watcher.waitForChange(timeout: 0.2) { watcher.reset() }
        }
    }
    func median(_ name: String, _ value: (StartupSample) -> Double) -> Double? {
        guard let values = samples[name]?.map(value), !values.isEmpty else { return nil }
        return percentile(values, 0.5)
    }
    for client in clients {
        let times = (samples[client.name] ?? []).map { String(format: "%.1f", $0.milliseconds) }.joined(separator: " ")
        print("  start-up of each round, \(client.name): \(times) ms")
    }
    let time = { (name: String) in median(name) { $0.milliseconds } }
    let memory = { (name: String) in median(name) { $0.megabytes } }
    guard let ours = time("XResponder"), let swiftFloor = time("Swift floor"), let oursMemory = memory("XResponder"),
          let floorMemory = memory("Swift floor") else {
        print("  start-up: a client did not start")
        return
    }
    add("start-up, one-window app, to its first frame (median)", "ms", ours, floor: swiftFloor, peer: time("GTK 4"),
        goal: "≤ Swift floor + 4 ms", met: ours <= swiftFloor + 4)
    if let libraries = time("libraries") {
        add("start-up, one-window app, against its libraries alone (median)", "ms", ours, floor: libraries,
            peer: time("GTK 4"), goal: "(what XResponder's own work costs)", met: nil)
    }
    if let raw = time("raw Xlib") {
        add("start-up, one-window app, against raw Xlib (median)", "ms", ours, floor: raw, peer: time("GTK 4"),
            goal: "(the C floor)", met: nil)
    }
    if let demo = time("xdemo") {
        add("start-up, xdemo, to its first frame (median)", "ms", demo, floor: swiftFloor, peer: time("GTK 4"),
            goal: "(reported)", met: nil)
    }
    add("resident memory 1 s after the first frame, one-window app", "MB", oursMemory, floor: floorMemory,
        peer: memory("GTK 4"), goal: "≤ Swift floor + 6 MB", met: oursMemory <= floorMemory + 6)
    if let libraries = memory("libraries") {
        add("resident memory, one-window app, against its libraries alone", "MB", oursMemory, floor: libraries,
            peer: memory("GTK 4"), goal: "(what XResponder's own work costs)", met: nil)
    }
    if let raw = memory("raw Xlib") {
        add("resident memory, one-window app, against raw Xlib", "MB", oursMemory, floor: raw, peer: memory("GTK 4"),
            goal: "(the C floor)", met: nil)
    }
    if let demo = memory("xdemo") {
        add("resident memory 1 s after the first frame, xdemo", "MB", demo, floor: floorMemory, peer: memory("GTK 4"),
            goal: "(reported)", met: nil)
    }
}
