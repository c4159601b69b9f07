import Foundation
import XResponder

/// Plays the demo with real X input (XTest), saves what the X server shows after each step to
/// demo-output/, and returns the exit status.
@MainActor
func runTour() -> Int32 {
    let output = URL(fileURLWithPath: "demo-output")
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    do {
        guard try backend.processEvents(timeout: 5, until: { backend.isMapped(window) }) else {
            print("xdemo: the window was never mapped")
            return 1
        }
        let injector = try X11InputInjector()
        defer { injector.close() }
        func pixel(_ point: CGPoint) -> CGPoint {
            CGPoint(x: (window.frame.minX + point.x) * backend.scale, y: (window.frame.minY + point.y) * backend.scale)
        }
        func settle() throws { try backend.processEvents(timeout: 0.2) { false } }
        func shoot(_ name: String) {
            guard let image = backend.screenshot(of: window) else { return }
            try? image.writePNG(to: output.appendingPathComponent("\(name).png"))
            print("xdemo: wrote demo-output/\(name).png")
        }

        try settle()
        shoot("00-start")

        // 1. Press on view E and hold: the walk goes B → D → E and E turns orange.
        let e = viewE.convert(CGPoint(x: 40, y: 70), to: window)
        injector.movePointer(to: pixel(e))
        injector.button(1, isDown: true)
        try settle()
        shoot("01-hit-test-viewE")
        injector.button(1, isDown: false)
        try settle()

        // 2. Drag the green square by 120 points.
        injector.drag(from: pixel(CGPoint(x: 410, y: 90)), to: pixel(CGPoint(x: 530, y: 230)), steps: 12)
        try settle()
        shoot("02-dragged-square")
        print("xdemo: square now at \(square.frame.origin)")
        return 0
    } catch {
        print("xdemo: \(error)")
        return 1
    }
}
