import Foundation

/// CoreGraphics' fill rules.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}
