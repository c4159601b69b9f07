import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11: XI2 device events decoded as Xlib reads them (R-X2, R-U1, issue #9)", .serialized)
@MainActor
struct X11DeviceEventReaderX11Tests {
    @Test("R-U1 300 real clicks and drags, each decoded by the reader, reach the view at their points; nothing is left pending")
    func sustainedClicks() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        let target = x.view("target", CGRect(x: 0, y: 0, width: 300, height: 200), in: window)
        var began: [CGPoint] = []
        var ended: [CGPoint] = []
        target.onBegan = { touches, _ in began.append(touches.first!.location(in: target)) }
        target.onEnded = { touches, _ in ended.append(touches.first!.location(in: target)) }
        let reader = try #require(x.backend.display.deviceEvents)
        var capacity = 0
        for round in 0..<300 {
            let point = CGPoint(x: 10 + round % 250, y: 10 + (round * 7) % 150)
            if round % 3 == 0 {
                x.injector.drag(from: x.screenPoint(point, in: window), to: x.screenPoint(CGPoint(x: 150, y: 100), in: window), steps: 4)
            } else {
                x.injector.click(at: x.screenPoint(point, in: window))
            }
            try x.waitUntil("click \(round)") { ended.count == round + 1 }
            #expect(began.last == point)
            #expect(ended.last == (round % 3 == 0 ? CGPoint(x: 150, y: 100) : point))
            #expect(reader.pendingCount == 0)
            if round == 10 { capacity = reader.capacity }
        }
        #expect(began.count == 300)
        // The list is reused, not grown, however many events pass through it.
        #expect(reader.capacity == capacity)
    }

    @Test("R-X2 XPeekEvent on a queued XI2 press copies its cookie, and the press is still delivered")
    func peekedEvent() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let target = x.view("target", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        var began: [CGPoint] = []
        target.onBegan = { touches, _ in began.append(touches.first!.location(in: target)) }
        let display = x.backend.display.display
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 30, y: 40), in: window))
        try x.waitUntil("the move") { x.backend.display.deviceEvents?.pendingCount == 0 }
        x.injector.button(1, isDown: true)
        // Read the press into Xlib's queue without taking it, then look at it as another library
        // would: libXi's copy hook would read a data pointer the decoded cookie does not have.
        var peeked = XEvent()
        var found = false
        for _ in 0..<500 where !found {
            XSync(display, 0)
            while XPending(display) > 0 {
                XPeekEvent(display, &peeked)
                if peeked.type == GenericEvent, peeked.xcookie.evtype == XI_ButtonPress { found = true; break }
                var discarded = XEvent()
                XNextEvent(display, &discarded)   // not the press (a map, a motion): drop it
            }
            if !found { usleep(2_000) }
        }
        #expect(found, "the press never reached the queue")
        #expect(peeked.xcookie.data == nil)
        try x.waitUntil("the press") { began.count == 1 }
        #expect(began == [CGPoint(x: 30, y: 40)])
        x.injector.button(1, isDown: false)
        try x.waitUntil("the release") { x.log.entries.contains("target ended 1") }
    }

    @Test("R-U2 100 displays opened and closed leave no reader installed")
    func readersFreedWithDisplays() throws {
        let before = X11DeviceEventReader.installedCount
        for _ in 0..<100 {
            let display = try X11Display(name: nil)
            #expect(display.deviceEvents == nil, "XInput 2 waits for the first frame")
            #expect(display.startXInput2(on: []))
            #expect(display.deviceEvents != nil)
            #expect(X11DeviceEventReader.installedCount == before + 1)
            display.close()
            #expect(X11DeviceEventReader.installedCount == before)
        }
    }
}
