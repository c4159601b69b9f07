import Foundation

/// The look of the on-screen keyboard (kept; there is none on a desktop).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    public static let alert = UIKeyboardAppearance.dark
}
