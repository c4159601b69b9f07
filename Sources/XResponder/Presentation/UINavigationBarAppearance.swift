import Foundation

/// How a navigation bar looks (iOS 13's appearance API): its background, its shadow line and the
/// attributes of its title.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var backgroundImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// A translucent bar in the system chrome colour with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = .secondarySystemBackground
        shadowColor = .separator
    }

    /// An opaque bar in the system background with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}
