import XResponder

// Runs an application on $DISPLAY on the real main thread and checks that the X11 loop also services
// DispatchQueue.main, @MainActor tasks and Timers. Prints "ran: …" and exits 0 on success.
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
let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
window.makeKeyAndVisible()
var ran: [String] = []
var finished = false
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
                    finished = true
                    application.stop()
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
