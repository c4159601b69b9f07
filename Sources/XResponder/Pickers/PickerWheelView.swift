import Foundation

/// One wheel of a `UIPickerView`: a scroll view whose content is its rows, padded so that the
/// first and last can come to the middle; row `i` is in the middle at offset `i × rowHeight`. Only
/// the rows in view have views (reused as they scroll), faded by their distance from the middle.
/// It is its own scroll delegate: a drag's end is aimed at a whole row, and when the motion stops
/// on a new row the picker tells its delegate.
@MainActor
final class PickerWheelView: UIScrollView, UIScrollViewDelegate {
    private weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    /// The row the wheel rests on (or is going to).
    private(set) var selectedRow = 0
    private var shown: [Int: UIView] = [:]
    private var spare: [UIView] = []

    /// Never in a storyboard or nib: the picker makes its wheels.
    required init?(coder: NSCoder) { return nil }

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        decelerationRate = .fast
        addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tapped(at: tap.location(in: self)) })
    }

    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for view in shown.values { view.removeFromSuperview(); spare.append(view) }
        shown.removeAll()
        selectedRow = min(selectedRow, max(0, rowCount - 1))
        setNeedsLayout()
    }

    private var padding: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    /// The offset that puts `row` in the middle.
    private func offset(for row: Int) -> CGFloat { CGFloat(row) * rowHeight }

    private func nearestRow(to offsetY: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        return min(max(Int((offsetY / rowHeight).rounded()), 0), rowCount - 1)
    }

    func select(row: Int, animated: Bool, byUser: Bool) {
        guard rowCount > 0 else { return }
        let target = min(max(row, 0), rowCount - 1)
        let changed = target != selectedRow
        selectedRow = target
        setContentOffset(CGPoint(x: 0, y: offset(for: target)), animated: animated)
        if byUser, changed { picker?.wheelDidSettle(component: component, row: target) }
    }

    func shownView(forRow row: Int) -> UIView? { shown[row] }

    override func layoutSubviews() {
        // Padded so that the first and the last row can come to the middle.
        let size = CGSize(width: bounds.width, height: CGFloat(max(rowCount - 1, 0)) * rowHeight + bounds.height)
        if contentSize != size {
            contentSize = size
            if !isDragging, !isDecelerating { bounds.origin.y = offset(for: selectedRow) }
        }
        super.layoutSubviews()
        layoutRows()
    }

    /// Gives the rows in view their views, placed and faded; the others' go back to the spares.
    private func layoutRows() {
        guard rowCount > 0, rowHeight > 0, let picker else { return }
        let middle = bounds.midY
        let first = max(0, Int(((bounds.minY - padding) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((bounds.maxY - padding) / rowHeight).rounded(.up)))
        guard first <= last else { return }
        for (row, view) in shown where row < first || row > last {
            view.removeFromSuperview()
            spare.append(view)
            shown[row] = nil
        }
        for row in first...last {
            let view = shown[row] ?? picker.rowView(row: row, component: component, reusing: spare.popLast())
            if view.superview !== self { addSubview(view) }
            shown[row] = view
            let frame = CGRect(x: 0, y: padding + CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if view.frame != frame { view.frame = frame }
            let distance = abs(frame.midY - middle) / max(bounds.height / 2, 1)
            let alpha = 1 - min(1, distance) * 0.75
            if abs(view.alpha - alpha) > 0.01 { view.alpha = alpha }
        }
    }

    // MARK: Input

    override var canBecomeFirstResponder: Bool { rowCount > 0 }

    /// Up/Down a row, Page Up/Down five, Home/End the ends; other keys go up the chain.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let key = presses.first?.key, rowCount > 0 else { return super.pressesBegan(presses, with: event) }
        let target: Int
        switch key.keyCode {
        case .keyboardUpArrow: target = selectedRow - 1
        case .keyboardDownArrow: target = selectedRow + 1
        case .keyboardPageUp: target = selectedRow - 5
        case .keyboardPageDown: target = selectedRow + 5
        case .keyboardHome: target = 0
        case .keyboardEnd: target = rowCount - 1
        default: return super.pressesBegan(presses, with: event)
        }
        select(row: target, animated: true, byUser: true)
    }

    private func tapped(at point: CGPoint) {
        guard rowCount > 0 else { return }
        becomeFirstResponder()
        let row = Int(((point.y - padding) / rowHeight).rounded(.down))
        guard row >= 0, row < rowCount else { return }
        select(row: row, animated: true, byUser: true)
    }

    /// A wheel click turns the wheel by one row (a list scrolls by GTK's step instead).
    override func scrollInputOverride(_ event: UIEvent) -> Bool? {
        let delta = event.scrollDelta.y
        guard delta != 0, rowCount > 0 else { return false }
        select(row: selectedRow + (delta > 0 ? 1 : -1), animated: true, byUser: true)
        return true
    }

    // MARK: UIScrollViewDelegate (its own)

    func scrollViewDidScroll(_ scrollView: UIScrollView) { layoutRows() }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row = nearestRow(to: targetContentOffset.pointee.y)
        targetContentOffset.pointee.y = offset(for: row)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    /// The motion stopped: on a whole row, which the picker's delegate hears of when it is new.
    private func settle() {
        let row = nearestRow(to: contentOffset.y)
        if abs(contentOffset.y - offset(for: row)) > 0.5 { setContentOffset(CGPoint(x: 0, y: offset(for: row)), animated: true) }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle(component: component, row: row)
    }
}
