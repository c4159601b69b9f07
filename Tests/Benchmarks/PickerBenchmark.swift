import CCairo
import CPango
import Foundation
import XResponder

// MARK: Picker wheel (issue #48, R-BR1)

/// A picker of 1,000 string rows, as an app fills one.
@MainActor
private final class BenchPickerRows: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1_000 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Row \(row)" }
}

/// One scrolling frame of a picker wheel: a 320×216 `UIPickerView` of 1,000 rows in a 1920×1080
/// window, its wheel (a scroll view, as on iOS) moved 5 points — a slow spin at 300 points a
/// second — and the frame drawn: rows recycled, faded by their distance from the middle, the
/// selection band. The floor is Cairo and Pango drawing the same seven visible rows, faded, into the
/// same rectangle of a window-sized surface; the peer is GTK 4's list of the same rows in a
/// 320×216 window scrolled 5 pixels a frame (floor/gtk4_list.c `picker`; GTK has no wheel).
@MainActor
func benchmarkPickerWheel() {
    _ = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let rows = BenchPickerRows()
    let picker = UIPickerView(frame: CGRect(x: 800, y: 432, width: 320, height: 216))
    picker.dataSource = rows
    picker.delegate = rows
    window.addSubview(picker)
    window.layoutIfNeeded()
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    guard let wheel = allSubviews(of: picker).compactMap({ $0 as? UIScrollView }).first else {
        return print("  picker wheel: no wheel found")
    }
    let frames = quick ? 60 : 400
    var times: [Double] = []
    var drawn = 0
    for _ in 0..<frames {
        wheel.contentOffset.y += 5
        if wheel.contentOffset.y > 30_000 { wheel.contentOffset.y = 0 }
        let start = nowNanoseconds()
        window.layoutIfNeeded()
        let damage = compositor.renderIfNeeded()
        times.append(Double(nowNanoseconds() - start) / 1e6)
        // A frame counts when it drew the wheel's whole height (its rows all fade anew).
        if damage.contains(where: { $0.height >= 200 }) { drawn += 1 }
    }
    if drawn < frames { print("  picker wheel: only \(drawn) of \(frames) frames redrew the wheel") }
    window.isHidden = true

    // The floor: the visible rows drawn directly, faded by their distance from the middle.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080)!
    defer { cairo_surface_destroy(surface) }
    let font = pango_font_description_from_string("Sans 15")!
    defer { pango_font_description_free(font) }
    var floor: [Double] = []
    for frame in 0..<frames {
        let offset = Double(frame * 5)
        let start = nowNanoseconds()
        let cr = cairo_create(surface)!
        cairo_rectangle(cr, 800, 432, 320, 216)
        cairo_clip(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgba(cr, 0.46, 0.46, 0.5, 0.12)
        cairo_rectangle(cr, 808, 524, 304, 32)
        cairo_fill(cr)
        let first = Int(offset / 32)
        for row in first...(first + 7) {
            let y = 432 + 92 + Double(row) * 32 - offset
            let distance = min(1, abs(y + 16 - 540) / 108)
            let layout = pango_cairo_create_layout(cr)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, "Row \(row)", -1)
            cairo_set_source_rgba(cr, 0, 0, 0, 1 - distance * 0.75)
            cairo_move_to(cr, 930, y + 6)
            pango_cairo_show_layout(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        floor.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let gtk = runFloorText("gtk4_list", ["1000", quick ? "30" : "200", "picker"]).split(separator: "\n").compactMap { Double($0) }
    let median = percentile(times, 0.5)
    add("picker wheel scrolling frame, 1,000 rows (median)", "ms", median, floor: percentile(floor, 0.5),
        peer: gtk.isEmpty ? nil : percentile(gtk, 0.5), goal: "≤ 1 ms", met: median <= 1)
}

/// Every view under `view`, depth first.
@MainActor
private func allSubviews(of view: UIView) -> [UIView] {
    view.subviews.flatMap { [$0] + allSubviews(of: $0) }
}
