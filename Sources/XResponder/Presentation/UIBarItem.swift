import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag and an enabled state.
/// A change is told to the bar showing the item, which lays itself out again.
@preconcurrency @MainActor
open class UIBarItem {
    open var title: String? { didSet { barItemDidChange() } }
    open var image: UIImage? { didSet { barItemDidChange() } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var tag: Int = 0
    open var isEnabled = true { didSet { barItemDidChange() } }
    open var accessibilityLabel: String?

    /// Title text attributes per control state (font and colour of a bar button's title).
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        barItemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The bar (or navigation bar) showing the item; weak, the bar owns its item views.
    weak var host: BarItemHost?

    public init() {}

    func barItemDidChange() { host?.barItemDidChange(self) }
}

/// A bar that shows items and redraws when one changes.
@MainActor
protocol BarItemHost: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}
