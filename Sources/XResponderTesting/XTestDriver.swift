import Foundation
import XResponder

/// The out-of-process driver (R-A11Y1): the application runs in its own process; the test finds
/// its objects over AT-SPI2 and acts as a user does, with XTest's pointer and keys at the
/// objects' places on the screen. Waiting sleeps: the application runs on its own clock.
@MainActor
final class XTestDriver: UITestDriver {
    let client: ATSPIClient
    let injector: X11InputInjector
    /// The application's root on the bus, found once it has joined.
    var application: ATSPIReference?

    init(client: ATSPIClient, injector: X11InputInjector) {
        self.client = client
        self.injector = injector
    }

    var roots: [any UITestNode] {
        guard let application else { return [] }
        return client.children(of: application).map { RemoteAccessibleNode(client: client, reference: $0) }
    }

    private func center(_ node: any UITestNode) -> CGPoint {
        let frame = node.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func tap(_ node: any UITestNode, count: Int) {
        let point = center(node)
        for index in 0..<count {
            if index > 0 { usleep(50_000) }
            injector.click(at: point)
        }
        settle()
    }

    func press(_ node: any UITestNode, duration: TimeInterval) {
        injector.movePointer(to: center(node))
        injector.button(1, isDown: true)
        wait(duration)
        injector.button(1, isDown: false)
        settle()
    }

    func rightClick(_ node: any UITestNode) {
        injector.click(at: center(node), button: 3)
        settle()
    }

    func typeText(_ text: String) {
        injector.type(text)
        settle()
    }

    func drag(_ node: any UITestNode, by fraction: CGVector) {
        let start = center(node), frame = node.frame
        injector.movePointer(to: start)
        injector.button(1, isDown: true)
        for step in 1...8 {
            let t = CGFloat(step) / 8
            injector.movePointer(to: CGPoint(x: start.x + fraction.dx * frame.width * t, y: start.y + fraction.dy * frame.height * t))
            usleep(10_000)
        }
        injector.button(1, isDown: false)
        settle()
    }

    /// Out of process the thumb's place is not known: the slider is set through AT-SPI's Value,
    /// as a screen reader sets it.
    func adjustSlider(_ node: any UITestNode, to position: CGFloat) {
        guard let remote = node as? RemoteAccessibleNode, let range = remote.sliderRange else { return }
        client.setValue(range.minimum + Double(min(max(position, 0), 1)) * (range.maximum - range.minimum), of: remote.reference)
        settle()
    }

    func sliderPosition(_ node: any UITestNode) -> CGFloat {
        guard let range = (node as? RemoteAccessibleNode)?.sliderRange, range.maximum > range.minimum else { return 0 }
        return CGFloat((range.current - range.minimum) / (range.maximum - range.minimum))
    }

    func isHittable(_ node: any UITestNode) -> Bool {
        guard let remote = node as? RemoteAccessibleNode else { return false }
        return !node.frame.isEmpty && client.states(of: remote.reference).contains(ATSPIRoleMapping.showing)
    }

    func placeholder(_ node: any UITestNode) -> String? { nil }

    func wait(_ seconds: TimeInterval) { usleep(UInt32(max(0, seconds) * 1_000_000)) }

    /// The other process handles input on its own: a moment for it to do so.
    func settle() { wait(0.15) }
}
