import Foundation

/// A bar of tabs (R-AS2): items side by side, each its image over its title, the selected one in
/// the tint colour, others in the secondary label colour; a click selects an item and tells the
/// delegate.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHost {
    public static let standardHeight: CGFloat = 49

    open weak var delegate: UITabBarDelegate?
    open var items: [UITabBarItem]? { didSet { itemsDidChange() } }
    open var selectedItem: UITabBarItem? { didSet { updateSelection() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .secondarySystemBackground } }
    open var unselectedItemTintColor: UIColor? { didSet { updateSelection() } }
    open var isTranslucent = true
    open var barStyle: UIBarStyle = .default

    private var buttons: [UIButton] = []
    private var hairline: UIView!

    override func applyClassDefaults() {
        super.applyClassDefaults()
        hairline = addBarChrome()
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    func barItemDidChange(_ item: UIBarItem) { itemsDidChange() }

    private func itemsDidChange() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            item.host = self
            let button = UIButton(type: .custom)
            var configuration = UIButton.Configuration.plain()
            configuration.title = item.title
            configuration.image = item.image?.withRenderingMode(.alwaysTemplate)
            configuration.imagePlacement = .top
            configuration.imagePadding = 2
            configuration.subtitle = item.badgeValue.map { "● \($0)" }
            configuration.contentInsets = .zero
            button.configuration = configuration
            button.isEnabled = item.isEnabled
            button.accessibilityIdentifier = item.title
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.select(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        updateSelection()
        setNeedsLayout()
    }

    /// A click on an item: it becomes the selected item and the delegate hears of it.
    private func select(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func updateSelection() {
        for (button, item) in zip(buttons, items ?? []) {
            let selected = item === selectedItem
            button.tintColor = selected ? tintColor : (unselectedItemTintColor ?? .secondaryLabel)
            if selected, let image = item.selectedImage {
                button.configuration?.image = image.withRenderingMode(.alwaysTemplate)
            } else {
                button.configuration?.image = item.image?.withRenderingMode(.alwaysTemplate)
            }
            button.isSelected = selected
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = CGFloat(max(buttons.count, 1))
        let width = bounds.width / count
        let height = min(bounds.height, Self.standardHeight)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY + 1, width: width, height: height - 1)
        }
        hairline.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)
    }
}
