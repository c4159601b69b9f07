import Foundation

/// The rows of one menu popup (R-DT1): titles, images, checkmarks, chevrons, separators and
/// headers, one highlighted row, and the pointer's part — hovering highlights, a click chooses.
/// The keyboard goes to the presentation (the root popup is the key window and forwards keys for
/// every level).
@MainActor
final class MenuListView: UIView {
    enum Metrics {
        static let rowHeight: CGFloat = 28
        static let subtitleRowHeight: CGFloat = 42
        static let headerHeight: CGFloat = 24
        static let separatorHeight: CGFloat = 9
        static let verticalPadding: CGFloat = 5
        static let sideInset: CGFloat = 5
        static let checkColumn: CGFloat = 22
        static let imageColumn: CGFloat = 24
        static let chevronColumn: CGFloat = 22
        static let textInset: CGFloat = 10
        static let minimumWidth: CGFloat = 180
        static let maximumWidth: CGFloat = 420
        /// Between a row's title and its shortcut.
        static let shortcutGap: CGFloat = 24
        static let titleFont = UIFont.systemFont(ofSize: 14)
        static let subtitleFont = UIFont.systemFont(ofSize: 11)
        static let headerFont = UIFont.systemFont(ofSize: 12, weight: .semibold)
    }

    /// The presentation owns the windows that own this view.
    weak var presentation: ContextMenuPresentation?
    /// Which popup of the presentation this is: 0 the root, 1 its open submenu, …
    let level: Int
    private(set) var rows: [MenuRow] = []
    private(set) var rowFrames: [CGRect] = []
    private var rowViews: [MenuRowView] = []
    /// The highlighted row, or nil.
    private(set) var highlightedRow: Int?

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(level: Int) {
        self.level = level
        super.init(frame: .zero)
        backgroundColor = .clear
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Selector("hovered:", MenuListView.hovered)))
    }

    override var canBecomeFirstResponder: Bool { true }

    // MARK: Rows

    /// Shows `rows`: builds their views and returns the size the popup needs.
    @discardableResult
    func show(_ rows: [MenuRow]) -> CGSize {
        self.rows = rows
        for view in rowViews { view.removeFromSuperview() }
        let hasChecks = rows.contains { $0.hasCheckmark }
        let hasImages = rows.contains { $0.image != nil }
        let hasSubmenus = rows.contains { if case .submenu = $0 { return true }; return false }
        let leading = Metrics.sideInset + Metrics.textInset + (hasChecks ? Metrics.checkColumn : 0)
        let shortcutWidth = rows.reduce(CGFloat(0)) { widest, row in
            guard case .command(let command as UIKeyCommand) = row, let label = command.shortcutLabel else { return widest }
            return max(widest, MenuRowView.shortcutWidth(of: label))
        }
        let trailing = Metrics.sideInset + Metrics.textInset + (hasSubmenus ? Metrics.chevronColumn : 0)
            + (shortcutWidth > 0 ? shortcutWidth + Metrics.shortcutGap : 0)
        rowViews = rows.map { MenuRowView(row: $0, checkColumn: hasChecks, imageColumn: hasImages) }
        var width = Metrics.minimumWidth
        var y = Metrics.verticalPadding
        rowFrames = []
        for (row, view) in zip(rows, rowViews) {
            let height: CGFloat
            switch row {
            case .separator: height = Metrics.separatorHeight
            case .header: height = Metrics.headerHeight
            case .action(let action, _) where action.subtitle?.isEmpty == false: height = Metrics.subtitleRowHeight
            default: height = Metrics.rowHeight
            }
            rowFrames.append(CGRect(x: 0, y: y, width: 0, height: height))
            width = max(width, leading + (hasImages ? Metrics.imageColumn : 0) + view.textWidth + trailing)
            y += height
            addSubview(view)
        }
        width = min(width.rounded(.up), Metrics.maximumWidth)
        rowFrames = rowFrames.map { CGRect(x: 0, y: $0.minY, width: width, height: $0.height) }
        for (frame, view) in zip(rowFrames, rowViews) {
            view.frame = frame.insetBy(dx: Metrics.sideInset, dy: 0)
            view.leadingInset = leading - Metrics.sideInset
        }
        if let highlightedRow, highlightedRow >= rows.count || !rows[highlightedRow].isSelectable { self.highlightedRow = nil }
        updateHighlight()
        return CGSize(width: width, height: y + Metrics.verticalPadding)
    }

    /// The row at `point` (this view's coordinates), if any.
    func row(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return rowFrames.firstIndex { $0.minY <= point.y && point.y < $0.maxY }
    }

    func highlight(_ row: Int?) {
        let row = row.flatMap { rows.indices.contains($0) && rows[$0].isSelectable ? $0 : nil }
        guard row != highlightedRow else { return }
        highlightedRow = row
        updateHighlight()
    }

    /// The next selectable row after (before, with `backwards`) the highlighted one, wrapping around.
    func nextSelectableRow(backwards: Bool) -> Int? {
        guard !rows.isEmpty else { return nil }
        let count = rows.count
        var index = highlightedRow ?? (backwards ? 0 : count - 1)
        for _ in 0..<count {
            index = (index + (backwards ? count - 1 : 1)) % count
            if rows[index].isSelectable { return index }
        }
        return nil
    }

    var firstSelectableRow: Int? { rows.indices.first { rows[$0].isSelectable } }
    var lastSelectableRow: Int? { rows.indices.last { rows[$0].isSelectable } }

    private func updateHighlight() {
        for (index, view) in rowViews.enumerated() { view.isHighlighted = index == highlightedRow }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // Square corners: an X window without a compositor's alpha cannot show the desktop
        // through rounded ones (they would be black), as GTK's menus without one are square too.
        let outline = UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5))
        context.setFillColor(UIColor.secondarySystemGroupedBackground)
        outline.fill()
        context.setStrokeColor(UIColor.opaqueSeparator)
        context.setLineWidth(1)
        outline.stroke()
        context.setFillColor(UIColor.separator)
        for (row, frame) in zip(rows, rowFrames) {
            guard case .separator = row else { continue }
            context.fill(CGRect(x: Metrics.sideInset + Metrics.textInset, y: frame.midY.rounded(.down),
                                width: frame.width - 2 * (Metrics.sideInset + Metrics.textInset), height: 1))
        }
    }

    // MARK: Pointer

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        let point = recognizer.location(in: self)
        let row = recognizer.state == .ended ? nil : row(at: point)
        let screenPoint = window.map { $0.convertToScreen(convert(point, to: $0)) }
        presentation?.pointerMoved(over: row, in: level, screenPoint: screenPoint)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        presentation?.pointerMoved(over: row(at: touch.location(in: self)), in: level, pressed: true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        presentation?.pointerMoved(over: row(at: touch.location(in: self)), in: level, pressed: true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let row = row(at: touch.location(in: self)) else { return }
        presentation?.choose(row: row, in: level)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // MARK: Keys

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, presentation?.handleKey(key) == true { return }
        super.pressesBegan(presses, with: event)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // A held arrow repeats.
        if let key = presses.first?.key, presentation?.handleKey(key) == true { return }
        super.pressesChanged(presses, with: event)
    }
}
