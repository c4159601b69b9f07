import Foundation

/// A color in sRGB with alpha, components in 0…1 (values outside are clamped when drawn).
///
/// A dynamic colour (`UIColor(dynamicProvider:)`, and the semantic ones: `.label`,
/// `.systemBackground`, `.systemBlue` …) has no components of its own: it asks its provider for the
/// colour of a trait collection. Reading `red`, `cgColor` and the rest resolves it against
/// `UITraitCollection.current`, which the renderer sets to each view's collection while it draws
/// (R-AP3), so a view's `backgroundColor = .systemBackground` is white in light and black in dark.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private let storedRed: CGFloat
    private let storedGreen: CGFloat
    private let storedBlue: CGFloat
    private let storedAlpha: CGFloat
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storedRed = red
        storedGreen = green
        storedBlue = blue
        storedAlpha = alpha
        provider = nil
    }

    /// A colour that depends on the trait collection (light or dark, contrast …).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storedRed = 0; storedGreen = 0; storedBlue = 0; storedAlpha = 0
        provider = dynamicProvider
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color from a 0xRRGGBB value, convenient for design specs.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255,
                  green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255,
                  alpha: alpha)
    }

    /// Whether the colour depends on the trait collection.
    public var isDynamic: Bool { provider != nil }

    /// The fixed colour this one is in `traitCollection` (itself when it is not dynamic). A
    /// provider that answers with another dynamic colour is followed, at most eight times.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<8 {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        return color.provider == nil ? color : .clear
    }

    private var resolved: UIColor { provider == nil ? self : resolvedColor(with: UITraitCollection.current) }

    public var red: CGFloat { resolved.storedRed }
    public var green: CGFloat { resolved.storedGreen }
    public var blue: CGFloat { resolved.storedBlue }
    public var alpha: CGFloat { resolved.storedAlpha }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: storedRed, green: storedGreen, blue: storedBlue, alpha: alpha) }
        return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    public func getRed(_ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat) -> Bool {
        let color = resolved
        r = color.storedRed; g = color.storedGreen; b = color.storedBlue; a = color.storedAlpha
        return true
    }

    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let color = resolved
        white = 0.299 * color.storedRed + 0.587 * color.storedGreen + 0.114 * color.storedBlue
        alpha = color.storedAlpha
        return true
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// Fixed colours are equal when their components are; a dynamic colour only to itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.provider != nil || rhs.provider != nil { return lhs === rhs }
        return lhs.storedRed == rhs.storedRed && lhs.storedGreen == rhs.storedGreen && lhs.storedBlue == rhs.storedBlue
            && lhs.storedAlpha == rhs.storedAlpha
    }

    public func hash(into hasher: inout Hasher) {
        if provider != nil { return hasher.combine(ObjectIdentifier(self)) }
        hasher.combine(storedRed); hasher.combine(storedGreen); hasher.combine(storedBlue); hasher.combine(storedAlpha)
    }

    public var description: String {
        let c = resolved
        return String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f%@)", Double(c.storedRed), Double(c.storedGreen),
                      Double(c.storedBlue), Double(c.storedAlpha), provider == nil ? "" : ", dynamic")
    }
}
