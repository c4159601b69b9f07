import Foundation

/// How vibrant content shows on a material (iOS 13): as a label of one of four levels, a fill of
/// three, or a separator.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
    case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
}
