import Foundation

/// A trait of `UITraitCollection`, by UIKit's values.
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
