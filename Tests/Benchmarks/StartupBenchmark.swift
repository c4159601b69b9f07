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
    // As the latency clients run: no accessibility bus, no session bus (the same for every client).
    let process = benchmarkClientProcess(client.executable, client.arguments, environment: client.environment)
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
    // One table, two measures: the first row of each carries the goal, the others compare with
    // the other floors and show xdemo.
    let measures: [(what: String, unit: String, value: (StartupSample) -> Double, allowance: Double, first: String)] = [
        ("start-up", "ms", { $0.milliseconds }, 4, "to its first frame (median)"),
        ("resident memory", "MB", { $0.megabytes }, 6, "1 s after the first frame"),
    ]
    for measure in measures {
        guard let ours = median("XResponder", measure.value), let swiftFloor = median("Swift floor", measure.value) else {
            print("  \(measure.what): a client did not start")
            continue
        }
        let peer = median("GTK 4", measure.value)
        let allowance = Int(measure.allowance)
        add("\(measure.what), one-window app, \(measure.first)", measure.unit, ours, floor: swiftFloor, peer: peer,
            goal: "≤ Swift floor + \(allowance) \(measure.unit)", met: ours <= swiftFloor + measure.allowance)
        for (floorName, label, goal) in [("libraries", "against its libraries alone", "(what XResponder's own work costs)"),
                                         ("raw Xlib", "against raw Xlib", "(the C floor)")] {
            guard let floor = median(floorName, measure.value) else { continue }
            add("\(measure.what), one-window app, \(label)", measure.unit, ours, floor: floor, peer: peer, goal: goal, met: nil)
        }
        if let demo = median("xdemo", measure.value) {
            add("\(measure.what), xdemo, \(measure.first)", measure.unit, demo, floor: swiftFloor, peer: peer,
                goal: "(reported)", met: nil)
        }
    }
}
