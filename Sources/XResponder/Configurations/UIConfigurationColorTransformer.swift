import Foundation

/// A function from one colour to another that a configuration applies to its colours (iOS 14):
/// a background's `backgroundColorTransformer`, say. Two transformers are equal when they are the
/// same one (UIKit compares identity too).
public struct UIConfigurationColorTransformer: Equatable, Sendable {
    private let transform: @Sendable (UIColor) -> UIColor
    private let identity = UUID()

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour in grey of the same lightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let grey = 0.299 * r + 0.587 * g + 0.114 * b
        return UIColor(red: grey, green: grey, blue: grey, alpha: a)
    }

    /// The tint colour in its place (the app's tint when the colour stands for it).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }

    /// The tint colour at the colour's opacity.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor.tintColor.withAlphaComponent(a)
    }

    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity == rhs.identity
    }
}
