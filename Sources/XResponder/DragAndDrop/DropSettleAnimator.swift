import Foundation

/// The settle of one dropped item (R-DT2). No drag image is drawn on the desktop, so there is no
/// preview to fly into place: what the app adds runs as one short animation on the next turn of
/// the loop — after `performDrop` returns, when the app's own updates are in — and the
/// completions follow it.
@MainActor
final class DropSettleAnimator: UIDragAnimating {
    static let duration: TimeInterval = 0.25
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var started = false
    private var finished = false

    init() {
        UIApplication.shared.clock.schedule(after: 0) { [self] in start() }
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        if started { UIView.animate(withDuration: Self.duration, animations: animations) } else { self.animations.append(animations) }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        if finished { completion(.end) } else { completions.append(completion) }
    }

    private func start() {
        started = true
        let animations = self.animations
        self.animations = []
        guard !animations.isEmpty else { return finish() }
        UIView.animate(withDuration: Self.duration, animations: { for animation in animations { animation() } },
                       completion: { [self] _ in finish() })
    }

    private func finish() {
        finished = true
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(.end) }
    }
}
