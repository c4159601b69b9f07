import Foundation

/// How a `CATransition` replaces the old picture with the new.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The old picture fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new picture slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new picture pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old picture slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
