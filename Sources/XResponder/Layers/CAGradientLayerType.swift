import Foundation

/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Drawn as an axial gradient: Cairo has no conic gradient (documented in docs/appearance.md).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
