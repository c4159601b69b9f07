import Foundation
import Testing
import XResponder
import XResponderTesting

// docs/scroll-views.md, compiled and run.

final class ListController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))

    override func viewDidLoad() {
        super.viewDidLoad()
        for index in 0..<10_000 {
            let row = UILabel(frame: CGRect(x: 16, y: CGFloat(index) * 44, width: 368, height: 44))
            row.text = "Row \(index + 1)"
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 400, height: 10_000 * 44)
        list.delegate = self
        view.addSubview(list)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // Stop on a whole row, as UIKit code does.
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

@Suite("docs/scroll-views.md")
@MainActor
struct ScrollViewsDocExample {
    @Test("the headless fling example ends where the page says")
    func headlessFling() {
        let app = UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 400, height: 10_000)
        window.addSubview(list)

        let finger = input.beginTouch(at: CGPoint(x: 200, y: 300), in: window)
        for step in 1...10 {
            input.advance(by: 0.01)                                   // 10 ms between moves…
            input.moveTouch(finger, to: CGPoint(x: 200, y: 300 - CGFloat(step) * 10))
        }
        input.endTouch(finger)                                        // …released at 1,000 points/s
        while list.isDecelerating { input.advance(by: 1.0 / 60) }     // one frame at a time
        // list.contentOffset.y is now 90 + 1000 / (−1000 · ln 0.998) on a whole pixel: 589
        let rest: CGFloat = (90 + 1000 / (-1000 * log(0.998))).rounded()
        #expect(abs(list.contentOffset.y - rest) < 0.001, "\(list.contentOffset.y) against \(rest)")
        window.isHidden = true
    }

    @Test("the list controller stops flings on whole rows")
    func listStopsOnRows() {
        let app = UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let controller = ListController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        input.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), steps: 8)
        while controller.list.isDecelerating { input.advance(by: 1.0 / 60) }
        let offset = controller.list.contentOffset.y
        #expect(offset > 0 && offset.truncatingRemainder(dividingBy: 44) == 0)
        window.rootViewController = nil
        window.isHidden = true
    }
}
