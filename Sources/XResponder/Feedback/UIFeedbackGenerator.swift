import Foundation

/// Haptic feedback. A desktop has no haptic engine, so the generators accept every call and do
/// nothing, which is what UIKit does on devices without one (an iPad, a Mac). Code that plays
/// feedback ports unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine; nothing to ready here.
    open func prepare() {}
}
