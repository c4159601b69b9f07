/// Strengths weight the error of non-required constraints in the objective, as kiwi's do:
/// `create(a, b, c, w)` is `a·10⁶ + b·10³ + c` (each clamped to 0…1000) scaled by `w`, so a
/// constraint of a stronger level outweighs up to a thousand of the level below.
///
/// UIKit's priorities (1…1000) map onto these in `UILayoutPriority.solverStrength`.
enum LayoutStrength {
    static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
        func clamp(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x * w)) }
        return clamp(a) * 1_000_000 + clamp(b) * 1000 + clamp(c)
    }

    static let required = create(1000, 1000, 1000)
    static let strong = create(1, 0, 0)
    static let medium = create(0, 1, 0)
    static let weak = create(0, 0, 1)

    /// Clamps to 0…required; NaN becomes weak rather than poisoning the objective.
    static func clip(_ value: Double) -> Double {
        guard !value.isNaN else { return weak }
        return Swift.max(0, Swift.min(required, value))
    }
}
