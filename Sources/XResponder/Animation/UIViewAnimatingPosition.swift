import Foundation

/// Where a property animator's animations end (UIKit's values).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start = 1, current = 2 }
