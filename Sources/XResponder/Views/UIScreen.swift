import Foundation

/// The display a window is on. XResponder has one screen; with X11 its size and scale come from the
/// display at startup.
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()
    /// The screen in points.
    public var bounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
    /// Pixels per point (HiDPI).
    public var scale: CGFloat = 1
}
