import Foundation

/// An item made when an activity asks for it: subclasses override `item`, reading
/// `activityType`. UIKit runs the provider as an operation on a background queue while a progress
/// sheet shows; here `item` is read on the main actor when the activity is chosen (a provider
/// that takes long holds the sheet that long — written down in docs/desktop.md#sharing-r-br1).
@preconcurrency @MainActor
open class UIActivityItemProvider: NSObject, UIActivityItemSource {
    public let placeholderItem: Any?
    /// The activity the item is being made for, while `item` runs.
    public private(set) var activityType: UIActivity.ActivityType?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
    }

    /// The item for `activityType`; the placeholder unless overridden.
    open var item: Any { placeholderItem as Any }

    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        defer { self.activityType = nil }
        return item
    }
}
