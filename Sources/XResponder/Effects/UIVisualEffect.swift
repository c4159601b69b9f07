import Foundation

/// What a `UIVisualEffectView` does to what lies behind it and to its content (R-BR1): a
/// `UIBlurEffect` or a `UIVibrancyEffect`. Immutable, copied, compared by value, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
