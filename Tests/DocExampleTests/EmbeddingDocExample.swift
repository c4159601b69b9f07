import Foundation
import XResponder

/// docs/embedding.md's samples, compiled (not run here: they need a display and a host; the X11
/// tests run the same calls, and XRRunLoopProbe's `host` mode runs the same loop).
@MainActor
func embeddingDocSample(controller: UIViewController, hostWindowID: UInt) throws {
    let application = UIApplication.launch()
    let backend = try X11Backend.install(on: application)
    let window = UIWindow(frame: .zero)        // the frame follows the host
    window.rootViewController = controller
    try backend.embed(window, into: hostWindowID)
    window.makeKeyAndVisible()
    try hostLoopSample(backend: backend)
}

/// A host's own loop: sleep in poll() on XResponder's descriptors (beside the host's own), then
/// let XResponder handle whatever is pending.
@MainActor
func hostLoopSample(backend: X11Backend) throws {
    var running = true
    while running {
        // Input, timers, main-queue work and drawing; returns how long the loop may sleep.
        let timeout = try backend.dispatchPendingWork()
        var descriptors = backend.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = timeout.map { Int32(($0 * 1000).rounded(.up)) } ?? -1
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        running = !UIApplication.shared.windows.isEmpty
    }
}
