import XResponder

// xdemo: the seeds' ideas, live, one scene each.
//
//   swift run xdemo            on $DISPLAY: pick scenes on the left, "i" toggles the inspector,
//                              Tab goes to the next scene; close the window to quit
//   swift run xdemo --tour     plays a scripted tour with real X input (XTest), writes a screenshot of
//                              each scene to demo-output/, prints the trace, exits (what `make demo`
//                              runs under Xvfb when there is no display)

let touring = CommandLine.arguments.dropFirst().contains("--tour")

let application = UIApplication.launch(DemoApplication.self) as! DemoApplication
let backend: X11Backend
do {
    backend = try X11Backend.install(on: application)
} catch {
    print("xdemo: \(error). Run it on a desktop, or headless with `make demo`.")
    exit(1)
}

EventTrace.shared.isEnabled = true
EventTrace.shared.sink = { print("trace: \($0)") }

let window = DemoWindow(frame: CGRect(x: 0, y: 0, width: 960, height: 600))
let shell = ShellController()
window.rootViewController = shell
window.onKey = { shell.key($0) }
application.onTouchInspected = { if !shell.inspector.isHidden { shell.inspector.refresh() } }
window.makeKeyAndVisible()

if touring {
    exit(runTour())
}
do {
    try application.run()
} catch {
    print("xdemo: \(error)")
    exit(1)
}
