import Foundation

/// The bar at the top of a navigation controller (R-AS2): a stack of navigation items, the top one
/// shown with its title (or title view) in the middle, its left items (after a back button to the
/// item beneath) and its right items at the trailing edge.
///
/// It is 44 points tall. `prefersLargeTitles` is accepted; the title is drawn inline (a desktop
/// window has no scroll-to-collapse header).
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHost {
    /// The standard height of the bar.
    public static let standardHeight: CGFloat = 44

    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    open var compactAppearance: UINavigationBarAppearance?

    public private(set) var items: [UINavigationItem]? = []
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Called when the back button is clicked (the navigation controller pops); without it the bar
    /// pops its own top item.
    var backAction: (@MainActor () -> Void)?

    private var contentViews: [UIView] = []
    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var titleContent: UIView?
    private var backButton: UIButton?
    private let hairline = UIView()

    override func applyClassDefaults() {
        super.applyClassDefaults()
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        applyAppearance()
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items?.forEach { if $0.navigationBar === self { $0.navigationBar = nil } }
        self.items = items
        items?.forEach { $0.navigationBar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    /// 44 points, and the search bar's height below when the top item has a search controller.
    var preferredHeight: CGFloat { Self.standardHeight + (searchBar?.preferredHeight ?? 0) }

    /// The top item's search controller's bar, shown below the items.
    private var searchBar: UISearchBar?

    /// The search bar's height changed: the navigation controller lays its bars out again.
    func contentHeightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Content

    func barItemDidChange(_ item: UIBarItem) { itemsDidChange() }

    /// The top item (or what it shows) changed: the content views are made anew.
    func itemsDidChange() {
        // The search bar stays in place when it stays the top item's: taking it out would end the
        // editing in its field (an app retitling its bar with each search's count).
        let nextSearchBar = topItem?.searchController?.adoptSearchBar()
        for view in contentViews where view !== nextSearchBar { view.removeFromSuperview() }
        let hadSearchBar = searchBar != nil
        if searchBar !== nextSearchBar { searchBar?.isInNavigationBar = false }
        contentViews = []; leftViews = []; rightViews = []; titleContent = nil; backButton = nil; searchBar = nil
        defer { if hadSearchBar != (searchBar != nil) { contentHeightDidChange() } }
        guard let item = topItem else { return }
        if let bar = nextSearchBar {
            bar.isInNavigationBar = true
            searchBar = bar
        }
        if let back = backItem, !item.hidesBackButton,
           item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton {
            let button = makeBackButton(to: back)
            backButton = button
            leftViews.append(button)
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isHidden {
            barItem.host = self
            leftViews.append(barItem.makeView())
        }
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isHidden {
            barItem.host = self
            rightViews.append(barItem.makeView())
        }
        if let titleView = item.titleView {
            titleContent = titleView
        } else {
            let label = UILabel()
            label.text = item.title
            label.font = .boldSystemFont(ofSize: 17)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            let attributes = topItem?.standardAppearance?.titleTextAttributes ?? titleTextAttributes
                ?? standardAppearance.titleTextAttributes
            if let color = attributes[.foregroundColor] as? UIColor { label.textColor = color }
            if let font = attributes[.font] as? UIFont { label.font = font }
            label.accessibilityIdentifier = "navigation title"
            titleContent = label
        }
        contentViews = leftViews + rightViews + [titleContent, searchBar].compactMap { $0 }
        for view in contentViews where view.superview !== self { addSubview(view) }
        applyAppearance()
        setNeedsLayout()
    }

    /// "‹ Title" of the item beneath: its back item, its back title, its title, or "Back".
    private func makeBackButton(to back: UINavigationItem) -> UIButton {
        let button = UIButton(type: .system)
        let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
        button.setTitle(title.isEmpty ? "Back" : title, for: .normal)
        button.setImage(UIImage(systemName: "chevron.left")?.withRenderingMode(.alwaysTemplate), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.accessibilityIdentifier = "back"
        button.addAction(UIAction { [weak self] _ in self?.backButtonClicked() }, for: .touchUpInside)
        return button
    }

    private func backButtonClicked() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    /// The look of the bar from the top item's appearance, the bar's, or its bar tint.
    private func applyAppearance() {
        let appearance = topItem?.standardAppearance ?? standardAppearance
        backgroundColor = barTintColor ?? appearance.backgroundColor
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
    }

    // MARK: Layout

    /// Left views from the leading edge, right views from the trailing edge (the first right item
    /// outermost, as in UIKit), the title centred in the bar when it fits, else in the space left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(bounds.height, Self.standardHeight)
        let searchHeight = searchBar?.preferredHeight ?? 0
        // The items' row sits above the search bar, at the bottom of what is left.
        let top = max(bounds.minY, bounds.maxY - searchHeight - height)
        if let searchBar {
            searchBar.frame = CGRect(x: bounds.minX, y: top + height, width: bounds.width, height: searchHeight)
            searchBar.searchController?.navigationBarDidLayout()
        }
        let margin: CGFloat = 8
        var left = bounds.minX + margin
        for view in leftViews {
            let width = barWidth(of: view)
            view.frame = CGRect(x: left, y: top, width: width, height: height)
            left += width
        }
        var right = bounds.maxX - margin
        for view in rightViews {
            let width = barWidth(of: view)
            right -= width
            view.frame = CGRect(x: right, y: top, width: width, height: height)
        }
        if let titleContent {
            let available = max(0, right - left - 2 * margin)
            let fitted = titleContent is UILabel ? nil : fittedSize(of: titleContent, available: available, height: height)
            var width = fitted?.width ?? titleContent.sizeThatFits(CGSize(width: available, height: height)).width
            width = min(width, available)
            var x = bounds.midX - width / 2
            x = min(max(x, left + margin), right - margin - width)
            let titleHeight = fitted.map { min(height, $0.height) } ?? height
            titleContent.frame = CGRect(x: x, y: top + (height - titleHeight) / 2, width: width, height: titleHeight)
            if fitted != nil { assignedTitleSize = titleContent.frame.size }
        }
        hairline.frame = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 1)
    }

    /// A custom title view's size, as UIKit finds it: the frame the app gave it, else its Auto
    /// Layout fitting size (a stack of a title and a date needs its two lines), else its
    /// `sizeThatFits`; at least 28 points tall, and never more than the bar.
    private func fittedSize(of view: UIView, available: CGFloat, height: CGFloat) -> CGSize {
        // The size this bar gave it last time is not the app's: measured again (its text may have changed).
        var size = view.frame.size == assignedTitleSize ? .zero : view.frame.size
        if size.width <= 0 || size.height <= 0 {
            let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            let measured = fitting.width > 0 && fitting.height > 0 ? fitting
                : view.sizeThatFits(CGSize(width: available, height: height))
            if size.width <= 0 { size.width = measured.width }
            if size.height <= 0 { size.height = measured.height }
        }
        return CGSize(width: size.width.isFinite ? size.width : available,
                      height: min(height, max(size.height.isFinite ? size.height : height, 28)))
    }

    /// The size `layoutSubviews` last gave a custom title view.
    private var assignedTitleSize: CGSize?

    private func barWidth(of view: UIView) -> CGFloat {
        if let button = view as? BarButton { return button.barWidth }
        if view.frame.width > 0 { return view.frame.width }
        return max(44, view.sizeThatFits(CGSize(width: 400, height: Self.standardHeight)).width + 8)
    }
}
