import Foundation

/// A bar's style (UIKit's values); `.black` bars are drawn as the default ones.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    public static let blackOpaque = UIBarStyle.black
}
