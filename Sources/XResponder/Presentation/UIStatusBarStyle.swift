import Foundation

/// The status bar's content style. A desktop window has no status bar: the style is asked for,
/// kept and changes nothing.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
