import XResponder

// xdemo: the seeds' scenes live on an X display.
//
//   swift run xdemo            on $DISPLAY: click the views; close the window to quit
//   swift run xdemo --tour     plays a scripted tour with XTest, writes screenshots to demo-output/,
//                              prints the trace, and exits (what `make demo` does under Xvfb)

let arguments = CommandLine.arguments.dropFirst()
let touring = arguments.contains("--tour")

let application = UIApplication.launch()
let backend: X11Backend
do {
    backend = try X11Backend.install(on: application)
} catch {
    print("xdemo: \(error). Run it on a desktop, or headless with `make demo`.")
    exit(1)
}

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
window.title = "XResponder — seeds: hit-testing and the responder chain"
window.backgroundColor = UIColor(rgb: 0xF2F2F7)

let status = UILabel(frame: CGRect(x: 16, y: 444, width: 608, height: 24))
status.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
status.textColor = .darkGray
status.text = "Click a view. The hit-test walk and the chain are traced on standard output."

@MainActor func report(_ line: String) {
    status.text = line
    print("xdemo: \(line)")
}

// Seed 000's views A–E (A and B in the window; C and D in B; E in D).
let viewA = NamedView("viewA", frame: CGRect(x: 10, y: 10, width: 300, height: 200), color: UIColor(rgb: 0x1C1C1E))
let viewB = NamedView("viewB", frame: CGRect(x: 10, y: 230, width: 300, height: 200), color: UIColor(rgb: 0x1C1C1E))
let viewC = NamedView("viewC", frame: CGRect(x: 10, y: 30, width: 120, height: 160), color: .systemBlue)
let viewD = NamedView("viewD", frame: CGRect(x: 170, y: 30, width: 120, height: 160), color: .systemBlue)
let viewE = NamedView("viewE", frame: CGRect(x: 20, y: 40, width: 80, height: 100), color: .systemRed)
window.addSubview(viewA)
window.addSubview(viewB)
viewB.addSubview(viewC)
viewB.addSubview(viewD)
viewD.addSubview(viewE)

// Seed 003: drag the green square.
let square = DraggableSquare(frame: CGRect(x: 360, y: 40, width: 100, height: 100))
square.backgroundColor = .systemGreen
window.addSubview(square)
window.addSubview(status)
for view in [viewA, viewB, viewC, viewD, viewE] { view.report = report }
square.report = report

EventTrace.shared.isEnabled = true
EventTrace.shared.sink = { print("trace: \($0)") }
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
