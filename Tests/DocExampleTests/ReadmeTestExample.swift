import Testing
import XResponder
import XResponderTesting

@MainActor
@Test func boxFollowsTheFinger() {
    let app = UIApplication.launch()
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    let box = DraggableView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
    window.addSubview(box)
    window.makeKeyAndVisible()

    input.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 90), in: window)

    #expect(box.frame.origin == CGPoint(x: 140, y: 80))
}
