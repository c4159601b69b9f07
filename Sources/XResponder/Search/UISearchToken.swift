import Foundation

/// A token in a search field (iOS 13): a chip with an icon and a short text standing for a filter
/// ("Photos", "From: Anna"), before the text the user types.
@preconcurrency @MainActor
open class UISearchToken {
    public let icon: UIImage?
    public let text: String
    /// What the token stands for, for the app's own filtering.
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}
