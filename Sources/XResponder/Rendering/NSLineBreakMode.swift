import Foundation

/// What happens to text that does not fit its width (UIKit's, from its text system): wrapping
/// at words or characters, clipping, or an ellipsis at the head, tail or middle of the last line.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var isTruncating: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
