import Foundation

/// The shape of rounded corners. XResponder draws both as circular arcs; `.continuous` (Apple's
/// squircle) differs from a circle by under a pixel at radii below 20 points.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
