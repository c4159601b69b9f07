import CX11
import Foundation
import Testing
@testable import XResponder

/// A view that keeps the tap counts of the touches it sees begin.
final class TapCountView: UIView {
    var counts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { counts += touches.map(\.tapCount) }
}

@Suite("X11 desktop input settings from XSETTINGS (R-DT3)", .serialized)
@MainActor
struct X11DesktopInputSettingsTests {
    @Test("R-DT3 X11: the desktop's double-click time and distance, drag threshold, and cursor theme and size (xsettingsd) apply, and follow changes while running")
    func doubleClickAndCursorSettings() throws {
        let manager = try SettingsManager(settings: """
            Net/DoubleClickTime 900
            Net/DoubleClickDistance 24
            Net/DndDragThreshold 30
            Gtk/CursorThemeName "Adwaita"
            Gtk/CursorThemeSize 48

            """)
        defer { manager.stop() }
        let x = try XServerHarness()
        let dispatcher = UIApplication.shared.dispatcher!
        defer {
            x.tearDown()
            // The application outlives the backend: UIKit's rule again for the tests after this one.
            dispatcher.doubleClickInterval = InputDispatcher.defaultDoubleClickInterval
            dispatcher.doubleClickDistance = InputDispatcher.defaultDoubleClickDistance
            UIPanGestureRecognizer.hysteresis = UIPanGestureRecognizer.defaultHysteresis
        }
        #expect(try x.backend.processEvents(timeout: 5) { dispatcher.doubleClickInterval == 0.9 })
        #expect(dispatcher.doubleClickDistance == 24 / x.backend.display.scale)
        #expect(UIPanGestureRecognizer.hysteresis == 30 / x.backend.display.scale, "pans begin at the desktop's drag threshold")
        #expect(XcursorGetTheme(x.backend.display.display).map { String(cString: $0) } == "Adwaita")
        #expect(XcursorGetDefaultSize(x.backend.display.display) == 48)

        // Two clicks 0.6 s apart count as a double click with the desktop's 0.9 s (UIKit's 0.4 s
        // would make them two single clicks).
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
        let view = TapCountView(frame: window.bounds)
        window.addSubview(view)
        _ = try x.backend.processEvents(timeout: 0.3) { false }
        x.injector.click(at: x.screenPoint(CGPoint(x: 100, y: 100), in: window))
        _ = try x.backend.processEvents(timeout: 0.6) { false }
        x.injector.click(at: x.screenPoint(CGPoint(x: 110, y: 100), in: window))
        #expect(try x.backend.processEvents(timeout: 2) { view.counts.count == 2 })
        #expect(view.counts == [1, 2])

        // The desktop changes its mind while the app runs; a setting it drops goes back to UIKit's.
        try manager.change(settings: "Net/DoubleClickTime 250\n")
        #expect(try x.backend.processEvents(timeout: 5) { dispatcher.doubleClickInterval == 0.25 })
        #expect(dispatcher.doubleClickDistance == InputDispatcher.defaultDoubleClickDistance)
        #expect(UIPanGestureRecognizer.hysteresis == UIPanGestureRecognizer.defaultHysteresis)
    }

    @Test("R-DT3 X11: settings flipped 100 times while the app runs: each flip applies, the cursor theme follows, the last one stands")
    func settingsFlipped100Times() throws {
        let manager = try SettingsManager(settings: "Net/DoubleClickTime 300\n")
        defer { manager.stop() }
        let x = try XServerHarness()
        let dispatcher = UIApplication.shared.dispatcher!
        defer {
            x.tearDown()
            dispatcher.doubleClickInterval = InputDispatcher.defaultDoubleClickInterval
            dispatcher.doubleClickDistance = InputDispatcher.defaultDoubleClickDistance
        }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 200))
        _ = window
        #expect(try x.backend.processEvents(timeout: 5) { dispatcher.doubleClickInterval == 0.3 })
        var applied = 0
        for flip in 0..<100 {
            let milliseconds = flip.isMultiple(of: 2) ? 600 : 300
            let theme = flip.isMultiple(of: 2) ? "Adwaita" : "default"
            // xsettingsd quirk: it reloads only when a SIGHUP interrupts its wait for X events; one
            // that arrives while it is still busy with the last reload (a loaded machine) is lost
            // until some X event wakes it. So the change is signalled again until the application
            // has it (R-U11: no test depends on how fast another process is).
            var seen = false
            for _ in 0..<20 where !seen {
                try manager.change(settings: "Net/DoubleClickTime \(milliseconds)\nGtk/CursorThemeName \"\(theme)\"\n")
                seen = try x.backend.processEvents(timeout: 1.5, until: { dispatcher.doubleClickInterval == TimeInterval(milliseconds) / 1000 })
            }
            if seen { applied += 1 }
        }
        #expect(applied == 100)
        #expect(dispatcher.doubleClickInterval == 0.3)
        #expect(XcursorGetTheme(x.backend.display.display).map { String(cString: $0) } == "default")
    }
}
