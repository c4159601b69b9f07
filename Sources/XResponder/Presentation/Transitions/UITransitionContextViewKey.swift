import Foundation

/// Names the two views of a transition for `view(forKey:)`. A view the animator must leave alone
/// (a presenter that stays on screen beneath a sheet) is not handed out: the key answers nil.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
