import Foundation

/// XResponder has no Auto Layout; this holds the one nested type UIKit code names through it,
/// `NSLayoutConstraint.Axis`, which `UIStackView.axis` takes.
public enum NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
