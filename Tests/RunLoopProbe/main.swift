import XResponder

// Runs an application on $DISPLAY on the real main thread and checks that the X11 loop also services
// DispatchQueue.main, @MainActor tasks and Timers, and the Timers and RunLoop.main.perform blocks that
// a touch handler schedules in the middle of a turn, where the loop may skip its pass through
// RunLoop.main (issue #9). Prints "ran: …" and exits 0 on success.
//   XRRunLoopProbe        the application's own loop, `run()`
//   XRRunLoopProbe host   a host's loop (R-E2): poll() on `pollDescriptors`, then `dispatchPendingWork()`
let hostDriven = CommandLine.arguments.dropFirst().first == "host"
let application = UIApplication.launch()
let backend: X11Backend
do {
    backend = try X11Backend.install(on: application)
} catch {
    print("no display: \(error)")
    exit(3)
}
var ran: [String] = []
var finished = false

/// Records `name` if it ran within a quarter of a second of `start`: the loop skips its pass through
/// RunLoop.main only while nothing is due there, and owes one within 10 ms; a loop that slept
/// through a timer or a perform block would be half a second late (its longest sleep).
@MainActor func ranInTime(_ name: String, since start: Date) {
    let late = Date().timeIntervalSince(start)
    ran.append(late < 0.25 ? name : "\(name) \(Int(late * 1000)) ms late")
}

/// Two presses from XTest, each handled in a turn right after one: the first queues a
/// RunLoop.main.perform block, the second a Foundation Timer.
final class ProbeView: UIView {
    var presses = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        presses += 1
        let start = Date()
        if presses == 1 {
            RunLoop.main.perform {
                MainActor.assumeIsolated {
                    ranInTime("perform", since: start)
                    pressAgain()
                }
            }
        } else if presses == 2 {
            _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
                MainActor.assumeIsolated {
                    ranInTime("input timer", since: start)
                    finished = true
                    application.stop()
                }
            }
        }
    }
}

let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
window.addSubview(ProbeView(frame: window.bounds))
window.makeKeyAndVisible()
let injector: X11InputInjector
do {
    injector = try X11InputInjector()
} catch {
    print("no XTest: \(error)")
    exit(3)
}

/// A click in the middle of the window, from another connection.
@MainActor func pressAgain() {
    let scale = backend.scale
    injector.click(at: CGPoint(x: 60 * scale, y: 60 * scale))
}
DispatchQueue.main.async { ran.append("dispatch") }
Task { @MainActor in ran.append("task") }
_ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
    MainActor.assumeIsolated {
        ran.append("timer")
        // The application's clock (gesture timers, animations) as well, scheduled from a Timer.
        _ = application.clock.schedule(after: 0.05) {
            ran.append("clock")
            // Work another thread queues while the loop sleeps with no deadline near must wake it.
            Thread.detachNewThread {
                usleep(100_000)
                DispatchQueue.main.async {
                    ran.append("woken")
                    pressAgain()
                }
            }
        }
    }
}
_ = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
    MainActor.assumeIsolated { print("watchdog fired; ran: \(ran)") }
    exit(2)
}
do {
    if hostDriven {
        // A host loop never sleeps past the deadline it was given, and never longer than a second
        // (the watchdog Timer is the test's, not the host's: it must be reported as a deadline too).
        while !finished {
            let timeout = try backend.dispatchPendingWork()
            var descriptors = backend.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let milliseconds = timeout.map { Int32(($0 * 1000).rounded(.up)) } ?? -1
            _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        }
    } else {
        try application.run()
    }
} catch {
    print("run failed: \(error)")
    exit(1)
}
print("ran: \(ran.sorted().joined(separator: ","))")
