import Foundation

/// How a status bar change animates (no status bar here: nothing animates).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}
