import Foundation

extension UIImage {
    /// The weight of a symbol. The desktop's symbolic icons come in one weight; the value is kept
    /// (and compared) but does not change the drawing.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size: small 80 %, medium 100 %, large 125 %.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        var factor: CGFloat { self == .small ? 0.8 : self == .large ? 1.25 : 1 }
    }

    /// How big a symbol is drawn (UIKit's `UIImage.SymbolConfiguration`): by point size (like the
    /// font it sits beside) or text style, and scale.
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
        }
        public convenience init(font: UIFont, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// The side of the square the symbol is drawn in, in points: about 1.2 × the point size,
        /// as an SF Symbol beside text of that size.
        var side: CGFloat { (pointSize * scale.factor * 1.2).rounded() }

        /// This configuration with `other`'s specified values over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .default || other.scale == .unspecified ? scale : other.scale)
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize); hasher.combine(weight); hasher.combine(scale)
        }

        public var description: String { "SymbolConfiguration(pointSize: \(pointSize), scale: \(scale))" }
    }
}
