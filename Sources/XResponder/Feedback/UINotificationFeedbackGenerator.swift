import Foundation

/// A pattern felt on success, warning or error (accepted, not felt: see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome a notification feedback tells of: success, warning or error.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
