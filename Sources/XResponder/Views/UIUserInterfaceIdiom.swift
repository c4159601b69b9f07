import Foundation

/// A trait of `UITraitCollection`, by UIKit's values.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
