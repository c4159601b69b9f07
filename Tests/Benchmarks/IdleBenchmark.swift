import Foundation
import XResponder

// MARK: Wake-ups of an idle application (issue #50, R-U10)

/// The times the threads of `pid` went to sleep (and so were woken) so far: the voluntary
/// context switches of every thread. An idle process that never wakes adds none. (Involuntary
/// switches are not wake-ups: the X server, woken by a request, takes the processor back.)
private func contextSwitches(of pid: Int32) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    var total = 0
    for task in tasks {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else { continue }
        for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
            total += Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        }
    }
    return total
}

/// Starts `executable` with `arguments`, waits for its first frame and a second more, then
/// counts its wake-ups over `seconds`; per second, or nil when it drew nothing.
@MainActor
private func wakeUpsPerSecond(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:],
                              over seconds: TimeInterval, watcher: X11PixelWatcher) -> Double? {
    let process = benchmarkClientProcess(executable, arguments, environment: extra)
    watcher.reset()
    do { try process.run() } catch { return nil }
    defer {
        process.terminate()
        process.waitUntilExit()
        while watcher.waitForChange(timeout: 0.2) { watcher.reset() }
    }
    guard watcher.waitForChange(timeout: 20) else { return nil }
    Thread.sleep(forTimeInterval: 1)
    let before = contextSwitches(of: process.processIdentifier)
    Thread.sleep(forTimeInterval: seconds)
    let after = contextSwitches(of: process.processIdentifier)
    return Double(after - before) / seconds
}

/// Wake-ups per second of an idle one-window app (R-U10), caret-less and with a text view's
/// blinking caret, against the raw Xlib client and GTK 4 doing the same. Goals (issue #50): none
/// without a caret; one per blink (the caret turns every 0.5 s) with one.
@MainActor
func benchmarkIdleWakeups() {
    guard let watcher = try? X11PixelWatcher() else {
        print("  idle wake-ups: no X display")
        return
    }
    watcher.watchScreen()
    let floor = URL(fileURLWithPath: floorDirectory)
    let ours = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xrlatency")
    let seconds: TimeInterval = quick ? 3 : 10
    let gtk = ["GSK_RENDERER": "cairo"]
    let raw = wakeUpsPerSecond(floor.appendingPathComponent("xlib_client"), ["press"], over: seconds, watcher: watcher)
    let plain = wakeUpsPerSecond(ours, ["press"], over: seconds, watcher: watcher)
    let gtkPlain = wakeUpsPerSecond(floor.appendingPathComponent("gtk4_client"), ["press"], environment: gtk, over: seconds, watcher: watcher)
    let caret = wakeUpsPerSecond(ours, ["type", "200"], over: seconds, watcher: watcher)
    let gtkCaret = wakeUpsPerSecond(floor.appendingPathComponent("gtk4_client"), ["type", "200"], environment: gtk, over: seconds, watcher: watcher)
    if let plain {
        add("idle wake-ups a second, window without a caret (\(Int(seconds)) s)", "/s", plain, floor: raw, peer: gtkPlain,
            goal: "0", met: plain == 0)
    }
    if let caret {
        let perBlink = 1 / 0.5
        add("idle wake-ups a second, blinking caret (\(Int(seconds)) s)", "/s", caret, floor: perBlink, peer: gtkCaret,
            goal: "one per blink (\(Int(perBlink))/s)", met: caret <= perBlink * 1.1)
    }
}
