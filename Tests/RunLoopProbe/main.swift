import XResponder

// Runs an application on $DISPLAY on the real main thread and checks that the X11 run loop also
// services DispatchQueue.main, @MainActor tasks and Timers. Prints "ran: …" and exits 0 on success.
let application = UIApplication.launch()
do {
    try X11Backend.install(on: application)
} catch {
    print("no display: \(error)")
    exit(3)
}
let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
window.makeKeyAndVisible()
var ran: [String] = []
DispatchQueue.main.async { ran.append("dispatch") }
Task { @MainActor in ran.append("task") }
_ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
    MainActor.assumeIsolated {
        ran.append("timer")
        application.stop()
    }
}
_ = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
    MainActor.assumeIsolated { print("watchdog fired; ran: \(ran)") }
    exit(2)
}
do {
    try application.run()
} catch {
    print("run failed: \(error)")
    exit(1)
}
print("ran: \(ran.sorted().joined(separator: ","))")
