import XResponder

/// docs/x11.md's "by hand" sample, compiled (not run: it needs a display and does not return).
@MainActor
func x11DocSample() throws {
    let application = UIApplication.launch()
    let backend = try X11Backend.install(on: application)   // $DISPLAY, or install(displayName: ":1")
    let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
    window.title = "Hello"
    window.makeKeyAndVisible()
    try application.run()   // returns after stop() or when the last window is closed
    _ = backend
}
