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

    /// `size` within the restrictions (the minimum wins where the two disagree, as the window
    /// manager's hints do).
    func clamp(_ size: CGSize) -> CGSize {
        func bound(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            max(low.isFinite ? low : 0, min(value, high.isFinite && high > 0 ? high : value))
        }
        return CGSize(width: bound(size.width, minimumSize.width, maximumSize.width),
                      height: bound(size.height, minimumSize.height, maximumSize.height))
    }

    /// Tells the window manager, and brings each window's size within the new limits (within the
    /// work area), as a window manager would when the hints change.
    private func apply() {
        let area = UIScreen.main.usableBounds
        for window in scene?.windows ?? [] {
            window.platformWindow?.sizeLimitsDidChange(window, minimum: minimumSize, maximum: maximumSize)
            var size = clamp(window.frame.size)
            size = CGSize(width: min(size.width, max(area.width, minimumSize.width)), height: min(size.height, max(area.height, minimumSize.height)))
            if size != window.frame.size { window.frame.size = size }
        }
    }
}
