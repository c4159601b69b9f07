import Foundation

/// A scrolling list of rows in sections (R-LC1, R-LC3), on the scroll view.
///
/// Only the rows on screen exist as cells: as the content scrolls, cells leaving the bounds go to a
/// reuse pool by identifier and `dequeueReusableCell(withIdentifier:for:)` hands them out again
/// (after `prepareForReuse`). Geometry is numbers (`TableGeometry`): with a fixed `rowHeight`,
/// `reloadData` of a million rows asks the data source for counts only.
///
/// Editing — swipe actions, the editing mode's controls and reordering — is in
/// UITableView+Editing.swift and UITableView+Reordering.swift; what is built of issue #32 and what
/// is not yet is in docs/lists.md.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How a table view looks: plain rows, grouped sections, or inset grouped cards.
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }
    /// Where a row ends up when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }
    /// Whether rows are separated by lines.
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }

    /// "Use the default": the table's own height, or (as UIKit means it) self-sizing.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// Weak, as in UIKit. A new data source reloads the table at its next layout (the cells shown
    /// were the old one's).
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            guard dataSource !== oldValue else { return }
            // What was learned of the old source's editing methods is forgotten.
            editingState.lacksCommit = false
            editingState.movesRows = nil
            reloadData(deferred: true)
        }
    }

    /// A new delegate may give other heights: the geometry is asked for again at the next layout.
    public override weak var delegate: UIScrollViewDelegate? {
        didSet { setNeedsReload() }
    }
    /// `automaticDimension` by default, as since iOS 11: rows size themselves to their cells
    /// (UITableView+SelfSizing.swift). A number makes every row that tall.
    open var rowHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = automaticDimension
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { setNeedsReload() } }
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The cells' separator inset, unless a cell sets its own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether a click selects a row in editing mode (UIKit's default: no).
    open var allowsSelectionDuringEditing = false

    /// Editing mode: rows show their delete or insert control and, where the data source moves
    /// rows, a reorder handle (UITableView+Editing.swift).
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState.isEditing else { return }
        updateEditingMode(editing, animated: animated)
    }
    open var tableHeaderView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsReload() } }
    open var tableFooterView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsReload() } }
    /// Drawn behind the rows, the size of the bounds.
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }

    /// The delegate, as the scroll view's delegate seen as a table view delegate (assign either).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    var geometry = TableGeometry()
    var geometryIsStale = true
    /// The cells on screen, by the row they show. Values are index paths: nothing is keyed by identity.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// Section headers and footers on screen, by section (UITableView+SectionViews.swift).
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    /// Registered cell classes and the cells waiting for reuse.
    var cellRegistry = ReuseRegistry<UITableViewCell>()
    /// A storyboard's static cells (`dataMode="static"`), which UITableViewController serves.
    var staticContent: StaticTableContent?
    /// Registered header and footer classes and the views waiting for reuse.
    var sectionViewRegistry = ReuseRegistry<UITableViewHeaderFooterView>()
    var selected: Set<IndexPath> = []
    /// Where Shift-selection extends from: the row last clicked or moved to.
    var selectionAnchor: IndexPath?
    /// Heights measured from self-sizing cells, by row (values, not identities); estimates stand for
    /// rows not yet shown (UITableView+SelfSizing.swift).
    var measuredHeights: [IndexPath: CGFloat] = [:]

    /// The batch being gathered (`performBatchUpdates`, `beginUpdates`), and how deep the nesting.
    var pendingUpdate = ListUpdate()
    var batchDepth = 0
    /// Batches whose counts did not agree and became reloads (tests read it).
    var batchesReloadedInstead = 0
    private var highlighted: IndexPath?
    /// Editing mode, the row swiped open, the row being reordered (UITableView+Editing.swift).
    var editingState = TableEditingState()
    /// Set by the protocol's default `moveRowAt` while the table asks whether the source moves rows.
    var defaultMoveCalled = false
    /// Follows a drag across a row: its swipe actions (R-LC1).
    let swipeRecognizer = UIPanGestureRecognizer()
    /// Follows a drag that starts on a reorder handle in editing mode.
    let reorderRecognizer = UIPanGestureRecognizer()
    override var holdsFloatingView: Bool { editingState.reorder != nil }
    /// Asks the delegate for rows' context menus (R-DT1, UITableView+ContextMenu.swift).
    private var contextMenuDelegate: ListContextMenu?
    /// Drags of rows and drops on row slots, made when a drag or drop delegate is set.
    var dragAndDropStorage: TableDragAndDrop?
    var typeSelectState = TypeSelect()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A table from a storyboard or nib, of the file's style (`plain` when absent).
    public required init?(coder: NSCoder) {
        style = NibCoder.tableStyle(in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        swipeRecognizer.addTarget(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        })
        reorderRecognizer.addTarget(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleReorder(pan)
        })
        addGestureRecognizer(swipeRecognizer)
        addGestureRecognizer(reorderRecognizer)
        contextMenuDelegate = ListContextMenu.install(on: self)
    }

    /// The scroll view's pan leaves drags across a row to the swipe and drags on a reorder handle
    /// to the reorder; each of those begins only on its own drags.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeShouldBegin() }
        if gestureRecognizer === reorderRecognizer { return reorderShouldBegin() }
        if gestureRecognizer === panGestureRecognizer, dragBelongsToReorder(panGestureRecognizer)
            || dragAndDropStorage?.claims(panGestureRecognizer) == true { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Cells kept waiting per identifier beyond those on screen (R-LC3: alive ≤ visible + 4).
    static var poolLimitPerIdentifier: Int { ReusePool<UITableViewCell>.keptPerIdentifier }

    // MARK: Registration and reuse

    /// Registers the class cells of `identifier` are made of; cells of an earlier class waiting in
    /// the pool are let go.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellRegistry.register((cellClass as? UITableViewCell.Type) ?? UITableViewCell.self, identifier: identifier)
    }

    /// A cell from the pool, or nil when none waits and no class is registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellRegistry.dequeue(identifier: identifier)
    }

    /// A cell for `indexPath`: from the pool or made from the registered class. An identifier that
    /// was never registered gets a default cell (UIKit raises), and a trace says so.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        EventTrace.log("UITableView: no cell registered for \"\(identifier)\"; a default cell stands in")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Data

    open func reloadData() {
        reloadData(deferred: false)
    }

    /// Forgets the cells shown, the selection and the measures; the geometry is asked for now, or
    /// at the next layout when `deferred`.
    func reloadData(deferred: Bool) {
        dropSwipeForUpdate()
        editingState.reorder = nil
        for (indexPath, cell) in visible { retire(cell, at: indexPath) }
        visible = [:]
        for view in Array(headerViews.values) + Array(footerViews.values) { retireSectionView(view) }
        headerViews = [:]
        footerViews = [:]
        selected = []
        measuredHeights = [:]
        geometryIsStale = true
        if !deferred { rebuildGeometryIfNeeded() }
        setNeedsLayout()
    }

    private func setNeedsReload() {
        geometryIsStale = true
        setNeedsLayout()
    }

    open var numberOfSections: Int {
        rebuildGeometryIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        rebuildGeometryIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
    }

    /// The row's rectangle in the table's coordinates (UIKit's `rectForRow(at:)`).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        rebuildGeometryIfNeeded()
        return geometry.rectForRow(at: indexPath, width: bounds.width)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        rebuildGeometryIfNeeded()
        return geometry.indexPaths(from: point.y, to: point.y + 0.5).first { rectForRow(at: $0).contains(point) }
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }
    open var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { visible[$0] } ?? [] }
    open var indexPathsForVisibleRows: [IndexPath]? { visible.keys.sorted() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    /// Asks the data source and delegate for counts and heights (not cells).
    func rebuildGeometryIfNeeded() {
        guard geometryIsStale else { return }
        geometryIsStale = false
        var geometry = TableGeometry()
        geometry.headerHeight = tableHeaderView?.frame.height ?? 0
        geometry.footerHeight = tableFooterView?.frame.height ?? 0
        guard let dataSource else { self.geometry = geometry; return }
        let delegate = tableDelegate
        var top = geometry.headerHeight
        let count = max(0, dataSource.numberOfSections(in: self))
        geometry.sections.reserveCapacity(count)
        let measures = measuresBySection()
        for index in 0..<count {
            var section = TableGeometry.Section()
            section.top = top
            section.rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: index))
            section.headerHeight = sectionViewHeight(index, header: true, dataSource: dataSource, delegate: delegate)
            section.footerHeight = sectionViewHeight(index, header: false, dataSource: dataSource, delegate: delegate)
            // A delegate that gives row 0 a height gives every row one (UIKit asks them all).
            let first = section.rowCount > 0 ? delegate?.tableView(self, heightForRowAt: IndexPath(row: 0, section: index)) : nil
            if selfSizes(first) {
                section.selfSizing = true
                section.fixedRowHeight = selfSizingEstimate
                section.measured = MeasuredRows(measures[index] ?? [], estimate: selfSizingEstimate)
            } else if let first, first >= 0, first.isFinite, let delegate {
                section.rowOffsets = TableGeometry.offsets(rowCount: section.rowCount) { row in
                    row == 0 ? first : delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: index))
                }
            } else {
                section.fixedRowHeight = max(0, rowHeight.isFinite && rowHeight >= 0 ? rowHeight : 44)
            }
            top = section.bottom
            geometry.sections.append(section)
        }
        self.geometry = geometry
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    /// A section header's (or footer's) height: the delegate's, else the table's
    /// `sectionHeaderHeight` (`sectionFooterHeight`) when it has a title or a view, else UIKit's
    /// defaults for the style (grouped sections keep a gap even without one).
    private func sectionViewHeight(_ section: Int, header: Bool, dataSource: UITableViewDataSource,
                                   delegate: UITableViewDelegate?) -> CGFloat {
        let given = header ? delegate?.tableView(self, heightForHeaderInSection: section)
            : delegate?.tableView(self, heightForFooterInSection: section)
        if let given, given >= 0 { return given }
        let title = header ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
        let view = header ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        let present = title != nil || view != nil
        let tableHeight = header ? sectionHeaderHeight : sectionFooterHeight
        if tableHeight >= 0 { return present ? tableHeight : 0 }
        if style == .plain { return present ? 28 : 0 }
        if present { return 38 }
        return header && section == 0 ? 35 : 17
    }

    // MARK: Tiling (R-LC3)

    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuildGeometryIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        layOutTableHeaderAndFooter()
        closeSwipeIfScrolled()
        tileMeasuringSelfSizingRows()
    }

    /// Shows the cells of the rows in the bounds and retires the others; places headers and footers.
    func tile() {
        let wanted = geometry.indexPaths(from: bounds.minY, to: bounds.maxY)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visible where !wantedSet.contains(indexPath) {
            visible[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted {
            let cell: UITableViewCell
            if let shown = visible[indexPath] {
                cell = shown
            } else {
                guard let made = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                cell = made
                visible[indexPath] = cell
                cell.setSelected(selected.contains(indexPath), animated: false)
                insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
                applyEditingAppearance(to: cell, at: indexPath)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            cell.frame = editingFrame(for: indexPath)
            cell.tableSeparatorInset = separatorInset
            cell.separatorColor = separatorStyle == .none ? nil : (separatorColor ?? .separator)
            styleForGroup(cell, at: indexPath)
        }
        tileSectionViews()
        cellRegistry.trim()
        sectionViewRegistry.trim()
    }

    /// Tiles, then measures the self-sizing cells shown; rows whose measure differs from their
    /// estimate move the rows below, and the tiling runs again (a few rounds at most).
    /// When measured rows change the heights above the rows on screen, the offset moves by as
    /// much, so the rows the user sees stay where they are (no jump while scrolling up through
    /// estimated rows).
    func tileMeasuringSelfSizingRows() {
        for _ in 0..<4 {
            tile()
            // The last row shown keeps its place on screen: rows above it may grow or shrink.
            let anchor = visible.keys.max()
            let anchorTop = anchor.map { rectForRow(at: $0).minY - bounds.minY }
            guard measureShownSelfSizingCells() else { return }
            geometryIsStale = true
            rebuildGeometryIfNeeded()
            if let anchor, let anchorTop, !isDragging, contentOffset.y > -adjustedContentInset.top + 0.5 {
                let drift = rectForRow(at: anchor).minY - bounds.minY - anchorTop
                if abs(drift) > 0.25 { bounds.origin.y += drift }
            }
        }
        tile()
    }

    /// A cell leaves the screen: to the pool (a bounded number per identifier), or away.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        // Cells of a class no longer registered for their identifier are let go.
        cellRegistry.retire(cell, requireRegistration: false)
    }

    /// A row's frame as editing has it: moved aside by a swipe, lifted or shifted by a reorder,
    /// moved down by the gap a drop opened.
    func editingFrame(for indexPath: IndexPath) -> CGRect {
        if let reorder = editingState.reorder {
            guard indexPath == reorder.from else { return reorderedFrame(for: indexPath) }
            var frame = cellFrame(for: indexPath)
            frame.origin.y = reorder.y
            return frame
        }
        if let swipe = editingState.swipe, swipe.indexPath == indexPath {
            return cellFrame(for: indexPath).offsetBy(dx: swipe.offset, dy: 0)
        }
        if let shift = dropGapShift(for: indexPath) { return cellFrame(for: indexPath).offsetBy(dx: 0, dy: shift) }
        return cellFrame(for: indexPath)
    }

    func cellFrame(for indexPath: IndexPath) -> CGRect {
        var frame = geometry.rectForRow(at: indexPath, width: bounds.width)
        if style == .insetGrouped { frame = frame.insetBy(dx: 20, dy: 0) }
        return frame
    }

    /// Inset-grouped sections round the first and last rows' outer corners.
    private func styleForGroup(_ cell: UITableViewCell, at indexPath: IndexPath) {
        guard style == .insetGrouped else { return }
        let last = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.layer.masksToBounds = !corners.isEmpty
        if last { cell.separatorColor = nil }
    }

    /// Header and footer views of the sections in the bounds; a plain table's header sticks to the
    /// top while its section scrolls under it.
    private func tileSectionViews() {
        // From the section at the top of the bounds down: the cost is the sections on screen.
        var visibleSections: [Int] = []
        var index = geometry.section(at: bounds.minY)
        while index < geometry.sections.count, geometry.sections[index].top < bounds.maxY {
            if geometry.sections[index].bottom > bounds.minY { visibleSections.append(index) }
            index += 1
        }
        for (index, view) in headerViews where !visibleSections.contains(index) { retireSectionView(view); headerViews[index] = nil }
        for (index, view) in footerViews where !visibleSections.contains(index) { retireSectionView(view); footerViews[index] = nil }
        for index in visibleSections {
            let section = geometry.sections[index]
            if section.headerHeight > 0, let header = headerViews[index] ?? makeSectionView(index, header: true) {
                headerViews[index] = header
                var y = section.top
                if style == .plain { y = min(max(section.top, bounds.minY), section.bottom - section.headerHeight) }
                header.frame = CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight)
                bringSubviewToFront(header)
            }
            if section.footerHeight > 0, let footer = footerViews[index] ?? makeSectionView(index, header: false) {
                footerViews[index] = footer
                footer.frame = CGRect(x: 0, y: section.bottom - section.footerHeight, width: bounds.width, height: section.footerHeight)
            }
        }
    }

    private func makeSectionView(_ section: Int, header: Bool) -> UIView? {
        let delegate = tableDelegate
        var view = header ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        if view == nil {
            let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            guard let title else { return nil }
            let headerView = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var configuration = header ? (style == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader())
                : .groupedHeader()
            configuration.text = style == .plain || !header ? title : title.uppercased()
            headerView.contentConfiguration = configuration
            headerView.backgroundColor = style == .plain ? .secondarySystemBackground : .clear
            view = headerView
        }
        if let view { addSubview(view) }
        return view
    }

    private func layOutTableHeaderAndFooter() {
        if let tableHeaderView {
            if tableHeaderView.superview !== self { addSubview(tableHeaderView) }
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            if tableFooterView.superview !== self { addSubview(tableFooterView) }
            tableFooterView.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.footerHeight,
                                           width: bounds.width, height: tableFooterView.frame.height)
        }
    }

    // MARK: Scrolling

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated, corrections: 3)
    }

    // MARK: Selection (R-LC1)

    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectRow(at: path, animated: animated) }
            return
        }
        guard !rectForRow(at: indexPath).isNull else { return }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectRow(at: path, animated: animated) } }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// A click on a row: UIKit's select (or, with multiple selection, toggle), asking the delegate.
    /// Shift with multiple selection selects the rows from the last one clicked.
    func userTapped(_ indexPath: IndexPath, extending: Bool = false) {
        let delegate = tableDelegate
        if extending, allowsMultipleSelection, let anchor = selectionAnchor {
            for path in rows(from: anchor, to: indexPath) where !selected.contains(path) {
                let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
                guard let target = answer else { continue }
                selectRow(at: target, animated: true, scrollPosition: .none)
                delegate?.tableView(self, didSelectRowAt: target)
            }
            return
        }
        selectionAnchor = indexPath
        if allowsMultipleSelection, selected.contains(indexPath) {
            let answer: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target = answer else { return }
            deselectRow(at: target, animated: true)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer else { return }
        if !allowsMultipleSelection {
            // The old row is asked too, as in UIKit: willSelect(new), willDeselect(old),
            // didDeselect(old), didSelect(new). After nil it hears no didDeselect (selecting the
            // new row still replaces it: single selection holds one row).
            for path in selected.sorted() where path != target {
                let answer: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
                guard let deselected = answer, selected.contains(deselected) else { continue }
                deselectRow(at: deselected, animated: true)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        guard !selected.contains(target) else { return }
        selectRow(at: target, animated: true, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        // A storyboard cell's segue fires on selection, after the delegate hears of it (R-IB3).
        if let cell = cellForRow(at: target), let segue = cell.selectionSegue { segue(cell) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, editingTouchBegan(at: touch.location(in: self)) { return }
        guard allowsSelection, touches.count == 1, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
            super.touchesBegan(touches, with: event)
            return
        }
        highlighted = indexPath
        visible[indexPath]?.setHighlighted(true, animated: false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let highlighted, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = rectForRow(at: highlighted).contains(touch.location(in: self))
        visible[highlighted]?.setHighlighted(inside, animated: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingState.pressedControl != nil, let touch = touches.first {
            return editingTouchEnded(at: touch.location(in: self))
        }
        guard let indexPath = highlighted, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        highlighted = nil
        visible[indexPath]?.setHighlighted(false, animated: false)
        if rectForRow(at: indexPath).contains(touch.location(in: self)) {
            if !isFirstResponder, canBecomeFirstResponder { _ = becomeFirstResponder() }
            userTapped(indexPath, extending: event?.modifierFlags.contains(.shift) == true)
        }
    }

    // MARK: The keyboard (R-LC4; UITableView+Keyboard.swift)

    /// A table that allows selection takes the keyboard focus (a click on a row gives it).
    open override var canBecomeFirstResponder: Bool { allowsSelection }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.unhandled(by: handleKey)
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A drag that became a scroll cancels the row's highlight, as in UIKit.
        if let indexPath = highlighted { visible[indexPath]?.setHighlighted(false, animated: false) }
        highlighted = nil
        editingState.pressedControl = nil
        super.touchesCancelled(touches, with: event)
    }
}
