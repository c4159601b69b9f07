import CCairo
import Foundation
import XResponder
import XResponderTesting

// How the costs grow (issue #9, goal 6): each figure at four sizes, and for each step the growth
// of the cost divided by the growth of the size — 1.0 is linear, well below it sublinear.
// `xrbench --only scaling`.

/// One family of measurements: the sizes and the cost at each.
struct ScalingSeries {
    let name: String
    let unit: String
    var points: [(size: Int, value: Double)] = []

    /// Cost growth per size growth between neighbouring sizes.
    var exponents: [Double] {
        zip(points, points.dropFirst()).map { a, b in
            guard a.value > 0, b.size > a.size else { return 0 }
            return log(b.value / a.value) / log(Double(b.size) / Double(a.size))
        }
    }

    /// "linear", "sublinear" or "superlinear" from the growth over the whole range.
    var verdict: String {
        guard let first = points.first, let last = points.last, first.value > 0, last.size > first.size else { return "-" }
        let exponent = log(last.value / first.value) / log(Double(last.size) / Double(first.size))
        if exponent < 0.3 { return "flat (≈ constant or logarithmic)" }
        if exponent < 0.8 { return "sublinear" }
        if exponent <= 1.2 { return "linear" }
        return "superlinear"
    }
}

@MainActor
func record(_ series: ScalingSeries) {
    for point in series.points {
        add("scaling: \(series.name), n = \(point.size)", series.unit, point.value, floor: nil, goal: "—", met: nil)
    }
    let steps = series.exponents.map { String(format: "%.2f", $0) }.joined(separator: ", ")
    print("    growth exponents \(steps): \(series.verdict)")
}

@MainActor
func benchmarkScaling() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let queries = quick ? 2_000 : 20_000

    // Hit-testing a flat grid of plain views (the cull index) and of an app's subclass (all asked).
    for (name, makeView) in [("hit-test, flat siblings (UIView)", { (frame: CGRect) -> UIView in UIView(frame: frame) }),
                             ("hit-test, flat siblings (app subclass)", { (frame: CGRect) -> UIView in AppCell(frame: frame) })] {
        var series = ScalingSeries(name: name, unit: "ns")
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
            let columns = 100, rows = count / columns
            for index in 0..<count {
                root.addSubview(makeView(CGRect(x: CGFloat(index % columns) * 19.2, y: CGFloat(index / columns) * 1080 / CGFloat(rows),
                                                width: 19.2, height: 1080 / CGFloat(rows))))
            }
            let asked = name.contains("app") ? max(20, queries / (count / 100)) : queries
            series.points.append((count, measureHitTest(root, queries: asked)))
        }
        record(series)
    }

    // Hit-testing a balanced tree (4 children per view).
    var balanced = ScalingSeries(name: "hit-test, balanced tree", unit: "ns")
    for count in [1_000, 10_000, 100_000, 1_000_000] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        // As deep as a full 4-ary tree of that many views needs: log4(n) levels, filled depth first.
        var depth = 1, capacity = 4
        while capacity < count - 1 {
            depth += 1
            capacity += 1 << (2 * depth)
        }
        var budget = count - 1
        buildBalanced(root, depth: depth, budget: &budget)
        balanced.points.append((count, measureHitTest(root, queries: queries)))
    }
    record(balanced)

    // Dispatch (began + ended) by the depth of the chain, three recognizers on the way.
    var dispatch = ScalingSeries(name: "dispatch per touch by chain depth", unit: "µs")
    for depth in [8, 16, 32, 64] { dispatch.points.append((depth, measureDispatch(depth: depth, touches: quick ? 1000 : 10_000).perTouch)) }
    record(dispatch)

    // A full redraw by the number of views (a grid filling 1920×1080) and by nesting depth.
    var byCount = ScalingSeries(name: "full redraw by view count", unit: "ms")
    for count in [250, 1_000, 4_000, 16_000] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        window.backgroundColor = .white
        let columns = Int(Double(count).squareRoot() * 16 / 9 + 0.5)
        let rows = (count + columns - 1) / columns
        let width = 1920 / CGFloat(columns), height = 1080 / CGFloat(rows)
        for index in 0..<count {
            let view = UIView(frame: CGRect(x: CGFloat(index % columns) * width, y: CGFloat(index / columns) * height,
                                            width: width * 0.8, height: height * 0.8))
            view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1)
            window.addSubview(view)
        }
        byCount.points.append((count, measureFullRedraw(window)))
    }
    record(byCount)

    var byDepth = ScalingSeries(name: "full redraw by nesting depth", unit: "ms")
    for depth in [16, 64, 256, 1_024] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        window.backgroundColor = .white
        var parent: UIView = window
        for level in 0..<depth {
            let view = UIView(frame: parent.bounds.insetBy(dx: 0.5, dy: 0.5))
            view.backgroundColor = level % 2 == 0 ? .lightGray : .white
            parent.addSubview(view)
            parent = view
        }
        byDepth.points.append((depth, measureFullRedraw(window)))
    }
    record(byDepth)

    // Heap per view, in one container.
    var memory = ScalingSeries(name: "heap per view", unit: "bytes")
    for count in [1_000, 10_000, 100_000, 1_000_000] {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let before = heapInUse()
        for index in 0..<count {
            container.addSubview(UIView(frame: CGRect(x: CGFloat(index % 100) * 8, y: CGFloat(index / 100 % 100) * 6, width: 8, height: 6)))
        }
        memory.points.append((count, Double(heapInUse() - before) / Double(count)))
        withExtendedLifetime(container) {}
    }
    record(memory)
    // Heap per view is a cost per item: flat across sizes means the total grows linearly.
    print("    (heap per view: flat means total memory grows linearly with the view count)")
}

/// Microseconds per touch (began + ended), the median of five rounds, through a chain `depth` views deep with a pan, a long
/// press and an undecided triple tap on the way (at depth 32: on views 4, 12 and 20); and the floor,
/// the leaf's default `touchesBegan` and `touchesEnded` forwarding up the same chain alone.
@MainActor
func measureDispatch(depth: Int, touches: Int) -> (perTouch: Double, floor: Double) {
    let application = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let input = HeadlessInput(application: application)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    var leaf: UIView = window
    for level in 0..<depth {
        let view = UIView(frame: leaf.bounds)
        leaf.addSubview(view)
        leaf = view
        if level == depth / 8 { view.addGestureRecognizer(UIPanGestureRecognizer()) }
        if level == depth * 3 / 8 { view.addGestureRecognizer(UILongPressGestureRecognizer()) }
        if level == depth * 5 / 8 {
            let tap = UITapGestureRecognizer()
            tap.cancelsTouchesInView = false
            tap.numberOfTapsRequired = 3   // stays undecided: every touch travels the whole chain
            tap.delaysTouchesEnded = false
            view.addGestureRecognizer(tap)
        }
    }
    for _ in 0..<200 {   // warm-up
        input.endTouch(input.beginTouch(at: CGPoint(x: 10, y: 10), in: window))
        input.advance(by: 1)
    }
    // Five rounds, each followed by its floor, and the median of each: on a shared machine one
    // long round swings by a third from run to run, the median of five far less.
    let rounds = 5
    let perRound = max(1, touches / rounds)
    let set: Set<UITouch> = []
    var perTouch: [Double] = []
    var floor: [Double] = []
    for _ in 0..<rounds {
        let start = nowNanoseconds()
        for index in 0..<perRound {
            let touch = input.beginTouch(at: CGPoint(x: 10 + CGFloat(index % 7), y: 10), in: window)
            input.endTouch(touch)
            input.advance(by: 1)
        }
        perTouch.append(Double(nowNanoseconds() - start) / Double(perRound) / 1000)
        let floorStart = nowNanoseconds()
        for _ in 0..<perRound {
            leaf.touchesBegan(set, with: nil)
            leaf.touchesEnded(set, with: nil)
        }
        floor.append(Double(nowNanoseconds() - floorStart) / Double(perRound) / 1000)
    }
    window.isHidden = true
    return (perTouch.sorted()[rounds / 2], floor.sorted()[rounds / 2])
}

/// Median milliseconds of a full redraw of `window` into its compositor's surface.
@MainActor
func measureFullRedraw(_ window: UIWindow) -> Double {
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    var times: [Double] = []
    for _ in 0..<(quick ? 5 : 21) {
        window.setNeedsDisplay()
        let start = nowNanoseconds()
        compositor.renderIfNeeded()
        times.append(Double(nowNanoseconds() - start) / 1e6)
    }
    window.isHidden = true
    return percentile(times, 0.5)
}
