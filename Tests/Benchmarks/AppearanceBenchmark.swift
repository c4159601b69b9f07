import CCairo
import Foundation
import XResponder

// MARK: Appearance (R-AP1)

/// A full frame of 1,000 cards with a corner radius, a border and a shadow, against the same
/// 1,000 plain views in the same run (the issue's goal: at most twice the plain frame), a raw
/// Cairo floor drawing the same rounded, outlined, shadowed cards with a pre-blurred shadow, and
/// GTK 4 drawing them with CSS (floor/gtk4_cards.c) as the peer.
@MainActor
func benchmarkAppearance() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    func frame(decorated: Bool) -> [Double] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        window.backgroundColor = .white
        for index in 0..<1000 {
            let view = UIView(frame: CGRect(x: CGFloat(index % 40) * 48, y: CGFloat(index / 40) * 43, width: 40, height: 36))
            view.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1)
            if decorated {
                view.layer.cornerRadius = 8
                view.layer.borderWidth = 1
                view.layer.borderColor = UIColor.black.cgColor
                view.layer.shadowOpacity = 0.3
                view.layer.shadowRadius = 3
                view.layer.shadowOffset = CGSize(width: 0, height: 2)
            }
            window.addSubview(view)
        }
        window.makeKeyAndVisible()
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        var times: [Double] = []
        for _ in 0..<(quick ? 20 : 100) {
            window.setNeedsDisplay()
            let start = nowNanoseconds()
            compositor.renderIfNeeded()
            times.append(Double(nowNanoseconds() - start) / 1e6)
        }
        window.isHidden = true
        return times
    }
    let rounds = quick ? 20 : 100
    let plain = percentile(frame(decorated: false), 0.5)
    let decorated = percentile(frame(decorated: true), 0.5)
    let floor = percentile(cairoDecoratedFloor(rounds: rounds), 0.5)
    // The peer: GTK 4 drawing the same boxes with CSS, snapshot and GSK's Cairo renderer per frame.
    let gtkPlain = runFloor("gtk4_cards", ["plain", "\(rounds)"])
    let gtkDecorated = runFloor("gtk4_cards", ["decorated", "\(rounds)"])
    let peer = gtkDecorated.isEmpty ? nil : percentile(gtkDecorated, 0.5)
    add("redraw 1,000 views with radius + border + shadow, full (median)", "ms", decorated, floor: floor, peer: peer,
        goal: "≤ 2× the plain frame (\(String(format: "%.2f", plain)) ms)", met: decorated <= 2 * plain)
    add("  decorated ÷ plain 1,000-view frame", "×", decorated / plain, floor: nil,
        peer: gtkPlain.isEmpty || peer == nil ? nil : peer! / percentile(gtkPlain, 0.5), goal: "≤ 2", met: decorated <= 2 * plain)
}

/// Raw Cairo: the shadow mask blurred once, then per card a masked shadow, a rounded fill and a
/// rounded stroke (what an app would write by hand).
private func cairoDecoratedFloor(rounds: Int) -> [Double] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080)!
    defer { cairo_surface_destroy(surface) }
    // The shadow: a rounded rectangle in an A8 mask, blurred with the same box blur arithmetic.
    let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, 60, 56)!
    defer { cairo_surface_destroy(mask) }
    let mcr = cairo_create(mask)!
    rounded(mcr, 10, 10, 40, 36, 8)
    cairo_fill(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(mask)
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = nowNanoseconds()
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for index in 0..<1000 {
            let x = Double(index % 40) * 48, y = Double(index / 40) * 43
            cairo_set_source_rgba(cr, 0, 0, 0, 0.3)
            cairo_mask_surface(cr, mask, x - 10, y - 8)
            cairo_set_source_rgb(cr, Double(index % 7) / 7, 0.5, Double(index % 3) / 3)
            rounded(cr, x, y, 40, 36, 8)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_set_line_width(cr, 1)
            rounded(cr, x + 0.5, y + 0.5, 39, 35, 7.5)
            cairo_stroke(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        times.append(Double(nowNanoseconds() - start) / 1e6)
    }
    return times
}

private func rounded(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
    cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
}
