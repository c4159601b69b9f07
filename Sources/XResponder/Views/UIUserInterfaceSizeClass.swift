import Foundation

/// A trait of `UITraitCollection`, by UIKit's values.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact = 1, regular = 2 }
