import XResponder

// The desktop demo grows with the X11 and demo issues. Until the X11 backend lands it runs the seeds'
// views A–E scene headlessly and prints the hit-test trace, so `swift run xdemo` shows the pipeline.
let application = UIApplication.launch()
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
@MainActor func named(_ name: String, _ frame: CGRect) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = name
    return view
}
let viewA = named("viewA", CGRect(x: 10, y: 10, width: 300, height: 200))
let viewB = named("viewB", CGRect(x: 10, y: 240, width: 300, height: 200))
let viewC = named("viewC", CGRect(x: 10, y: 10, width: 120, height: 180))
let viewD = named("viewD", CGRect(x: 170, y: 10, width: 120, height: 180))
let viewE = named("viewE", CGRect(x: 30, y: 40, width: 60, height: 100))
window.addSubview(viewA)
window.addSubview(viewB)
viewB.addSubview(viewC)
viewB.addSubview(viewD)
viewD.addSubview(viewE)
window.makeKeyAndVisible()

EventTrace.shared.isEnabled = true
EventTrace.shared.sink = { print($0) }
let input = HeadlessInput(application: application)
input.tap(at: CGPoint(x: 10 + 170 + 30 + 5, y: 240 + 10 + 40 + 5), in: window)
