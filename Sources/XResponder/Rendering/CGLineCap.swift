import Foundation

/// How line ends are drawn (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}
