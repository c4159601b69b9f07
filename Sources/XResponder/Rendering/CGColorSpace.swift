import Foundation

/// A colour space. Everything here is device RGB; the type exists so CoreGraphics calls port.
public final class CGColorSpace: Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    init() {}
    public init?(name: String) {}
}
