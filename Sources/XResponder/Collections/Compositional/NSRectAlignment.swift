import Foundation

/// Where a boundary supplementary item sits on its section (R-LC2).
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
