import Foundation

/// Line caps and joins of a shape layer, by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}
