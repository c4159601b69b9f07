import Foundation

/// Light or dark (R-AP3): the desktop's preference, or a view's or controller's override.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
