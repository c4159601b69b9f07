import Foundation

/// How a line of text sits in its box (UIKit's, from UIKit's text system).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
