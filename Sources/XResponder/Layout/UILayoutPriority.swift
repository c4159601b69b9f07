import Foundation

/// How much a constraint matters (UIKit's `UILayoutPriority`, 1…1000). Required (1000) must hold;
/// the solver satisfies lower priorities as well as it can, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver's weight for this priority. Required stays required; below it the weight grows
    /// tenfold every 112.5 points (250 → 166, 750 → 4.6·10⁶, 999 → 7.6·10⁸, just under the
    /// solver's required strength of 10⁹): a priority outweighs many constraints a few hundred
    /// below it, as UIKit's levels do, while 251 still beats 250 one to one. Values outside
    /// 1…1000 (and NaN) are clamped, as UIKit clamps them.
    var solverStrength: Double {
        let value = rawValue.isNaN ? 1 : Swift.min(Swift.max(Double(rawValue), 1), 1000)
        return value >= 1000 ? LayoutStrength.required : pow(10, value / 112.5)
    }
}
