import Foundation

/// The smallest and largest sizes of a scene's windows. On X11 they become the windows' size
/// hints (`WM_NORMAL_HINTS`), which the window manager honours when the user resizes.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
    private weak var scene: UIWindowScene?
    public var minimumSize: CGSize = .zero { didSet { apply() } }
    public var maximumSize: CGSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { apply() }
    }
    public var allowsFullScreen = true

    init(scene: UIWindowScene) { self.scene = scene }

    private func apply() {
        for window in scene?.windows ?? [] { window.platformWindow?.sizeLimitsDidChange(window, minimum: minimumSize, maximum: maximumSize) }
    }
}
