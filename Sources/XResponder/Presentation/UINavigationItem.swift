import Foundation

/// What a navigation bar shows for one controller (R-AS2): a title or title view, the items on
/// either side, and how the back button to it reads. Changes reach the bar showing it.
@preconcurrency @MainActor
open class UINavigationItem {
    /// Whether a screen's title is shown large under the bar, inline, or as its predecessor chose.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// How a navigation bar arranges its items: navigator (centred title), browser, editor.
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }

    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    open var prompt: String?
    /// The item shown in place of the default back button on the controller pushed after this one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button on the controller pushed after this one (nil: this title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var style: ItemStyle = .navigator
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?

    /// A search controller whose bar the navigation bar shows below the items (R-BR1).
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Kept; the bar stays in a desktop window, which has the room.
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Where a navigation item's search bar sits: stacked below the bar, or inline in it.
    public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline, stacked }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems` (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The bar showing this item; weak, the bar keeps its items.
    weak var navigationBar: UINavigationBar?

    public init(title: String) {
        self.title = title
    }

    public convenience init() {
        self.init(title: "")
        title = nil
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    private func itemDidChange() { navigationBar?.itemsDidChange() }
}
