import Foundation

/// The display a window is on. XResponder has one screen; with X11 its size and scale come from the
/// display at startup.
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()
    /// The screen in points.
    public var bounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
    /// Pixels per point (HiDPI).
    public var scale: CGFloat = 1 { didSet { ScreenScale.current = scale } }
    /// The desktop's traits (idiom, interface style, display scale): what `UIScreen.main
    /// .traitCollection` answers in UIKit, where the screen is a trait environment.
    public var traitCollection: UITraitCollection { UIApplication.systemTraitCollection }
    /// Where new windows open: the screen less the desktop's panels (X11: `_NET_WORKAREA`), or the
    /// whole screen when nothing says (headless, no window manager).
    var workArea: CGRect?
    var usableBounds: CGRect { workArea.map { $0.intersection(bounds) }.flatMap { $0.isEmpty ? nil : $0 } ?? bounds }
}

/// The main screen's scale, readable from any thread: `UIImage(named:)` is callable off the main
/// actor, as UIKit's is, and picks the `@2x` file for it.
enum ScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored: CGFloat = 1

    static var current: CGFloat {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
