import CX11
import Foundation
import Testing
@testable import XResponder

/// Scroll views on a real X server: XTest wheel clicks and drags, the system clock driving the
/// frames, and the pixels the X window shows after scrolling by copies.
@Suite("UIScrollView under X11 (R-S3, R-S4, R-S5)", .serialized)
@MainActor
struct X11ScrollViewTests {
    /// A 200×200 list of 500 rows of 20 points at (20, 20) in a 240×240 window; row i is coloured
    /// (i mod 256, 40, 200).
    func listWindow(_ x: XServerHarness) throws -> (RecordingWindow, UIScrollView, ScrollRecorder) {
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 240, height: 240))
        let list = UIScrollView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        list.backgroundColor = .white
        for index in 0..<500 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 20, width: 200, height: 20))
            row.backgroundColor = UIColor(red: CGFloat(index % 256) / 255, green: 40 / 255, blue: 200 / 255, alpha: 1)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 200, height: 10_000)
        let recorder = ScrollRecorder()
        list.delegate = recorder
        window.addSubview(list)
        return (window, list, recorder)
    }

    func pixel(_ x: XServerHarness, _ window: UIWindow, _ point: CGPoint) -> UInt {
        let xid = Window(x.backend.windowID(of: window)!)
        let scale = x.backend.scale
        let image = XGetImage(x.injector.display, xid, Int32(point.x * scale), Int32(point.y * scale), 1, 1, xr_AllPlanes(), ZPixmap)!
        defer { xr_XDestroyImage(image) }
        return xr_XGetPixel(image, 0, 0) & 0xFFFFFF
    }

    /// The colour row `index` has on screen.
    func rowColor(_ index: Int) -> UInt { UInt(index % 256) << 16 | 40 << 8 | 200 }

    /// The row under window point `y` (inside the list) for the list's offset.
    func rowIndex(atWindowY y: CGFloat, _ list: UIScrollView) -> Int {
        Int(((y - list.frame.minY + list.contentOffset.y) / 20).rounded(.down))
    }

    @Test("R-S4 X11: wheel buttons 4–7 and Shift+wheel scroll the scroll view under the pointer")
    func wheelClicks() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, list, _) = try listWindow(x)
        list.contentSize = CGSize(width: 600, height: 10_000)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 120, y: 120), in: window))
        let step = UIScrollView.wheelStep(pageLength: 200)
        for _ in 0..<3 { x.injector.click(at: x.screenPoint(CGPoint(x: 120, y: 120), in: window), button: 5) }
        try x.waitUntil("three clicks down") { abs(list.contentOffset.y - 3 * step) < 0.001 }
        x.injector.click(at: x.screenPoint(CGPoint(x: 120, y: 120), in: window), button: 4)
        try x.waitUntil("one click up") { abs(list.contentOffset.y - 2 * step) < 0.001 }
        x.injector.click(at: x.screenPoint(CGPoint(x: 120, y: 120), in: window), button: 7)
        try x.waitUntil("one click right") { abs(list.contentOffset.x - step) < 0.001 }
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: true)
        x.injector.click(at: x.screenPoint(CGPoint(x: 120, y: 120), in: window), button: 5)
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: false)
        try x.waitUntil("Shift+wheel scrolls right") { abs(list.contentOffset.x - 2 * step) < 0.001 }
        #expect(abs(list.contentOffset.y - 2 * step) < 0.001)
        // Over the window outside the list nothing scrolls.
        x.injector.click(at: x.screenPoint(CGPoint(x: 10, y: 10), in: window), button: 5)
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        #expect(abs(list.contentOffset.y - 2 * step) < 0.001)
    }

    @Test("R-S3 R-S5 X11: a real fling decelerates frame by frame, and the window shows the rows it stopped on")
    func flingOnTheSystemClock() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, list, recorder) = try listWindow(x)
        try x.waitUntil("first frame") { pixel(x, window, CGPoint(x: 100, y: 30)) == rowColor(0) }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 120, y: 200), in: window))
        x.injector.button(1, isDown: true)
        for step in 1...6 {
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: 120, y: 200 - CGFloat(step) * 25), in: window))
            _ = try x.backend.processEvents(timeout: 0.01) { false }
        }
        x.injector.button(1, isDown: false)
        try x.waitUntil("the deceleration begins") { recorder.calls.contains("willBeginDecelerating") }
        let framesBefore = recorder.calls.filter { $0 == "didScroll" }.count
        let compositor = (window.platformWindow as! X11Window).compositor
        var copiedOnServer = 0
        try x.waitUntil("the deceleration ends", timeout: 10) {
            if !compositor.lastFrameMoves.isEmpty { copiedOnServer += 1 }
            return recorder.calls.last == "didEndDecelerating"
        }
        #expect(copiedOnServer > 0, "no frame moved pixels with XCopyArea")
        let frames = recorder.calls.filter { $0 == "didScroll" }.count - framesBefore
        #expect(frames >= 10, "only \(frames) frames of deceleration")
        #expect(list.contentOffset.y > 200)
        // It rests on a whole pixel: at a fractional offset each row edge is drawn anti-aliased and
        // two rows sharing one let the white background through (a blended line every row, seen
        // in loaded CI runs, where the release velocity, and so the end, varies).
        #expect(list.contentOffset.y * x.backend.scale == (list.contentOffset.y * x.backend.scale).rounded())
        // Every row on screen is the one the offset says, down to the pixel: the copies and the
        // exposed strips add up to the right picture.
        // Waited for, not slept on: on a loaded machine the last frame may still be on its way.
        let probes = Array(stride(from: CGFloat(25), through: 215, by: 10))
        _ = try x.backend.processEvents(timeout: 5) {
            probes.allSatisfy { pixel(x, window, CGPoint(x: 100, y: $0)) == rowColor(rowIndex(atWindowY: $0, list)) }
        }
        for y in probes {
            #expect(pixel(x, window, CGPoint(x: 100, y: y)) == rowColor(rowIndex(atWindowY: y, list)), "window y \(y)")
        }
    }

    @Test("R-S5 X11: a scroll copy whose source another window covers is repaired from the backing surface (GraphicsExpose)")
    func obscuredCopySource() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, list, _) = try listWindow(x)
        try x.waitUntil("first frame") { pixel(x, window, CGPoint(x: 100, y: 30)) == rowColor(0) }
        // Another client's window over the lower half of the list.
        let dpy = x.injector.display
        let scale = x.backend.scale
        let cover = XCreateSimpleWindow(dpy, XDefaultRootWindow(dpy), Int32((window.frame.minX + 20) * scale),
                                        Int32((window.frame.minY + 130) * scale), UInt32(200 * scale), UInt32(90 * scale), 0, 0, 0)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        XChangeWindowAttributes(dpy, cover, UInt(CWOverrideRedirect), &attributes)
        XMapRaised(dpy, cover)
        XSync(dpy, 0)
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        // Scroll by whole rows: the pixels that move up into view come from under the cover.
        for _ in 0..<3 {
            list.contentOffset.y += 40
            _ = try x.backend.processEvents(timeout: 0.1) { false }
        }
        try x.waitUntil("the visible rows are right") {
            stride(from: CGFloat(25), through: 125, by: 10).allSatisfy { y in
                pixel(x, window, CGPoint(x: 100, y: y)) == rowColor(rowIndex(atWindowY: y, list))
            }
        }
        XDestroyWindow(dpy, cover)
        XSync(dpy, 0)
        try x.waitUntil("the uncovered rows are right too") {
            stride(from: CGFloat(135), through: 215, by: 10).allSatisfy { y in
                pixel(x, window, CGPoint(x: 100, y: y)) == rowColor(rowIndex(atWindowY: y, list))
            }
        }
    }
}
