import Foundation

// Geometry from applications can hold NaN or infinities (a division by zero in layout code, a
// transform scaled to nothing). These helpers let the hit-testing and conversion code refuse such
// values instead of trapping or producing garbage hits (R-H8).

extension CGPoint {
    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    static let notANumber = CGPoint(x: CGFloat.nan, y: CGFloat.nan)

    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension CGRect {
    /// True when origin and size are finite numbers (a `.null` rect is not finite).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGPoint {
    /// "(x, y)" with up to two decimals, for traces.
    var traceDescription: String {
        func format(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.2f", Double(value))
        }
        return "(\(format(x)), \(format(y)))"
    }
}
