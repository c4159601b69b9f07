import Foundation
import Testing
@testable import XResponder

/// The second client the production latency benchmarks time "press → pixels" with (R-P1): it
/// must see a window's drawing, and only drawing.
@Suite("X11 pixel watcher for the latency benchmarks (R-P1)", .serialized)
@MainActor
struct X11PixelWatcherTests {
    @Test("R-P1 X11: a colour change drawn by the application is seen by another connection; an idle window is not, twenty times over")
    func seesDrawingOnly() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let window = try harness.showWindow(frame: CGRect(x: 60, y: 70, width: 200, height: 100))
        let id = try #require(harness.backend.windowID(of: window))
        let watcher = try X11PixelWatcher()
        try harness.backend.processEvents(timeout: 0.2) { false }   // the first frame is out
        watcher.watch(windowID: id)
        let center = watcher.center(ofWindow: id)
        #expect(abs(center.x - 160 * harness.backend.scale) <= 1 && abs(center.y - 120 * harness.backend.scale) <= 1)
        for index in 0..<20 {
            watcher.reset()
            try harness.backend.processEvents(timeout: 0.05) { false }
            #expect(!watcher.waitForChange(timeout: 0.05), "idle window reported drawn (\(index))")
            window.backgroundColor = index % 2 == 0 ? .black : .white
            try harness.backend.processEvents(timeout: 0.05) { false }
            #expect(watcher.waitForChange(timeout: 2), "drawing not seen (\(index))")
        }
        watcher.stopWatching()
    }
}
