import Foundation

/// The direction text runs in (UIKit's, from its text system).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
