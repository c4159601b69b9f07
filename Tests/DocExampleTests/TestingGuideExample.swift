import Testing
import XResponder
import XResponderTesting

final class CounterView: UIView {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}

@MainActor
@Test func countsTaps() {
    let app = UIApplication.launch()
    let input = HeadlessInput(application: app)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let counter = CounterView(frame: window.bounds)
    window.addSubview(counter)
    window.makeKeyAndVisible()

    input.tap(at: CGPoint(x: 10, y: 10), in: window, tapCount: 2)

    #expect(counter.taps == 2)
}

// docs/testing-headless.md, the offscreen snapshot and the Xvfb click test (compiled; the X one is
// exercised the same way by the X11 integration tests).

@MainActor func snapshot(_ view: UIView) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2   // the default is the main screen's
    return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
        view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
}

@MainActor func clickTest() throws -> Bool {
    let app = UIApplication.launch()
    let backend = try X11Backend.install(on: app)
    let injector = try X11InputInjector()
    defer { injector.close(); backend.shutdown() }
    let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    let counter = CounterView(frame: window.bounds)
    window.addSubview(counter)
    window.makeKeyAndVisible()
    _ = try backend.processEvents(timeout: 5) { backend.isMapped(window) }

    injector.click(at: CGPoint(x: 60, y: 60))   // screen pixels
    return try backend.processEvents(timeout: 5) { counter.taps == 1 }
}

@MainActor
@Test func snapshotRendersAView() {
    _ = UIApplication.launch()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = .red
    let image = snapshot(view)
    #expect(image.pixelWidth == 20)
    #expect(image.pixel(x: 5, y: 5)?.red == 255)
}
