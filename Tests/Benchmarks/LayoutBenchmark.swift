import Foundation
import XResponder

// MARK: Layout and animation (issue #12)

/// Relayout after a window resize: a column (UIStackView) of 1,000 rows, each a row stack of a label
/// and a slider, under a root view controller. The floor assigns the same frames to the same views
/// directly — the part of the work no layout system can skip.
@MainActor
func benchmarkLayout() {
    _ = UIApplication.launch()
    EventTrace.shared.isEnabled = false
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let column = UIStackView(frame: controller.view.bounds)
    column.axis = .vertical
    column.spacing = 4
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var rows: [UIStackView] = []
    for index in 0..<1000 {
        let label = UILabel(frame: .zero)
        label.text = "Setting \(index + 1)"
        let row = UIStackView(arrangedSubviews: [label, UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))])
        row.spacing = 12
        row.alignment = .center
        column.addArrangedSubview(row)
        rows.append(row)
    }
    column.distribution = .fillEqually
    controller.view.addSubview(column)
    window.layoutIfNeeded()

    let rounds = quick ? 10 : 40
    var relayout: [Double] = []
    for round in 0..<rounds {
        window.frame = CGRect(x: 0, y: 0, width: round % 2 == 0 ? 1600 : 1280, height: round % 2 == 0 ? 1000 : 800)
        let start = nowNanoseconds()
        window.layoutIfNeeded()
        relayout.append(Double(nowNanoseconds() - start) / 1e6)
    }
    // The floor: the frames the layout produced, assigned again directly, alternating as above.
    let wide = rows.map { row in (row.frame, row.arrangedSubviews.map(\.frame)) }
    window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
    window.layoutIfNeeded()
    let narrow = rows.map { row in (row.frame, row.arrangedSubviews.map(\.frame)) }
    var floor: [Double] = []
    for round in 0..<rounds {
        let frames = round % 2 == 0 ? wide : narrow
        let start = nowNanoseconds()
        for (row, (rowFrame, childFrames)) in zip(rows, frames) {
            row.frame = rowFrame
            for (child, frame) in zip(row.arrangedSubviews, childFrames) { child.frame = frame }
        }
        floor.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let median = percentile(relayout, 0.5)
    add("relayout 1,000 stacked rows after a window resize (median)", "ms", median, floor: percentile(floor, 0.5),
        goal: "≤ 16 ms (a frame)", met: median <= 16)
    window.rootViewController = nil
    window.isHidden = true
}

/// One animation frame with 100 views animating their centers (`UIView.animate`), drawn by the
/// compositor at 1280×800. The floor moves the same views by hand to the same places and draws
/// the same frame: what the animation machinery adds is the difference.
@MainActor
func benchmarkAnimation() {
    let application = UIApplication.launch(clock: ManualClock())
    EventTrace.shared.isEnabled = false
    let clock = application.clock as! ManualClock
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    var boxes: [UIView] = []
    for index in 0..<100 {
        let box = UIView(frame: CGRect(x: CGFloat(index % 10) * 120, y: CGFloat(index / 10) * 75, width: 60, height: 40))
        box.backgroundColor = UIColor(red: CGFloat(index % 5) / 5, green: 0.4, blue: 0.8, alpha: 1)
        window.addSubview(box)
        boxes.append(box)
    }
    let compositor = WindowCompositor(window: window)
    compositor.renderIfNeeded()
    let frames = quick ? 60 : 240
    var animated: [Double] = []
    UIView.animate(withDuration: Double(frames) / 60 + 1, delay: 0, options: [.curveLinear], animations: {
        for box in boxes { box.center.x += 50 }
    })
    for _ in 0..<frames {
        clock.advance(by: 1.0 / 60)
        let start = nowNanoseconds()
        compositor.renderIfNeeded()
        animated.append(Double(nowNanoseconds() - start) / 1e6)
    }
    var byHand: [Double] = []
    for frame in 0..<frames {
        let start = nowNanoseconds()
        for box in boxes { box.center.x += frame % 2 == 0 ? 0.2 : -0.2 }
        compositor.renderIfNeeded()
        byHand.append(Double(nowNanoseconds() - start) / 1e6)
    }
    let median = percentile(animated, 0.5)
    add("animation frame, 100 views moving, 1280×800 (median)", "ms", median, floor: percentile(byHand, 0.5),
        goal: "≤ 8 ms (half a frame)", met: median <= 8)
}
