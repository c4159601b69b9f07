import CCairo
import Foundation

/// CoreGraphics takes colour arrays as `CFArray` (`[c1.cgColor, c2.cgColor] as CFArray`); Foundation
/// on Linux has no such type, so here it is an array of anything, and that line compiles unchanged.
public typealias CFArray = [Any]

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Colours at locations along a gradient, as CoreGraphics' `CGGradient`.
public final class CGGradient: Sendable {
    struct Stop: Sendable { var location: CGFloat; var color: CGColor }
    let stops: [Stop]

    /// `colors` holds `CGColor`s (or `UIColor`s); `locations` one 0…1 value per colour, or nil for
    /// evenly spaced. Nil when there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colorList = colors.compactMap(Self.cgColor)
        guard !colorList.isEmpty else { return nil }
        let positions = locations.map { Array(UnsafeBufferPointer(start: $0, count: colorList.count)) }
        stops = Self.stops(colors: colorList, locations: positions)
    }

    /// Components as RGBA quadruples, `count` of them.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: count * 4))
        let colorList = (0..<count).map { CGColor(red: values[$0 * 4], green: values[$0 * 4 + 1],
                                                  blue: values[$0 * 4 + 2], alpha: values[$0 * 4 + 3]) }
        stops = Self.stops(colors: colorList, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    init(colors: [CGColor], locations: [CGFloat]?) {
        stops = Self.stops(colors: colors, locations: locations)
    }

    static func cgColor(_ value: Any) -> CGColor? {
        if let color = value as? CGColor { return color }
        if let color = value as? UIColor { return color.cgColor }
        return nil
    }

    private static func stops(colors: [CGColor], locations: [CGFloat]?) -> [Stop] {
        colors.enumerated().map { index, color in
            let even = colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0
            let location = locations.flatMap { index < $0.count ? $0[index] : nil } ?? even
            return Stop(location: location.isFinite ? min(max(location, 0), 1) : even, color: color)
        }
    }

    /// Adds the stops to a Cairo gradient pattern.
    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color.clamped
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green),
                                              Double(c.blue), Double(c.alpha))
        }
    }
}

extension CGColor {
    /// Components in 0…1 (NaN as 0), ready for Cairo.
    var clamped: CGColor {
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        return CGColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }
}
