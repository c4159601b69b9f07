import Foundation

/// How joined segments are drawn (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}
