import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11 Dynamic Type from the desktop's text scale (R-BR3)", .serialized)
@MainActor
struct X11DynamicTypeTests {
    @Test("R-BR3 X11: GNOME's text scale (xsettingsd's Gdk/UnscaledDPI beside Gdk/WindowScalingFactor) becomes the content size category while the app runs; the window scale stays the factor; Dynamic Type labels grow, fixed ones do not")
    func textScaleFollowsTheDesktop() throws {
        let manager = try SettingsManager(settings: "Xft/DPI 98304\nGdk/WindowScalingFactor 1\nGdk/UnscaledDPI 98304\n")
        defer { manager.stop() }
        let x = try XServerHarness()
        defer {
            x.tearDown()
            UIApplication.shared.contentSizeCategoryDidChange(to: .large)
        }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 300, height: 120))
        let watcher = ContentSizeWatchingView(frame: window.bounds)
        window.addSubview(watcher)
        let body = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        body.text = "Body text"
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        let fixed = UILabel(frame: CGRect(x: 10, y: 60, width: 280, height: 40))
        fixed.text = "Fixed"
        fixed.font = .systemFont(ofSize: 17)
        fixed.adjustsFontForContentSizeCategory = true
        watcher.addSubview(body)
        watcher.addSubview(fixed)
        watcher.label = body
        _ = try x.backend.processEvents(timeout: 0.3) { false }
        #expect(UIApplication.shared.preferredContentSizeCategory == .large && body.font.pointSize == 17)

        // GNOME's "Large Text": text 1.25, windows 1 — Xft/DPI says 120 dpi, the parts say apart.
        try manager.change(settings: "Xft/DPI 122880\nGdk/WindowScalingFactor 1\nGdk/UnscaledDPI 122880\n")
        try x.waitUntil("the category is extraExtraLarge") { UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge }
        #expect(x.backend.scale == 1, "the window scale is the factor, not Xft/DPI's 1.25")
        #expect(body.font.pointSize == 21 && fixed.font.pointSize == 17)
        #expect(watcher.categories.last == .extraExtraLarge && watcher.labelSizes.last == 21)

        // Xft/DPI alone (no parts named): it scales everything again and the text is the default.
        try manager.change(settings: "Xft/DPI 122880\n")
        #expect(try x.backend.processEvents(timeout: 5) { x.backend.scale == 1.25 })
        try x.waitUntil("the category is large again") { UIApplication.shared.preferredContentSizeCategory == .large }
        #expect(body.font.pointSize == 17)
    }
}
