import Foundation
import XResponder
import XResponderTesting

// MARK: Accessibility (issue #33, R-A11Y1)

/// What accessibility costs. A press on the production path (`UIApplicationMain` in its own
/// process, XTest, XDAMAGE) with the bridge off, and on with a registry running but no assistive
/// technology listening — the goal is that it costs nothing then — and with GTK 4's own bridge on
/// as the peer. And the tree a client reads: 1,000 views walked with every object's role, name,
/// value and states, as a client walking the whole window makes the app compute them.
@MainActor
func benchmarkAccessibility() {
    let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let floor = URL(fileURLWithPath: floorDirectory)
    let ours = LatencyClient(name: "XResponder", executable: binaries.appendingPathComponent("xrlatency"))
    let gtk = LatencyClient(name: "GTK 4", executable: floor.appendingPathComponent("gtk4_client"))
    if let injector = try? X11InputInjector(), let watcher = try? X11PixelWatcher(), let bus = try? PrivateSessionBus() {
        defer {
            bus.stop()
            injector.close()
        }
        var off = LatencySamples(), on = LatencySamples(), peer = LatencySamples()
        for _ in 0..<(quick ? 1 : 4) {
            for (client, accessibility) in [(ours, false), (ours, true), (gtk, true)] {
                guard let samples = measure(client, ["press"], typing: false, samples: quick ? 40 : 75,
                                            injector: injector, watcher: watcher, accessibility: accessibility) else { continue }
                if client.name == "GTK 4" { peer.handler += samples.handler; peer.pixels += samples.pixels }
                else if accessibility { on.handler += samples.handler; on.pixels += samples.pixels }
                else { off.handler += samples.handler; off.pixels += samples.pixels }
            }
        }
        for (what, withBridge, without, gtkValues) in [("→ handler", on.handler, off.handler, peer.handler),
                                                       ("→ pixels", on.pixels, off.pixels, peer.pixels)] {
            guard !withBridge.isEmpty, !without.isEmpty else { continue }
            let value = percentile(withBridge, 0.5), floorValue = percentile(without, 0.5)
            add("press \(what) p50, accessibility bus and registry running, nobody listening", "µs", value,
                floor: floorValue, peer: gtkValues.isEmpty ? nil : percentile(gtkValues, 0.5),
                goal: "≤ 1.1× the bridge off (the floor)", met: value <= floorValue * 1.1)
        }
    } else {
        print("  accessibility latency: no X display or no dbus-daemon")
    }

    // The tree of 1,000 views, in process.
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
    for group in 0..<20 {
        let box = UIView(frame: CGRect(x: CGFloat(group % 5) * 240, y: CGFloat(group / 5) * 200, width: 230, height: 190))
        box.accessibilityIdentifier = "group \(group)"
        for index in 0..<49 {
            let view: UIView
            if index.isMultiple(of: 2) {
                let button = UIButton(type: .system)
                button.setTitle("Button \(group).\(index)", for: .normal)
                view = button
            } else {
                let label = UILabel()
                label.text = "Label \(group).\(index)"
                view = label
            }
            view.frame = CGRect(x: 4, y: CGFloat(index) * 3.8, width: 200, height: 3.5)
            box.addSubview(view)
        }
        window.addSubview(box)
    }
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    var times: [Double] = []
    var count = 0
    for _ in 0..<(quick ? 5 : 30) {
        let start = nowNanoseconds()
        count = walkAccessibilityTree(of: window)
        times.append(Double(nowNanoseconds() - start) / 1e6)
    }
    add("accessibility tree of \(count) objects: every role, name, value and state (median)", "ms", percentile(times, 0.5),
        floor: nil, peer: nil, goal: "≤ 50 ms", met: percentile(times, 0.5) <= 50)
    window.isHidden = true
}

/// Walks every object under `window` computing what a client walking the whole window makes the
/// bridge compute — role, name, value and states — and answers how many there were (the
/// accessibility benchmark's measure, R-A11Y1).
@MainActor
private func walkAccessibilityTree(of window: UIWindow) -> Int {
    var count = 0
    for node in AccessibilityTree.descendants(of: AccessibilityNode(window)) {
        _ = ATSPIRoleMapping.role(node.role)
        _ = ATSPIBridge.name(of: node)
        _ = node.value
        _ = ATSPIRoleMapping.states(of: node)
        count += 1
    }
    return count
}
