import Foundation

/// A trait of `UITraitCollection`, by UIKit's values.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }
