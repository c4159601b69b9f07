import BenchSupport
import CCairo
import CPango
import Foundation
import XResponder

// MARK: Scrolling (issue #10, R-S5)

/// One row of the list the demo shows: a label and a button.
@MainActor
private func makeRow(_ index: Int, width: CGFloat) -> UIView {
    let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: width, height: 44))
    row.backgroundColor = index % 2 == 0 ? .white : UIColor(rgb: 0xF7F7FA)
    let label = UILabel(frame: CGRect(x: 16, y: 12, width: 300, height: 20))
    label.text = "Row \(index + 1) of 10,000"
    row.addSubview(label)
    let button = UIButton(frame: CGRect(x: width - 110, y: 6, width: 94, height: 32))
    button.setTitle("Tap \(index + 1)", for: .normal)
    row.addSubview(button)
    return row
}

/// A scrolling frame of a 10,000-row list at 1920×1080: the content moves by a fling's frame
/// (17 points, 1,000 points a second at 60 Hz) and the compositor produces the new frame. The floor
/// is raw Cairo and Pango drawing the same visible rows into the same kind of surface — what a
/// toolkit that redraws the viewport on every scroll does.
@MainActor
func benchmarkScrolling() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let size = CGSize(width: 1920, height: 1080)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let list = UIScrollView(frame: window.bounds)
    list.backgroundColor = .white
    window.addSubview(list)
    let before = heapInUse()
    for index in 0..<10_000 { list.addSubview(makeRow(index, width: size.width)) }
    list.contentSize = CGSize(width: size.width, height: 10_000 * 44)
    let rowBytes = Double(heapInUse() - before)
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    list.flashScrollIndicators()   // the indicators are up while scrolling, as in a real fling

    let rounds = quick ? 60 : 300
    var scrolling: [Double] = []
    var fullViewport: [Double] = []
    for round in 0..<rounds {
        list.contentOffset.y += 17
        var start = nowNanoseconds()
        compositor.renderIfNeeded()
        scrolling.append(Double(nowNanoseconds() - start) / 1e6)
        // The same frame without the copy: every visible row drawn (a fractional offset).
        if round % 5 == 0 {
            list.contentOffset.y += 0.5
            start = nowNanoseconds()
            compositor.renderIfNeeded()
            fullViewport.append(Double(nowNanoseconds() - start) / 1e6)
            list.contentOffset.y = list.contentOffset.y.rounded()
            compositor.renderIfNeeded()
        }
    }

    // The floor: the visible rows (25 of them) with Cairo and Pango directly.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
    defer { cairo_surface_destroy(surface) }
    let font = pango_font_description_from_string("Sans 14")!
    defer { pango_font_description_free(font) }
    var floor: [Double] = []
    for round in 0..<rounds {
        let offset = Double(round * 17)
        let start = nowNanoseconds()
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let first = Int(offset / 44)
        for index in first...(first + Int(size.height / 44) + 1) {
            let y = Double(index) * 44 - offset
            let shade = index % 2 == 0 ? 1.0 : 0.97
            cairo_set_source_rgb(cr, shade, shade, 0.98)
            cairo_rectangle(cr, 0, y, Double(size.width), 44)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_move_to(cr, 16, y + 12)
            let layout = pango_cairo_create_layout(cr)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, "Row \(index + 1) of 10,000", -1)
            pango_cairo_show_layout(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_set_source_rgb(cr, 0, 0.48, 1)
            cairo_rectangle(cr, Double(size.width) - 110, y + 6, 94, 32)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_move_to(cr, Double(size.width) - 90, y + 12)
            let title = pango_cairo_create_layout(cr)!
            pango_layout_set_font_description(title, font)
            pango_layout_set_text(title, "Tap \(index + 1)", -1)
            pango_cairo_show_layout(cr, title)
            g_object_unref(UnsafeMutableRawPointer(title))
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        floor.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let frame = percentile(scrolling, 0.5)
    add("scroll frame, 10,000-row list, 1920×1080 (median)", "ms", frame, floor: percentile(floor, 0.5),
        goal: "≤ 2 ms", met: frame <= 2)
    add("scroll frame, p99", "ms", percentile(scrolling, 0.99), floor: percentile(floor, 0.99), goal: "-", met: nil)
    add("same frame redrawing every visible row (median)", "ms", percentile(fullViewport, 0.5), floor: percentile(floor, 0.5),
        goal: "-", met: nil)
    add("memory for 10,000 rows (label + button each)", "MB", rowBytes / 1_048_576, floor: nil,
        goal: String(format: "%.0f bytes a row", rowBytes / 10_000), met: nil)
}
