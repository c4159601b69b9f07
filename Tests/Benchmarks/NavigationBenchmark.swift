import Foundation
import XResponder

// MARK: Navigation (issue #31)

/// Where a push spends its time, in process: the push call (the controller's view loaded, the bar's
/// items made), the layout pass, and the first frame of the slide drawn, for the screens the
/// production "push a screen" benchmark uses. The production row (press → pixels against GTK 4's
/// stack slide) is in ProductionLatency.swift; this one says which part to make faster.
@MainActor
func benchmarkNavigation() {
    let clock = ManualClock()
    _ = UIApplication.launch(clock: clock)
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let list = UIViewController()
    list.title = "Notes"
    list.view.backgroundColor = .systemGroupedBackground
    for row in 0..<5 {
        let label = UILabel(frame: CGRect(x: 16, y: 60 + CGFloat(row) * 44, width: 300, height: 40))
        label.text = "Note \(row + 1)"
        list.view.addSubview(label)
    }
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    window.layoutIfNeeded()
    compositor.renderIfNeeded()
    var pushes: [Double] = [], layouts: [Double] = [], frames: [Double] = [], totals: [Double] = []
    for _ in 0..<(quick ? 20 : 200) {
        let detail = UIViewController()
        detail.title = "Detail"
        let start = nowNanoseconds()
        detail.view.backgroundColor = .black
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let body = UILabel(frame: CGRect(x: 16, y: 60, width: 360, height: 60))
        body.text = "The detail of a note, pushed on the navigation stack."
        body.numberOfLines = 0
        detail.view.addSubview(body)
        navigation.pushViewController(detail, animated: true)
        let pushed = nowNanoseconds()
        window.layoutIfNeeded()
        let laidOut = nowNanoseconds()
        compositor.renderIfNeeded()
        let drawn = nowNanoseconds()
        pushes.append(Double(pushed - start) / 1000)
        layouts.append(Double(laidOut - pushed) / 1000)
        frames.append(Double(drawn - laidOut) / 1000)
        totals.append(Double(drawn - start) / 1000)
        clock.advance(by: 0.5)
        UIApplication.shared.runUntilIdle()
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        compositor.renderIfNeeded()
    }
    add("push a screen in process: push call (view loaded, bar items made)", "µs", percentile(pushes, 0.5), floor: nil, peer: nil,
        goal: "report", met: nil)
    add("push a screen in process: layout pass", "µs", percentile(layouts, 0.5), floor: nil, peer: nil, goal: "report", met: nil)
    add("push a screen in process: first frame of the slide drawn", "µs", percentile(frames, 0.5), floor: nil, peer: nil,
        goal: "report", met: nil)
    add("push a screen in process: total", "µs", percentile(totals, 0.5), floor: nil, peer: nil, goal: "report", met: nil)
    window.isHidden = true
}
