import Foundation
import XResponder

// MARK: Core Animation (issue #48, R-BR2)

/// Where box `index` of the keyframe benchmark is at `t` (0…1 of its lap): around a 60-point
/// square, as its keyframes say and as the GTK peer moves its boxes.
func squarePathPoint(index: Int, t: Double) -> CGPoint {
    let x = Double(index % 10) * 180 + 60, y = Double(index / 10) * 100 + 40
    let side = t * 4, along = (side - side.rounded(.down)) * 60
    switch Int(side) % 4 {
    case 0: return CGPoint(x: x + along, y: y)
    case 1: return CGPoint(x: x + 60, y: y + along)
    case 2: return CGPoint(x: x + 60 - along, y: y + 60)
    default: return CGPoint(x: x, y: y + 60 - along)
    }
}

/// One frame of 100 standalone layers (40×40, rounded) each running a `CAKeyframeAnimation` of
/// `position` around a square, at 1920×1080: the engine's tick (its damage) and the compositor's
/// frame, on a manual clock. The floor moves the same layers by hand to the same places (actions
/// off) and draws the same frame; the peer is GTK 4 moving 100 boxes in a GtkFixed and drawing a
/// frame (floor/gtk4_cards.c, `moving`).
@MainActor
func benchmarkLayerKeyframes() {
    let application = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let clock = application.clock as! ManualClock
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    var layers: [CALayer] = []
    for index in 0..<100 {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = squarePathPoint(index: index, t: 0)
        layer.cornerRadius = 8
        layer.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1).cgColor
        window.layer.addSublayer(layer)
        layers.append(layer)
    }
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    for (index, layer) in layers.enumerated() {
        let lap = CAKeyframeAnimation(keyPath: "position")
        lap.values = [0, 0.25, 0.5, 0.75, 1].map { squarePathPoint(index: index, t: $0 == 1 ? 0 : $0) }
        lap.duration = 2
        lap.repeatCount = .infinity
        layer.add(lap, forKey: "lap")
    }
    let frames = quick ? 60 : 240
    var animated: [Double] = []
    for _ in 0..<frames {
        let start = nowNanoseconds()
        clock.advance(by: 1.0 / 60)
        compositor.renderIfNeeded()
        animated.append(Double(nowNanoseconds() - start) / 1e6)
    }
    for layer in layers { layer.removeAllAnimations() }
    compositor.renderIfNeeded()
    var byHand: [Double] = []
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    for frame in 0..<frames {
        let start = nowNanoseconds()
        let t = Double(frame % 120) / 120
        for (index, layer) in layers.enumerated() { layer.position = squarePathPoint(index: index, t: t) }
        compositor.renderIfNeeded()
        byHand.append(Double(nowNanoseconds() - start) / 1e6)
    }
    CATransaction.commit()
    window.isHidden = true
    let gtk = runFloor("gtk4_cards", ["moving", "\(frames)"])
    let median = percentile(animated, 0.5)
    add("keyframe animation frame, 100 layers, 1920×1080 (median)", "ms", median, floor: percentile(byHand, 0.5),
        peer: gtk.isEmpty ? nil : percentile(gtk, 0.5), goal: "≤ 2 ms", met: median <= 2)
}

/// A `CADisplayLink` on the real X11 loop for 10 s (2 s quick): how long after its frame's time
/// (`timestamp`, on the 60 Hz grid) each callback runs, and how many frames were missed (a gap of
/// more than one and a half frames between timestamps). The floor is a C loop keeping the same grid
/// with `clock_nanosleep`; the peer GTK 4's frame clock driving a tick callback.
@MainActor
func benchmarkDisplayLink() {
    @MainActor final class Recorder {
        var lateness: [Double] = []
        var gaps: [Double] = []
        var last: CFTimeInterval?
        var done = false
        var end: CFTimeInterval = 0
        func step(_ link: CADisplayLink) {
            let now = ProcessInfo.processInfo.systemUptime
            lateness.append((now - link.timestamp) * 1000)
            if let last { gaps.append((link.timestamp - last) / link.duration) }
            last = link.timestamp
            if now >= end { done = true }
        }
    }
    let seconds: Double = quick ? 2 : 10
    let application = UIApplication.launch()
    guard let backend = try? X11Backend.install(on: application) else {
        print("  display link: no X display, skipped")
        return
    }
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    _ = try? backend.processEvents(timeout: 5) { backend.isMapped(window) }
    let recorder = Recorder()
    recorder.end = ProcessInfo.processInfo.systemUptime + seconds
    let link = CADisplayLink(target: recorder, selector: Selector("step:", Recorder.step))
    link.add(to: .main, forMode: .common)
    _ = try? backend.processEvents(timeout: seconds + 2) { recorder.done }
    link.invalidate()
    window.isHidden = true
    backend.shutdown()

    func summary(_ lines: [Double]) -> (p99: Double, missed: Int)? {
        guard lines.count >= 4 else { return nil }
        let late = stride(from: 0, to: lines.count - 1, by: 2).map { lines[$0] }
        let gaps = stride(from: 1, to: lines.count, by: 2).map { lines[$0] }
        return (percentile(late, 0.99), gaps.filter { $0 > 1.5 }.count)
    }
    let floor = summary(runFloor("frame_clock_floor", ["\(seconds)"]))
    let peer = summary(runFloor("gtk4_tick", ["\(seconds)"]))
    let p99 = percentile(recorder.lateness, 0.99)
    let missed = recorder.gaps.filter { $0 > 1.5 }.count
    add("display link: callback after its frame time, p99 (\(Int(seconds)) s)", "ms", p99, floor: floor?.p99, peer: peer?.p99,
        goal: "≤ 1 ms", met: p99 <= 1)
    add("display link: frames missed in \(Int(seconds)) s (\(recorder.lateness.count) callbacks)", "frames", Double(missed),
        floor: floor.map { Double($0.missed) }, peer: peer.map { Double($0.missed) }, goal: "0", met: missed == 0)
}
