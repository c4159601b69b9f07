import Foundation
import XResponder

// MARK: Blur (issue #48, R-BR1)

/// One full frame at 1920×1080 of 40 coloured stripes under a window-sized `UIVisualEffectView`
/// (`.systemMaterial`): the stripes drawn, then read back, blurred, tinted. The floor is the same
/// frame with the effect removed (what drawing the backdrop alone costs); the peer is GTK 4 drawing
/// the same stripes under a GSK blur node of radius 30 with its Cairo renderer
/// (floor/gtk4_cards.c, `blurred`).
@MainActor
func benchmarkBlur() {
    UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    for index in 0..<40 {
        let stripe = UIView(frame: CGRect(x: CGFloat(index) * 48, y: 0, width: 48, height: 1080))
        stripe.backgroundColor = UIColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1)
        window.addSubview(stripe)
    }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = window.bounds
    window.addSubview(blur)
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    let frames = quick ? 30 : 120
    func frameTimes() -> [Double] {
        (0..<frames).map { _ in
            window.setNeedsDisplay()
            let start = nowNanoseconds()
            compositor.renderIfNeeded()
            return Double(nowNanoseconds() - start) / 1e6
        }
    }
    let blurred = frameTimes()
    blur.effect = nil
    let plain = frameTimes()
    window.isHidden = true
    let gtk = runFloor("gtk4_cards", ["blurred", "\(quick ? 10 : 30)"])
    let median = percentile(blurred, 0.5)
    add("window-sized blur frame, 1920×1080 (median)", "ms", median, floor: percentile(plain, 0.5),
        peer: gtk.isEmpty ? nil : percentile(gtk, 0.5), goal: "≤ 4 ms", met: median <= 4)
}
