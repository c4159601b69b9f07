import Foundation

/// While an interactive transition starts its animator, the animations it begins are captured so
/// that the interaction can scrub them (UIKit pauses the container's layer time for this; view
/// animations here run on the app's clock instead, so they are handed to a paused driver).
///
/// `UIView.animate` blocks become groups of `driver`, each keeping its own delay and duration on
/// the driver's timeline; property animators started meanwhile are adopted, paused, and scrubbed
/// alongside.
@MainActor
final class TransitionCapture {
    /// A linear animator as long as the transition; its fraction is the transition's progress.
    let driver: UIViewPropertyAnimator
    private(set) var adopted: [UIViewPropertyAnimator] = []

    init(duration: TimeInterval) {
        driver = UIViewPropertyAnimator(duration: duration, curve: .linear)
        // The captured blocks keep their own curves at every point of the scrub.
        driver.scrubsLinearly = false
    }

    func adopt(_ animator: UIViewPropertyAnimator) {
        guard animator !== driver, !adopted.contains(where: { $0 === animator }) else { return }
        adopted.append(animator)
    }

    /// Runs `body` with its animations captured.
    func capturing(_ body: () -> Void) {
        let viewAnimator = UIApplication.shared.viewAnimator
        let outer = viewAnimator.transitionCapture
        viewAnimator.transitionCapture = self
        defer { viewAnimator.transitionCapture = outer }
        body()
    }

    /// Everything scrubbed together: the driver and the adopted animators.
    var scrubbed: [UIViewPropertyAnimator] { [driver] + adopted }
}
