import Foundation

/// How iPadOS animates the pointer over a view (UIKit's). Kept for ported code; a desktop shows the
/// cursor the style's shape names.
public enum UIPointerEffect: Sendable {
    case automatic, highlight, lift, hover
}
