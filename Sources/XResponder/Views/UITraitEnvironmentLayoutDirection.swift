import Foundation

/// A trait of `UITraitCollection`, by UIKit's values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }
