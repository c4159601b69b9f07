import CCairo
import CPango
import Foundation
import XResponder
import XResponderTesting

// MARK: Text input (issue #11)

/// Opening and typing into a text view of 200 and 5,000 lines. Each key goes the application's way
/// (an input record, the dispatcher, the first responder, the editor, the relayout, one rendered
/// frame). The floors are the least any Pango-based editor that lays out paragraph by paragraph
/// (GtkTextView's design) does: to open, lay every paragraph out once and draw the first screen; per
/// key, lay the edited paragraph out again and draw the visible lines.
@MainActor
func benchmarkTyping() {
    for lineCount in [200, 5_000, 20_000] { benchmarkTyping(lineCount: lineCount) }
}

private let viewSize = CGSize(width: 1280, height: 800)

private func sampleLines(_ count: Int) -> [String] {
    (1...count).map { "Line \($0): the quick brown fox jumps over the lazy dog." }
}

@MainActor
private func benchmarkTyping(lineCount: Int) {
    let app = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(origin: .zero, size: viewSize))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let compositor = WindowCompositor(window: window)
    let text = sampleLines(lineCount).joined(separator: "\n")

    // Open: a new text view gets the document and shows its first frame.
    var opening: [Double] = []
    var notes = UITextView()
    for _ in 0..<(quick ? 1 : 3) {
        notes.removeFromSuperview()
        let start = nowNanoseconds()
        notes = UITextView(frame: window.bounds)
        notes.text = text
        window.addSubview(notes)
        input.runUntilIdle()
        compositor.renderIfNeeded()
        opening.append(Double(nowNanoseconds() - start) / 1e6)
    }
    notes.becomeFirstResponder()
    input.runUntilIdle()
    compositor.renderIfNeeded()

    let keys = quick ? 20 : 100
    var typing: [Double] = []
    for index in 0..<keys {
        let key = UIKey.forCharacter(Character(UnicodeScalar(UInt8(97 + index % 26))))
        let start = nowNanoseconds()
        input.pressKey(key)
        input.runUntilIdle()
        compositor.renderIfNeeded()
        typing.append(Double(nowNanoseconds() - start) / 1e6)
    }

    let floor = PangoParagraphFloor(lines: sampleLines(lineCount), keys: keys, repeats: quick ? 1 : 3)
    let lines = lineCount.formatted()
    let open = percentile(opening, 0.5)
    add("open a \(lines)-line document in a text view, to its first frame (median)", "ms", open,
        floor: floor.open, goal: "≤ 2× floor", met: open <= 2 * floor.open)
    let median = percentile(typing, 0.5)
    add("type one key at the end of a \(lines)-line text view, to a rendered frame (median)", "ms", median,
        floor: floor.typing, goal: "≤ 16 ms (a frame)", met: median <= 16)
}

/// Pango used directly, one layout per paragraph: the open and typing floors.
@MainActor
private struct PangoParagraphFloor {
    var open = 0.0
    var typing = 0.0

    init(lines: [String], keys: Int, repeats: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(viewSize.width), Int32(viewSize.height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let font = pango_font_description_from_string("Sans 17")!
        defer { pango_font_description_free(font) }

        func makeLayout(_ text: String) -> (OpaquePointer, Int32) {
            let layout = pango_cairo_create_layout(cr)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_width(layout, Int32(viewSize.width - 10) * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_text(layout, text, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_size(layout, &width, &height)
            return (layout, height)
        }
        /// Paints the screen and draws the paragraphs from `first` down to its bottom.
        func draw(_ layouts: [(OpaquePointer, Int32)], from first: Int) {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            var y = 0.0
            for (layout, height) in layouts[first...] where y < Double(viewSize.height) {
                cairo_move_to(cr, 5, y)
                pango_cairo_show_layout(cr, layout)
                y += Double(height) / Double(PANGO_SCALE)
            }
            cairo_surface_flush(surface)
        }

        var openings: [Double] = []
        var layouts: [(OpaquePointer, Int32)] = []
        for _ in 0..<repeats {
            layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0.0)) }
            let start = nowNanoseconds()
            layouts = lines.map(makeLayout)
            draw(layouts, from: 0)
            openings.append(Double(nowNanoseconds() - start) / 1e6)
        }
        defer { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0.0)) } }
        open = percentile(openings, 0.5)

        // Typing at the end: the last paragraph is laid out again; the last screenful is drawn.
        var last = lines[lines.count - 1]
        let screenful = Int(viewSize.height / (Double(layouts[0].1) / Double(PANGO_SCALE)))
        var typings: [Double] = []
        for index in 0..<keys {
            last.append(Character(UnicodeScalar(UInt8(97 + index % 26))))
            let start = nowNanoseconds()
            let layout = layouts[layouts.count - 1].0
            pango_layout_set_text(layout, last, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_size(layout, &width, &height)
            layouts[layouts.count - 1].1 = height
            draw(layouts, from: max(0, layouts.count - screenful))
            typings.append(Double(nowNanoseconds() - start) / 1e6)
        }
        typing = percentile(typings, 0.5)
    }
}
