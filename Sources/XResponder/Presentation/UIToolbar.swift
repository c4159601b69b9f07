import Foundation

/// A bar of items along the bottom of a screen (R-AS2): bar button items laid out from the leading
/// edge, flexible spaces sharing what is left, fixed spaces their width.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemHost {
    public static let standardHeight: CGFloat = 44

    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .secondarySystemBackground } }
    open var items: [UIBarButtonItem]? { didSet { itemsDidChange() } }

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private var hairline: UIView!

    override func applyClassDefaults() {
        super.applyClassDefaults()
        hairline = addBarChrome()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight) }

    func barItemDidChange(_ item: UIBarItem) { itemsDidChange() }

    private func itemsDidChange() {
        for entry in itemViews { entry.view?.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            item.host = self
            return (item, item.isSpace ? nil : item.makeView())
        }
        for entry in itemViews { if let view = entry.view { addSubview(view) } }
        setNeedsLayout()
    }

    /// Items side by side within 8-point margins; the width nobody takes is shared by the flexible
    /// spaces (with none, items keep to the leading edge, as in UIKit).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        let height = min(bounds.height, Self.standardHeight)
        let widths: [CGFloat] = itemViews.map { entry in
            if entry.item.systemItem == .flexibleSpace { return 0 }
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            if let button = entry.view as? BarButton { return button.barWidth }
            return entry.view.map { $0.frame.width > 0 ? $0.frame.width : $0.sizeThatFits(bounds.size).width } ?? 0
        }
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let spare = max(0, bounds.width - 2 * margin - widths.reduce(0, +))
        var x = bounds.minX + margin
        for (index, entry) in itemViews.enumerated() {
            let width = entry.item.systemItem == .flexibleSpace ? spare / CGFloat(flexibleCount) : widths[index]
            entry.view?.frame = CGRect(x: x, y: bounds.minY, width: width, height: height)
            x += width
        }
        hairline.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1)
    }
}
