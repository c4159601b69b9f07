import Testing
import XResponder
import XResponderTesting

final class TapViewController: UIViewController {
    func tapClick0(_ tap: Any?) { print("点击tap0") }
    func tapClick1(_ tap: Any?) { print("点击tap1") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tapGesture0 = UITapGestureRecognizer(target: self, action: Selector("tapClick0:", TapViewController.tapClick0))
        view.addGestureRecognizer(tapGesture0)
        let testView = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        testView.backgroundColor = .red
        view.addSubview(testView)
        let tapGesture1 = UITapGestureRecognizer(target: self, action: Selector("tapClick1:", TapViewController.tapClick1))
        view.addGestureRecognizer(tapGesture1)
        // Give tapGesture0 priority over tapGesture1:
        tapGesture1.require(toFail: tapGesture0)
    }
}

/// docs/gestures.md's seed 001 sample, run: with the requirement, only one of the two fires.
@MainActor
@Test func gesturesDocSample() {
    let app = UIApplication.launch()
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = TapViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    var fired: [String] = []
    for recognizer in controller.view.gestureRecognizers ?? [] {
        recognizer.addTarget(controller, action: Selector("log:") { (_: TapViewController, sender: Any?) in
            fired.append((sender as! UIGestureRecognizer) === controller.view.gestureRecognizers![0] ? "tap0" : "tap1")
        })
    }
    input.tap(at: CGPoint(x: 50, y: 150), in: window)
    input.advance(by: 1)
    #expect(fired == ["tap0"])
}
