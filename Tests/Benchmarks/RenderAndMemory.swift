import BenchSupport
import CCairo
import Foundation
import XResponder
#if canImport(Glibc)
import Glibc
#endif

// MARK: Redraw

@MainActor
func benchmarkRedraw() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    var views: [UIView] = []
    for index in 0..<1000 {
        let view = UIView(frame: CGRect(x: CGFloat(index % 40) * 48, y: CGFloat(index / 40) * 43, width: 40, height: 36))
        view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1)
        window.addSubview(view)
        views.append(view)
    }
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    let rounds = quick ? 20 : 100
    var full: [Double] = []
    var one: [Double] = []
    for round in 0..<rounds {
        window.setNeedsDisplay()
        var start = nowNanoseconds()
        compositor.renderIfNeeded()
        full.append(Double(nowNanoseconds() - start) / 1e6)
        views[round * 7 % views.count].backgroundColor = round % 2 == 0 ? .red : .blue
        start = nowNanoseconds()
        compositor.renderIfNeeded()
        one.append(Double(nowNanoseconds() - start) / 1e6)
    }

    // The floor: raw Cairo drawing the same rectangles into the same kind of surface.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080)!
    defer { cairo_surface_destroy(surface) }
    var floorFull: [Double] = []
    var floorOne: [Double] = []
    for round in 0..<rounds {
        var start = nowNanoseconds()
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for index in 0..<1000 {
            cairo_set_source_rgb(cr, Double(index % 7) / 7, 0.5, Double(index % 3) / 3)
            cairo_rectangle(cr, Double(index % 40) * 48, Double(index / 40) * 43, 40, 36)
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        floorFull.append(Double(nowNanoseconds() - start) / 1e6)
        start = nowNanoseconds()
        let small = cairo_create(surface)!
        let index = round * 7 % 1000
        cairo_rectangle(small, Double(index % 40) * 48, Double(index / 40) * 43, 40, 36)
        cairo_clip(small)
        cairo_set_source_rgb(small, 1, 1, 1)
        cairo_paint(small)
        cairo_set_source_rgb(small, 1, 0, 0)
        cairo_rectangle(small, Double(index % 40) * 48, Double(index / 40) * 43, 40, 36)
        cairo_fill(small)
        cairo_destroy(small)
        cairo_surface_flush(surface)
        floorOne.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let fullMs = percentile(full, 0.5), oneMs = percentile(one, 0.5)
    add("redraw 1,000 views at 1920×1080, full (median)", "ms", fullMs, floor: percentile(floorFull, 0.5),
        goal: "≤ 4 ms", met: fullMs <= 4)
    add("redraw, one damaged view (median)", "ms", oneMs, floor: percentile(floorOne, 0.5), goal: "≤ 0.3 ms", met: oneMs <= 0.3)
}

// MARK: Memory

/// Heap bytes in use (glibc's allocator statistics).
func heapInUse() -> Int { Int(xr_heap_bytes_in_use()) }

@MainActor
func benchmarkMemory() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.makeKeyAndVisible()
    let count = 10_000
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    _ = window.damage   // settle lazily created state before measuring
    let before = heapInUse()
    for index in 0..<count {
        container.addSubview(UIView(frame: CGRect(x: CGFloat(index % 100) * 8, y: CGFloat(index / 100) * 6, width: 8, height: 6)))
    }
    let perView = Double(heapInUse() - before) / Double(count)   // includes the subviews array
    // The floor: the heap cost of the smallest Swift object with the same stored geometry.
    final class Bare { var frame = CGRect.zero; var color: UIColor?; weak var parent: Bare? }
    let floorBefore = heapInUse()
    var bare: [Bare] = []
    bare.reserveCapacity(count)
    let reserved = heapInUse()
    for _ in 0..<count { bare.append(Bare()) }
    let floorPerObject = Double(heapInUse() - reserved) / Double(count)
    _ = floorBefore
    add("memory per view", "bytes", perView, floor: floorPerObject, goal: "≤ 1 KiB", met: perView <= 1024)
    container.removeFromSuperview()

    // Growth: create, add, touch-test and remove views 10,000 times.
    for _ in 0..<1000 { churn(window) }   // warm up allocator caches
    let start = heapInUse()
    for _ in 0..<count { churn(window) }
    let growth = Double(heapInUse() - start)
    add("heap growth after 10,000 create/destroy cycles", "bytes", growth, floor: nil, goal: "no growth (< 64 KiB)",
        met: growth < 65536)
    _ = bare
}

@MainActor
func churn(_ window: UIWindow) {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    view.backgroundColor = .red
    window.addSubview(view)
    _ = window.hitTest(CGPoint(x: 20, y: 20), with: nil)
    view.removeFromSuperview()
}
