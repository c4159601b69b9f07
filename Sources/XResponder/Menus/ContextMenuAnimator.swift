import Foundation

/// The animator handed to a context-menu delegate: its animations run in one `UIView.animate` as
/// the menu appears or goes, and its completions after that (R-DT1).
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what was added: the animations over the menu's short fade, then the completions.
    func run() {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty || !completions.isEmpty else { return }
        UIView.animate(withDuration: animations.isEmpty ? 0 : 0.15, animations: {
            for animation in animations { animation() }
        }, completion: { _ in
            for completion in completions { completion() }
        })
    }
}
