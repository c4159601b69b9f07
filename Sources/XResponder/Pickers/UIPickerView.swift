import Foundation

/// A picker of spinning wheels (R-BR1), one per component, as UIKit's: rows from the data source,
/// shown as the delegate's views or (attributed) titles, the selected row in the middle band.
///
/// A wheel turns by dragging (with inertia, settling on a row), by the mouse wheel or touchpad
/// (a row per click), by clicking a row (it turns to it), and by Up/Down, Page Up/Down, Home and End
/// once clicked. When it settles on a new row the delegate hears `didSelectRow`; choosing in code
/// (`selectRow(_:inComponent:animated:)`) does not tell it, as in UIKit. Rows far from the middle
/// fade, standing for iOS's cylinder. 216 points tall by default, rows 32 points.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    public static let defaultRowHeight: CGFloat = 32
    static let defaultHeight: CGFloat = 216

    public weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    public weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Kept; the middle band always shows (iOS 7 and later ignore it too).
    open var showsSelectionIndicator = true

    private var wheels: [PickerWheelView] = []
    private let band = UIView()

    override func applyClassDefaults() {
        super.applyClassDefaults()
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
        if frame.height == 0 { frame.size = CGSize(width: frame.width == 0 ? 320 : frame.width, height: Self.defaultHeight) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: Self.defaultHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: Self.defaultHeight) }

    // MARK: Components and rows

    open var numberOfComponents: Int { wheels.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of `component`, when it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheels.indices.contains(component) ? wheels[component].shownView(forRow: row) : nil
    }

    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheelView(picker: self, component: wheels.count)
            insertSubview(wheel, belowSubview: band)
            wheels.append(wheel)
        }
        for component in wheels.indices { reloadComponent(component) }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        wheels[component].reload(rowCount: rows, rowHeight: height > 0 ? height : Self.defaultRowHeight)
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else { return }
        wheels[component].select(row: row, animated: animated, byUser: false)
    }

    /// The selected row of `component`; -1 when it has no rows, as in UIKit.
    open func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    // MARK: Rows' content

    /// A row's view: the delegate's, or a label of its (attributed) title.
    func rowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titleLabel(row: row, component: component, reusing: view)
    }

    /// The default row view: the title centred in a label (the reused one when it is a label).
    func titleLabel(row: Int, component: Int, reusing view: UIView?) -> UILabel {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// A wheel settled on `row` because of the user.
    func wheelDidSettle(component: Int, row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spacing: CGFloat = 4
        let inset: CGFloat = 8
        let available = max(0, bounds.width - 2 * inset - spacing * CGFloat(max(0, wheels.count - 1)))
        let asked = wheels.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let flexible = asked.filter { $0 <= 0 }.count
        let share = flexible > 0 ? max(0, available - fixed) / CGFloat(flexible) : 0
        var x = bounds.minX + inset
        let rowHeight = wheels.first?.rowHeight ?? Self.defaultRowHeight
        for (index, wheel) in wheels.enumerated() {
            let width = asked[index] > 0 ? asked[index] : share
            wheel.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            x += width + spacing
        }
        band.frame = CGRect(x: bounds.minX + inset, y: bounds.midY - rowHeight / 2, width: max(0, bounds.width - 2 * inset), height: rowHeight)
    }
}
