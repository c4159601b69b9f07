import CCairo
import Foundation
import XResponder

// MARK: Text input (issue #11)

/// Typing at the end of a 5,000-line text view: each key goes the application's way (an input
/// record, the dispatcher, the first responder, the editor, Pango's relayout, one rendered frame).
/// The floor is the least any Pango-based editor does per key: lay the whole text out again (Pango
/// has no incremental layout) and draw the visible lines.
@MainActor
func benchmarkTyping() {
    // A note (200 lines) and a long document (5,000 lines). Pango lays a text out whole; the long
    // one shows what that costs until text views lay out paragraph by paragraph (GtkTextView does).
    for lineCount in [200, 5_000] { benchmarkTyping(lineCount: lineCount) }
}

@MainActor
private func benchmarkTyping(lineCount: Int) {
    let app = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let input = HeadlessInput(application: app)
    let size = CGSize(width: 1280, height: 800)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let notes = UITextView(frame: window.bounds)
    let lines = (1...lineCount).map { "Line \($0): the quick brown fox jumps over the lazy dog." }
    notes.text = lines.joined(separator: "\n")
    window.addSubview(notes)
    notes.becomeFirstResponder()
    let compositor = WindowCompositor(window: window)
    input.runUntilIdle()
    compositor.renderIfNeeded()

    let keys = lineCount > 1_000 ? (quick ? 4 : 10) : (quick ? 20 : 100)
    var typing: [Double] = []
    for index in 0..<keys {
        let key = UIKey.forCharacter(Character(UnicodeScalar(UInt8(97 + index % 26))))
        let start = nowNanoseconds()
        input.pressKey(key)
        input.runUntilIdle()
        compositor.renderIfNeeded()
        typing.append(Double(nowNanoseconds() - start) / 1e6)
    }

    // The floor: relayout of the same text with Pango and the visible lines drawn.
    var text = notes.text!
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let layout = pango_cairo_create_layout(cr)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let font = pango_font_description_from_string("Sans 17")!
    defer { pango_font_description_free(font) }
    pango_layout_set_font_description(layout, font)
    pango_layout_set_width(layout, Int32(size.width - 10) * PANGO_SCALE)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    var floor: [Double] = []
    for index in 0..<keys {
        text.append(Character(UnicodeScalar(UInt8(97 + index % 26))))
        let start = nowNanoseconds()
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        let iterator = pango_layout_get_iter(layout)!
        let bottom = height / PANGO_SCALE
        var drawn = 0
        repeat {
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &y0, &y1)
            // The last screenful, where the caret is.
            if Double(y1) / Double(PANGO_SCALE) >= Double(bottom) - Double(size.height) {
                cairo_move_to(cr, 5, Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE) - Double(bottom) + Double(size.height))
                pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iterator))
                drawn += 1
            }
        } while pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
        cairo_surface_flush(surface)
        floor.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let median = percentile(typing, 0.5)
    add("type one key at the end of a \(lineCount.formatted())-line text view, to a rendered frame (median)", "ms", median,
        floor: percentile(floor, 0.5), goal: "≤ 16 ms (a frame)", met: median <= 16)
}
