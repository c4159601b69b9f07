import Foundation
import XResponder

/// `xdemo --idle-check`: shows every scene in turn, lets it settle, then runs the application's
/// own loop for `idlePeriod` with nothing happening and reports the loop's wake-ups and frames
/// (R-U10: an idle application does no work). One line a scene, "idle: <title>: N wake-ups, M
/// frames"; exits 0 when every scene woke the loop at most once (the timer that stops it) and drew
/// no frame (or names the work it goes on with, `idleWork`), 1 otherwise. A scene whose text
/// field or view is first responder blinks its caret for its first ten seconds, as GTK does: the
/// check ends editing before it measures.
@MainActor
func runIdleCheck() -> Int32 {
    // Longer than the half second the loop used to sleep at most (a wake-up it made for nothing).
    let idlePeriod: TimeInterval = 1.1
    var failures = 0
    for (index, scene) in shell.scenes.enumerated() {
        shell.show(index)
        window.endEditing(true)
        settle()
        let wakes = backend.wakeCount, frames = backend.framesDrawn
        _ = application.clock.schedule(after: idlePeriod) { application.stop() }
        do { try application.run() } catch {
            say("xdemo: \(error)")
            return 1
        }
        let woke = backend.wakeCount - wakes, drew = backend.framesDrawn - frames
        let idle = woke <= 1 && drew == 0
        if !idle, scene.idleWork == nil { failures += 1 }
        let verdict = idle ? "" : scene.idleWork.map { " — working: \($0)" } ?? " — not idle"
        say("idle: \(scene.sceneTitle): \(woke) wake-ups, \(drew) frames\(verdict)")
    }
    say("idle: \(failures) of \(shell.scenes.count) scenes did work while idle")
    return failures == 0 ? 0 : 1
}

/// Turns until the loop has nothing to do: no input, no work due within a turn, twice in a row
/// (at most 5 s: a scene that never settles is reported by the measurement after it).
@MainActor
private func settle() {
    let deadline = Date().addingTimeInterval(5)
    var quiet = 0
    while quiet < 2, Date() < deadline {
        let next = (try? backend.dispatchPendingWork()) ?? nil
        if next == nil, !backend.hasUnreadInput {
            quiet += 1
        } else {
            quiet = 0
        }
        var descriptors = backend.pollDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32(min(max(next ?? 0.05, 0), 0.05) * 1000))
    }
}
