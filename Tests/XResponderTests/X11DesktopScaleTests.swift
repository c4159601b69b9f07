import CX11
import Foundation
import Testing
@testable import XResponder

/// A view that notes the display scales its trait collection changes to.
final class ScaleWatchingView: UIView {
    var scales: [CGFloat] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        scales.append(traitCollection.displayScale)
    }
}

@Suite("X11 desktop scale from XSETTINGS Xft/DPI (R-DT3)", .serialized)
@MainActor
struct X11DesktopScaleTests {
    /// The window's size on the server, in pixels.
    func pixelSize(_ x: XServerHarness, _ window: UIWindow) -> CGSize {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(x.injector.display, Window(x.backend.windowID(of: window) ?? 0), &attributes)
        return CGSize(width: CGFloat(attributes.width), height: CGFloat(attributes.height))
    }

    func isRed(_ x: XServerHarness, _ window: UIWindow, pixel: CGPoint) -> Bool {
        let xid = Window(x.backend.windowID(of: window) ?? 0)
        guard let image = XGetImage(x.injector.display, xid, Int32(pixel.x), Int32(pixel.y), 1, 1, xr_AllPlanes(), ZPixmap) else { return false }
        defer { xr_XDestroyImage(image) }
        let value = xr_XGetPixel(image, 0, 0)
        return (value >> 16) & 0xFF > 200 && (value >> 8) & 0xFF < 80 && value & 0xFF < 80
    }

    @Test("R-DT3 X11: the desktop's Xft/DPI (xsettingsd) sets a fractional scale while the app runs: windows keep their size in points, draw at 1.25, clicks land in points, traits change; dropping the setting goes back")
    func fractionalScaleFollowsTheDesktop() throws {
        let manager = try SettingsManager(settings: "Xft/DPI 98304\n")   // 96 dpi
        defer { manager.stop() }
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        let red = ScaleWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        red.backgroundColor = .red
        window.addSubview(red)
        let clicks = TapCountView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(clicks)
        _ = try x.backend.processEvents(timeout: 0.3) { false }
        #expect(x.backend.scale == 1 && pixelSize(x, window) == CGSize(width: 200, height: 100))

        try manager.change(settings: "Xft/DPI 122880\n")    // 120 dpi: 1.25
        #expect(try x.backend.processEvents(timeout: 5) { x.backend.scale == 1.25 })
        try x.waitUntil("the window is 250×125 pixels") { pixelSize(x, window) == CGSize(width: 250, height: 125) }
        _ = try x.backend.processEvents(timeout: 0.3) { false }
        #expect(window.frame.size == CGSize(width: 200, height: 100), "laid out in points, as before")
        #expect(UIScreen.main.scale == 1.25 && red.traitCollection.displayScale == 1.25)
        #expect(red.scales.last == 1.25)
        #expect(isRed(x, window, pixel: CGPoint(x: 122, y: 60)), "the red view spans 125×62 pixels")
        #expect(!isRed(x, window, pixel: CGPoint(x: 128, y: 30)) && !isRed(x, window, pixel: CGPoint(x: 60, y: 66)))
        // A click at pixel (200, 50) is the point (160, 40): in the second view.
        x.injector.click(at: CGPoint(x: window.frame.minX * 1.25 + 200, y: window.frame.minY * 1.25 + 50))
        try x.waitUntil("the click lands in points") { clicks.counts.count == 1 }

        try manager.change(settings: "Net/DoubleClickTime 400\n")   // Xft/DPI dropped
        #expect(try x.backend.processEvents(timeout: 5) { x.backend.scale == 1 })
        try x.waitUntil("the window is 200×100 pixels again") { pixelSize(x, window) == CGSize(width: 200, height: 100) }
        #expect(red.scales.last == 1)
    }

    @Test("R-DT3: Xft/DPI is read in 1024ths of a dot per inch; -1 (the default) and values no screen has are ignored")
    func dpiParsing() {
        #expect(XSettingsParser.input(of: ["Xft/DPI": .integer(98304)]).dpi == 96)
        #expect(XSettingsParser.input(of: ["Xft/DPI": .integer(147456)]).dpi == 144)
        #expect(XSettingsParser.input(of: ["Xft/DPI": .integer(-1)]).dpi == nil)
        #expect(XSettingsParser.input(of: ["Xft/DPI": .integer(5)]).dpi == nil)
        #expect(XSettingsParser.input(of: ["Xft/DPI": .string("96")]).dpi == nil)
    }
}
