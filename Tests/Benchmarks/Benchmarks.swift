import Foundation
import XResponder
#if canImport(Glibc)
import Glibc
#endif

// MARK: Press latency: XTest press → touchesBegan

@MainActor
final class LatencyView: UIView {
    var beganAt: UInt64 = 0
    var ended = false
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beganAt = nowNanoseconds() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended = true }
}

@MainActor
func benchmarkPressLatency() {
    let samples = quick ? 50 : 300
    let application = UIApplication.launch()
    guard let backend = try? X11Backend.install(on: application), let injector = try? X11InputInjector() else {
        print("  press latency: no X display, skipped")
        return
    }
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = LatencyView(frame: window.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    _ = try? backend.processEvents(timeout: 5) { backend.isMapped(window) }
    injector.movePointer(to: CGPoint(x: 50, y: 50))
    var latencies: [Double] = []
    for _ in 0..<samples {
        view.beganAt = 0
        view.ended = false
        let start = nowNanoseconds()
        injector.button(1, isDown: true, sync: false)
        _ = try? backend.processEvents(timeout: 2) { view.beganAt != 0 }
        if view.beganAt != 0 { latencies.append(Double(view.beganAt - start) / 1000) }
        injector.button(1, isDown: false, sync: false)
        _ = try? backend.processEvents(timeout: 2) { view.ended }
    }
    injector.close()
    backend.shutdown()
    let floor = runFloor("press_floor", ["\(samples)"])
    let p50 = percentile(latencies, 0.5), p99 = percentile(latencies, 0.99)
    let floorP50 = floor.count == 2 ? floor[0] : nil
    add("press latency p50 (XTest → touchesBegan)", "µs", p50, floor: floorP50, goal: "≤ 1.3× floor",
        met: floorP50.map { p50 <= 1.3 * $0 })
    add("press latency p99", "µs", p99, floor: floor.count == 2 ? floor[1] : nil, goal: "report", met: nil)
}

// MARK: Hit-testing

/// The same shape as hittest_floor.c: up to 4 children per level, 7 deep, 9,999 views.
@MainActor
func buildBalanced(_ parent: UIView, depth: Int, budget: inout Int) {
    guard depth > 0, budget > 0 else { return }
    for index in 0..<4 where budget > 0 {
        let w = parent.bounds.width / 2, h = parent.bounds.height / 2
        let child = UIView(frame: CGRect(x: CGFloat(index % 2) * w, y: CGFloat(index / 2) * h, width: w, height: h))
        parent.addSubview(child)
        budget -= 1
        buildBalanced(child, depth: depth - 1, budget: &budget)
    }
}

@MainActor
func measureHitTest(_ root: UIView, queries: Int) -> Double {
    var seed: UInt32 = 1
    var hits = 0
    let start = nowNanoseconds()
    for _ in 0..<queries {
        seed = seed &* 1_103_515_245 &+ 12345
        let point = CGPoint(x: CGFloat((seed >> 8) % 1920), y: CGFloat((seed >> 4) % 1080))
        if root.hitTest(point, with: nil) != nil { hits += 1 }
    }
    let elapsed = Double(nowNanoseconds() - start)
    precondition(hits == queries)
    return elapsed / Double(queries)
}

@MainActor
func benchmarkHitTesting() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let queries = quick ? 20_000 : 200_000
    let balanced = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    var budget = 9999
    while budget > 0 { buildBalanced(balanced, depth: 7, budget: &budget) }
    let balancedNs = measureHitTest(balanced, queries: queries)
    let balancedFloor = runFloor("hittest_floor", ["balanced", "\(queries)"]).first
    add("hit-test, 10,000-view balanced tree", "ns", balancedNs, floor: balancedFloor, goal: "≤ 1 µs", met: balancedNs <= 1000)

    let flat = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    for index in 0..<10_000 {
        flat.addSubview(UIView(frame: CGRect(x: CGFloat(index % 100) * 19.2, y: CGFloat(index / 100) * 10.8, width: 19.2, height: 10.8)))
    }
    let flatQueries = max(1000, queries / 20)
    let flatNs = measureHitTest(flat, queries: flatQueries)
    let flatFloor = runFloor("hittest_floor", ["flat", "\(flatQueries)"]).first
    add("hit-test, 10,000 flat siblings", "ns", flatNs, floor: flatFloor, goal: "≤ 30 µs", met: flatNs <= 30_000)

    // The same grid of an application's subclass (no overrides, but Swift cannot tell): every
    // sibling is asked, as UIKit asks it. No goal; it shows what the cull index saves.
    let appFlat = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    for index in 0..<10_000 {
        appFlat.addSubview(AppCell(frame: CGRect(x: CGFloat(index % 100) * 19.2, y: CGFloat(index / 100) * 10.8, width: 19.2, height: 10.8)))
    }
    let appFlatNs = measureHitTest(appFlat, queries: flatQueries)
    add("hit-test, 10,000 flat siblings of an app's UIView subclass", "ns", appFlatNs, floor: flatFloor, goal: "—", met: true)
}

/// A view subclass as an application writes one: it only draws.
final class AppCell: UIView {
    override func draw(_ rect: CGRect) {}
}

// MARK: Dispatch through a deep chain with recognizers

@MainActor
func benchmarkDispatch() {
    let (perTouch, floor) = measureDispatch(depth: 32, touches: quick ? 2000 : 20_000)
    add("dispatch per touch, chain 32 deep, 3 recognizers", "µs", perTouch, floor: floor, goal: "≤ 5 µs", met: perTouch <= 5)
}

// MARK: Motion storm

@MainActor
final class StormView: UIView {
    var moved = 0, samples = 0, began = 0, ended = 0
    /// Whether the handler asks for every coalesced touch (one `UITouch` per sample, as in UIKit).
    var readsSamples = true
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved += 1
        if readsSamples { samples += event?.coalescedTouches(for: touches.first!)?.count ?? 0 }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

/// 100,000 queued moves between a press and a release, dispatched in one go: nanoseconds per
/// record, and the view that got them.
@MainActor
func runMotionStorm(readsSamples: Bool, count: Int) -> (perEvent: Double, view: StormView) {
    let application = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = StormView(frame: window.bounds)
    view.readsSamples = readsSamples
    window.addSubview(view)
    window.makeKeyAndVisible()
    func record(_ phase: InputRecord.Phase, _ x: Int) -> InputRecord {
        InputRecord(.touch(.init(identifier: .pointer(), phase: phase, location: CGPoint(x: CGFloat(x % 400), y: 10),
                                 type: .indirectPointer, buttonMask: .primary)),
                    timestamp: 1, windowNumber: window.windowNumber)
    }
    let start = nowNanoseconds()
    application.enqueue(record(.began, 0))
    for index in 0..<count { application.enqueue(record(.moved, index)) }
    application.enqueue(record(.ended, 0))
    application.processPendingInput()
    let perEvent = Double(nowNanoseconds() - start) / Double(count + 2)
    window.isHidden = true
    return (perEvent, view)
}

@MainActor
func benchmarkMotionStorm() {
    let count = 100_000
    // The floor: building the same records into an array.
    func floorRecord(_ x: Int) -> InputRecord {
        InputRecord(.touch(.init(identifier: .pointer(), phase: .moved, location: CGPoint(x: CGFloat(x % 400), y: 10),
                                 type: .indirectPointer, buttonMask: .primary)), timestamp: 1, windowNumber: 1)
    }
    var floorRecords: [InputRecord] = []
    floorRecords.reserveCapacity(count)
    let floorStart = nowNanoseconds()
    for index in 0..<count { floorRecords.append(floorRecord(index)) }
    let floor = Double(nowNanoseconds() - floorStart) / Double(count)

    // A storm first to warm the heap: the first 10 MB of queue and samples cost page faults that
    // a running application has long paid.
    _ = runMotionStorm(readsSamples: true, count: count)
    // Intake: queued, coalesced into one touchesMoved, every sample kept on the touch.
    let intake = runMotionStorm(readsSamples: false, count: count)
    add("motion storm intake, 100,000 moves + press + release", "ns/ev", intake.perEvent, floor: floor, goal: "≤ 200 ns",
        met: intake.perEvent <= 200 && intake.view.moved == 1)
    // The same with a handler that reads every sample as a UITouch (a drawing app): nothing lost.
    let read = runMotionStorm(readsSamples: true, count: count)
    let lost = count - read.view.samples
    add("motion storm, handler reading every coalesced touch", "ns/ev", read.perEvent, floor: floor, goal: "nothing lost",
        met: lost == 0 && read.view.began == 1 && read.view.ended == 1)
    add("motion storm handler calls (touchesMoved)", "calls", Double(read.view.moved), floor: nil, goal: "coalesced", met: read.view.moved == 1)
    add("motion storm samples delivered", "samples", Double(read.view.samples), floor: Double(count), goal: "= 100,000", met: lost == 0)
}
