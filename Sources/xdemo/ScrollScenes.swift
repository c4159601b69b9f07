import Foundation
import XResponder

/// The list's scroll view: like many UIKit apps, a drag that starts on a row's button scrolls
/// anyway (UIKit's default keeps controls: `touchesShouldCancel(in:)` is false for them).
final class ListScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
    override var canBecomeFirstResponder: Bool { true }
}

/// A row: a label and a button. Buttons still tap; drags scroll and cancel them.
final class ListRow: UIView {
    init(index: Int, width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: CGFloat(index) * ListScene.rowHeight, width: width, height: ListScene.rowHeight))
        backgroundColor = index % 2 == 0 ? .white : UIColor(rgb: 0xF7F7FA)
        addSubview(makeLabel("Row \(index + 1) of 10,000", frame: CGRect(x: 16, y: 12, width: 300, height: 20), size: 14, color: .black))
        let button = makeFilledButton(frame: CGRect(x: width - 110, y: 6, width: 94, height: 32), size: .small)
        button.setTitle("Tap \(index + 1)", for: .normal)
        button.addAction(UIAction { _ in Status.report("button in row \(index + 1) tapped") }, for: .touchUpInside)
        button.addAction(UIAction { _ in Status.report("button in row \(index + 1): touch cancelled by the scroll") }, for: .touchCancel)
        addSubview(button)
    }
}

/// Issue #10: a 10,000-row list that scrolls with UIKit's touch semantics.
final class ListScene: SceneController, UIScrollViewDelegate {
    static let rowHeight: CGFloat = 44
    let list = ListScrollView(frame: CGRect(x: 20, y: 84, width: 680, height: 426))
    override var sceneTitle: String { "14 · A 10,000-row list" }
    override var summary: String { "Drag or fling to scroll (it decelerates, bounces), wheel, Page Up/Down. Buttons tap; a drag that starts on one scrolls and cancels it." }

    override func buildScene() {
        list.backgroundColor = .white
        list.accessibilityIdentifier = "list"
        list.delegate = self
        for index in 0..<10_000 { list.addSubview(ListRow(index: index, width: list.bounds.width)) }
        list.contentSize = CGSize(width: list.bounds.width, height: CGFloat(10_000) * Self.rowHeight)
        view.addSubview(list)
    }

    /// The trace is off while the list shows: every hit-test asks all 10,000 rows (as UIKit does —
    /// any row may enlarge its hit area), and tracing that prints 20,000 lines per click.
    private var traceWasOn = false

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil {
            _ = list.becomeFirstResponder()   // keys scroll the list
            traceWasOn = EventTrace.shared.isEnabled
            EventTrace.shared.isEnabled = false
        } else {
            EventTrace.shared.isEnabled = traceWasOn   // removeFromParent() calls this with nil
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        Status.report("drag ended at row \(firstRow(scrollView)), \(decelerate ? "decelerating" : "at rest")")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        Status.report("came to rest at row \(firstRow(scrollView))")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        Status.report("scrolled to row \(firstRow(scrollView))")
    }

    private func firstRow(_ scrollView: UIScrollView) -> Int {
        Int(max(0, scrollView.contentOffset.y) / Self.rowHeight) + 1
    }

    override func tour(_ driver: TourDriver) {
        driver.flick(from: CGPoint(x: 300, y: 460), to: CGPoint(x: 300, y: 160), in: view)
        driver.wait(0.15)
        driver.screenshot("14-list-mid-deceleration")
        driver.wait(5)   // about 3,000 points of deceleration
        driver.wheel(down: true, clicks: 3, at: CGPoint(x: 300, y: 300), in: view)
        driver.click(CGPoint(x: 640, y: 84 + 22 + 44), in: view)   // a button in the second visible row
        // Held on a button past the content delay (the button highlights), then dragged: the list
        // scrolls and the button's touch is cancelled.
        driver.flick(from: CGPoint(x: 640, y: 84 + 22 + 44 * 6), to: CGPoint(x: 640, y: 250), in: view)
        driver.wait(1)
    }
}

/// A picture drawn once into a `UIImage` (image views arrive with issue #12).
final class PictureView: UIView {
    let image: UIImage
    override init(frame: CGRect) {
        image = UIGraphicsImageRenderer(size: frame.size).image { context in
            let cg = context.cgContext
            for row in 0..<Int(frame.height / 40) + 1 {
                for column in 0..<Int(frame.width / 40) + 1 {
                    cg.setFillColor((row + column) % 2 == 0 ? UIColor(rgb: 0xDCE6F5) : UIColor(rgb: 0xB4C8E6))
                    cg.fill(CGRect(x: CGFloat(column) * 40, y: CGFloat(row) * 40, width: 40, height: 40))
                }
            }
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]
            for (index, color) in colors.enumerated() {
                cg.setFillColor(color)
                cg.fillEllipse(in: CGRect(x: 60 + CGFloat(index) * 110, y: 90 + CGFloat(index % 2) * 90, width: 90, height: 90))
            }
        }
        super.init(frame: frame)
    }
    override func draw(_ rect: CGRect) { image.draw(in: bounds) }
}

/// Issue #10: pinch to zoom (a touchscreen, or the tour's injected touches), double-click to zoom in.
final class ZoomScene: SceneController, UIScrollViewDelegate {
    let scroller = UIScrollView(frame: CGRect(x: 20, y: 84, width: 680, height: 426))
    let picture = PictureView(frame: CGRect(x: 0, y: 0, width: 560, height: 360))
    override var sceneTitle: String { "15 · A zoomable picture" }
    override var summary: String { "Pinch to zoom from 1× to 4× (it bounces back past the limits); double-click zooms in, again zooms out; drag to pan." }

    override func buildScene() {
        scroller.backgroundColor = UIColor(rgb: 0x30343C)
        scroller.delegate = self
        scroller.minimumZoomScale = 1
        scroller.maximumZoomScale = 4
        scroller.addSubview(picture)
        scroller.contentSize = picture.frame.size
        let doubleTap = UITapGestureRecognizer { [unowned self] recognizer in
            let point = recognizer.location(in: picture)
            if scroller.zoomScale > 1.01 {
                scroller.setZoomScale(1, animated: true)
            } else {
                scroller.zoom(to: CGRect(x: point.x - 70, y: point.y - 45, width: 140, height: 90), animated: true)
            }
        }
        doubleTap.numberOfTapsRequired = 2
        scroller.addGestureRecognizer(doubleTap)
        view.addSubview(scroller)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        Status.report(String(format: "zoomed to %.2f×", Double(scale)))
    }

    override func tour(_ driver: TourDriver) {
        driver.pinch(center: CGPoint(x: 300, y: 260), from: 60, to: 180, in: view)
        driver.wait(0.5)
        driver.screenshot("15-picture-zoomed")
        driver.drag(from: CGPoint(x: 400, y: 400), to: CGPoint(x: 250, y: 250), in: view)
        driver.wait(1)
    }
}
