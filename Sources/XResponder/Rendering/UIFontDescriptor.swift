import Foundation

/// A font's description, for deriving variants (`font.fontDescriptor.withSymbolicTraits(.traitBold)`).
public final class UIFontDescriptor: Hashable, Sendable {
    /// Traits of a font: bold, italic, condensed, monospaced, and the rest of UIKit's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    public let familyName: String
    public let pointSize: CGFloat
    public let symbolicTraits: SymbolicTraits
    let weight: UIFont.Weight
    /// The text style a Dynamic Type descriptor follows (kept through new traits and family;
    /// a new size drops it).
    let dynamicSource: DynamicType.Source?

    init(family: String, size: CGFloat, weight: UIFont.Weight, symbolicTraits: SymbolicTraits,
         dynamicSource: DynamicType.Source? = nil) {
        familyName = family
        pointSize = size
        self.weight = weight
        self.symbolicTraits = symbolicTraits
        self.dynamicSource = dynamicSource
    }

    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: max(size, 1)) ?? .systemFont(ofSize: max(size, 1))
        self.init(family: font.familyName, size: size, weight: font.weight, symbolicTraits: font.fontDescriptor.symbolicTraits)
    }

    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The same description with these traits instead (nil when the family cannot have them; here
    /// every fontconfig family can, by synthesis if need be).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight = traits.contains(.traitBold) ? max(self.weight.rawValue, UIFont.Weight.bold.rawValue) == self.weight.rawValue ? self.weight : .bold
            : self.weight.rawValue >= UIFont.Weight.bold.rawValue ? .regular : self.weight
        return UIFontDescriptor(family: familyName, size: pointSize, weight: weight, symbolicTraits: traits,
                                dynamicSource: dynamicSource)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: familyName, size: newPointSize, weight: weight, symbolicTraits: symbolicTraits,
                         dynamicSource: newPointSize == pointSize ? dynamicSource : nil)
    }

    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(family: newFamily, size: pointSize, weight: weight, symbolicTraits: symbolicTraits,
                         dynamicSource: dynamicSource)
    }

    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.symbolicTraits == rhs.symbolicTraits
            && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName); hasher.combine(pointSize); hasher.combine(symbolicTraits.rawValue)
    }
}
