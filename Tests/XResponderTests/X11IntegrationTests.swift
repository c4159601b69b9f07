import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11 integration under Xvfb (R-X1 … R-X6)", .serialized)
@MainActor
struct X11IntegrationTests {
    @Test("R-X1 a real click becomes touchesBegan and touchesEnded on the view under it")
    func click() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        let target = x.view("target", CGRect(x: 50, y: 50, width: 100, height: 80), in: window)
        var touchInfo: (UITouch.TouchType, UIEvent.ButtonMask, CGPoint)?
        target.onBegan = { touches, event in
            let touch = touches.first!
            touchInfo = (touch.type, event!.buttonMask, touch.location(in: target))
        }
        x.injector.click(at: x.screenPoint(CGPoint(x: 60, y: 70), in: window))
        try x.waitUntil("ended") { x.log.entries.contains("target ended 1") }
        #expect(x.log.entries.filter { $0.hasPrefix("target") } == ["target began 1", "target ended 1"])
        #expect(touchInfo?.0 == .indirectPointer)
        #expect(touchInfo?.1 == .primary)
        #expect(touchInfo?.2 == CGPoint(x: 10, y: 20))
    }
}
