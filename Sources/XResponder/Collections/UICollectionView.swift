import Foundation

/// Items in sections placed by a layout object (R-LC2, R-LC3), on the scroll view.
///
/// The layout (`UICollectionViewFlowLayout`, `UICollectionViewCompositionalLayout` or your own
/// `UICollectionViewLayout`) is asked for the elements in the bounds only; cells and supplementary
/// views exist for those, and go to reuse pools by identifier as they scroll out. Item counts are
/// asked once per reload or batch. Selection, the keyboard (UICollectionView+Keyboard.swift) and
/// animated batches (UICollectionView+Updates.swift) follow the table view's rules.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a collection view's layout scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }

    /// Where an item ends up when the collection view scrolls to it (`scrollToItem(at:at:animated:)`), one vertical and one horizontal choice.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// A supplementary view's place: its kind and index path (values: nothing keyed by identity).
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Weak, as in UIKit. A new data source reloads the collection at its next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// A new delegate may give other sizes: the layout is asked again.
    public override weak var delegate: UIScrollViewDelegate? {
        didSet { collectionViewLayout.invalidateLayout() }
    }
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// Asks the delegate for items' context menus (R-DT1, UICollectionView+ContextMenu.swift).
    private var contextMenuDelegate: ListContextMenu?
    /// Drags of items and drops on their places, made when a drag or drop delegate is set.
    var dragAndDropStorage: CollectionDragAndDrop?
    var typeSelectState = TypeSelect()

    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    /// The item counts per section, asked of the data source once per reload (nil: to ask).
    var itemCounts: [Int]?
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    private var cellPool = ReusePool<UICollectionViewCell>()
    private var supplementaryPool = ReusePool<UICollectionReusableView>()
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    /// Where Shift-selection extends from, and where the arrows move from.
    var selectionAnchor: IndexPath?
    /// The batch being gathered and how deep the nesting (UICollectionView+Updates.swift).
    var pendingUpdate = ListUpdate()
    var batchDepth = 0
    var batchesReloadedInstead = 0
    /// The items whose cells were made since the last measuring pass (UICollectionView+SelfSizing).
    var freshlyShown: Set<IndexPath> = []
    var freshlyShownSupplementaries: Set<SupplementaryKey> = []
    /// The scrollers of sections that scroll across, by section (UICollectionView+Orthogonal).
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    /// Set by a diffable data source: the outline's levels and expansion (…+Outline.swift).
    var outline: CollectionOutline?
    /// Decoration views shown, by kind and section, and those waiting (…+Decorations.swift).
    var shownDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var decorationPool = ReusePool<UICollectionReusableView>()
    /// The drag across a list row that uncovers its swipe actions, and the row open (…+Swipe.swift).
    let swipeRecognizer = UIPanGestureRecognizer()
    var swipe: ListSwipe?
    /// The item being moved interactively (UICollectionView+InteractiveMovement.swift).
    var movement: CollectionMovement?
    override var holdsFloatingView: Bool { movement != nil }
    /// The pan that drags a list row by its reorder accessory.
    let reorderRecognizer = UIPanGestureRecognizer()
    /// Whether the data source moves items (asked once; see `dataSourceMovesItems`).
    var movesItems: Bool?
    /// Where a reorder drag holds its row: the row's column, and the pointer's height in it.
    var reorderGrab: CGPoint?
    /// The long press a collection view controller installs to move items.
    var standardMovementRecognizer: UILongPressGestureRecognizer?
    var defaultMoveCalled = false

    /// Editing mode (iOS 14): list cells show their `.whenEditing` accessories (a reorder handle,
    /// say) and hide their `.whenNotEditing` ones; items are not selected unless
    /// `allowsSelectionDuringEditing`.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            closeSwipe(animated: false)
            if isEditing, !allowsSelectionDuringEditing { for indexPath in selected { deselectItem(at: indexPath, animated: false) } }
            for cell in shownCells.values { cell.isEditingInList = isEditing }
        }
    }
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view from a storyboard or nib, with the file's flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = NibCoder.collectionLayout(in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        let layout = collectionViewLayout
        layout.collectionView = self
        backgroundColor = .systemBackground
        contextMenuDelegate = ListContextMenu.install(on: self)
        swipeRecognizer.addTarget(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        })
        addGestureRecognizer(swipeRecognizer)
        reorderRecognizer.addTarget(handler: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleReorder(pan)
        })
        addGestureRecognizer(reorderRecognizer)
        alwaysBounceVertical = !(layout is UICollectionViewFlowLayout && (layout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
    }

    /// Cells kept waiting per identifier beyond those on screen (R-LC3).
    static var poolLimitPerIdentifier: Int { ReusePool<UICollectionViewCell>.keptPerIdentifier }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
        cellFactories[identifier] = nil
        cellPool.forget(identifier: identifier)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
        supplementaryPool.forget(identifier: elementKind + "/" + identifier)
    }

    func isRegistered(cell identifier: String) -> Bool { cellClasses[identifier] != nil || cellFactories[identifier] != nil }

    /// Cells made from a nib or a storyboard's prototype (R-IB1), by identifier.
    var cellFactories: [String: () -> UICollectionViewCell?] = [:]

    /// Registers how cells of `identifier` are made from a nib or prototype.
    func registerCell(factory: @escaping () -> UICollectionViewCell?, identifier: String) {
        cellFactories[identifier] = factory
        cellClasses[identifier] = nil
        cellPool.forget(identifier: identifier)
    }
    func isRegistered(supplementary identifier: String, kind: String) -> Bool { supplementaryClasses[kind + "/" + identifier] != nil }

    /// A cell from the pool or made from the registered class. An identifier never registered gets
    /// a plain cell (UIKit raises), and a trace says so.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellPool.take(identifier: identifier) {
            cell.prepareForReuse()
            cell.setNeedsUpdateConfiguration()
            return cell
        }
        if let factory = cellFactories[identifier], let cell = factory() {
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let cellClass = cellClasses[identifier] else {
            EventTrace.log("UICollectionView: no cell registered for \"\(identifier)\"; a plain cell stands in")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        return cellClass.init(registeredWith: identifier)
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if let view = supplementaryPool.take(identifier: key) {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = supplementaryClasses[key] else {
            EventTrace.log("UICollectionView: no \(elementKind) view registered for \"\(identifier)\"; an empty one stands in")
            return UICollectionReusableView(frame: .zero)
        }
        return viewClass.init(registeredWith: key)
    }

    // MARK: Data

    open func reloadData() {
        dropSwipeForUpdate()
        dropMovementForUpdate()
        movesItems = nil
        for (indexPath, cell) in shownCells { retire(cell, at: indexPath) }
        for (key, view) in shownSupplementaries { retire(view, key: key) }
        retireDecorations()
        shownCells = [:]
        shownSupplementaries = [:]
        selected = []
        itemCounts = nil
        collectionViewLayout.measures = CellMeasures()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The counts of the data source, asked once per reload.
    func refreshCountsIfNeeded() {
        guard itemCounts == nil else { return }
        guard let dataSource else { itemCounts = []; return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    open var numberOfSections: Int {
        refreshCountsIfNeeded()
        return itemCounts?.count ?? 0
    }

    open func numberOfItems(inSection section: Int) -> Int {
        refreshCountsIfNeeded()
        guard let itemCounts, itemCounts.indices.contains(section) else { return 0 }
        return itemCounts[section]
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { shownCells[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item whose cell is at `point` (asked of the layout, so items off screen count too).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let point = layoutPoint(point)
        let probe = CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Layout and tiling (R-LC3)

    func prepareLayoutIfNeeded() {
        refreshCountsIfNeeded()
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.needsPrepare = true }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = bounds
        }
        layOutOrthogonalScrollers()
        closeSwipeIfScrolled()
        tileMeasuringSelfSizingItems()
        placeSwipedRow()
        placeMovingItem()
    }

    /// Shows the elements the layout puts in the bounds and retires the others.
    func tile() {
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell: cells[attributes.indexPath] = attributes
            case .supplementaryView:
                if let kind = attributes.representedElementKind {
                    supplementaries[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            case .decorationView:
                if let kind = attributes.representedElementKind {
                    decorations[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                }
            }
        }
        tileDecorations(decorations)
        // The item being moved keeps its cell wherever its place is: it is held under the pointer.
        let held = movement?.cell
        for (indexPath, cell) in shownCells where cells[indexPath] == nil && cell !== held {
            shownCells[indexPath] = nil
            freshlyShown.remove(indexPath)
            retire(cell, at: indexPath)
        }
        for (key, view) in shownSupplementaries where supplementaries[key] == nil {
            shownSupplementaries[key] = nil
            retire(view, key: key)
        }
        for (indexPath, attributes) in cells {
            let cell: UICollectionViewCell
            if let shown = shownCells[indexPath] {
                cell = shown
            } else {
                // While an item moves, the data source still has its items where they were.
                guard let made = dataSource?.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath)) else { continue }
                cell = made
                shownCells[indexPath] = cell
                freshlyShown.insert(indexPath)
                cell.isSelected = selected.contains(indexPath)
                cell.isEditingInList = isEditing
                let container = cellContainer(inSection: indexPath.section)
                if container === self { insertSubview(cell, at: firstContentIndex) } else { container.addSubview(cell) }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            styleListRow(cell, at: indexPath)
            showOutlinePlace(of: cell, at: indexPath)
            let container = cellContainer(inSection: indexPath.section)
            if cell.superview !== container { container.addSubview(cell) }
            apply(attributes, to: cell, frame: containerFrame(attributes.frame, inSection: indexPath.section))
        }
        for (key, attributes) in supplementaries {
            let view: UICollectionReusableView
            if let shown = shownSupplementaries[key] {
                view = shown
            } else {
                guard let dataSource else { continue }
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                shownSupplementaries[key] = view
                freshlyShownSupplementaries.insert(key)
                if collectionViewLayout.anchorsToItems(kind: key.kind, inSection: key.indexPath.section) {
                    cellContainer(inSection: key.indexPath.section).addSubview(view)
                } else {
                    addSubview(view)
                }
                (view as? UICollectionViewListCell)?.separatorColor = nil   // a header has no separator
            }
            if collectionViewLayout.anchorsToItems(kind: key.kind, inSection: key.indexPath.section) {
                // A badge goes with its item's cell (in a section's scroller when it scrolls across).
                apply(attributes, to: view, frame: containerFrame(attributes.frame, inSection: key.indexPath.section))
                view.superview?.bringSubviewToFront(view)
            } else {
                apply(attributes, to: view)
                if attributes.zIndex > 1 { bringSubviewToFront(view) }
            }
        }
        runVisibleItemsHandlers(cells: cells, supplementaries: supplementaries)
        cellPool.trim()
        supplementaryPool.trim()
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView, frame: CGRect? = nil) {
        let frame = frame ?? attributes.frame
        // Through bounds and center, as UIKit applies attributes: a cell that overrides `bounds`
        // to follow its size hears it.
        if view.bounds.size != frame.size { view.bounds = CGRect(origin: view.bounds.origin, size: frame.size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
        view.isHidden = attributes.isHidden
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        // A section's visible items handler sets the transform itself (UICollectionView+VisibleItems.swift).
        if view.transform != attributes.transform, collectionViewLayout.visibleItemsHandler(inSection: attributes.indexPath.section) == nil {
            view.transform = attributes.transform
        }
        view.apply(attributes)
    }

    /// A cell leaves the screen: to the pool (a bounded number per identifier), or away.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        shelve(cell)
    }

    /// A cell off screen goes to the pool when its class is still the one registered for its
    /// identifier (a cell made but never shown, read by type-to-select, too).
    func shelve(_ cell: UICollectionViewCell) {
        guard let identifier = cell.reuseIdentifier,
              cellClasses[identifier].map({ $0 == type(of: cell) }) ?? (cellFactories[identifier] != nil) else { return }
        cellPool.put(cell, identifier: identifier)
    }

    private func retire(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier, supplementaryClasses[identifier] != nil else { return }
        supplementaryPool.put(view, identifier: identifier)
    }

    // MARK: Scrolling

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard var frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        // In a section that scrolls across, its scroller brings the item in; this view scrolls
        // only to its band.
        if scrollAcross(toShow: indexPath, animated: animated) { frame.origin.x = bounds.minX }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        else if frame.minY < bounds.minY { offset.y = frame.minY }
        else if frame.maxY > bounds.maxY { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        else if frame.minX < bounds.minX { offset.x = frame.minX }
        else if frame.maxX > bounds.maxX { offset.x = frame.maxX - bounds.width }
        let low = minimumContentOffset, high = maximumContentOffset
        offset.x = min(max(offset.x, low.x), max(low.x, high.x))
        offset.y = min(max(offset.y, low.y), max(low.y, high.y))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection (R-LC2)

    /// nil when nothing is selected, as UIKit documents.
    open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectItem(at: path, animated: animated) }
            return
        }
        guard indexPath.section < numberOfSections, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        if !allowsMultipleSelection { for path in selected where path != indexPath { deselectItem(at: path, animated: animated) } }
        selected.insert(indexPath)
        shownCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        shownCells[indexPath]?.isSelected = false
    }

    /// A click on an item: UIKit's select (with multiple selection, toggle), asking the delegate;
    /// Shift with multiple selection selects the items from the anchor.
    func userTapped(_ indexPath: IndexPath, extending: Bool = false) {
        let delegate = collectionDelegate
        if extending, allowsMultipleSelection, let anchor = selectionAnchor {
            for path in items(from: anchor, to: indexPath) where !selected.contains(path) {
                guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { continue }
                selectItem(at: path, animated: true, scrollPosition: [])
                delegate?.collectionView(self, didSelectItemAt: path)
            }
            return
        }
        selectionAnchor = indexPath
        if selected.contains(indexPath), allowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath {
                deselectItem(at: path, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        guard !selected.contains(indexPath) else { return }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        // A storyboard cell's segue fires on selection, after the delegate hears of it (R-IB3).
        if let cell = cellForItem(at: indexPath), let segue = cell.selectionSegue { segue(cell) }
    }

    /// The items from `start` to `end` (either order), across sections.
    func items(from start: IndexPath, to end: IndexPath) -> [IndexPath] {
        let (low, high) = start <= end ? (start, end) : (end, start)
        var result: [IndexPath] = []
        for section in low.section...high.section where section < numberOfSections {
            let count = numberOfItems(inSection: section)
            let first = section == low.section ? low.item : 0
            let last = section == high.section ? high.item : count - 1
            if first <= last { for item in first...last where item < count { result.append(IndexPath(item: item, section: section)) } }
        }
        return result
    }

    /// The scroll view's pan leaves drags across a list row to the swipe, which begins only on those.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeShouldBegin() }
        if gestureRecognizer === reorderRecognizer { return reorderShouldBegin() }
        if gestureRecognizer === standardMovementRecognizer { return standardMovementShouldBegin() }
        if gestureRecognizer === panGestureRecognizer, movement != nil || dragBelongsToReorder(panGestureRecognizer)
            || dragAndDropStorage?.claims(panGestureRecognizer) == true { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A press while a row is open closes it and goes no further.
        if swipe != nil, swipe?.isTracking == false {
            closeSwipe(animated: true)
            return
        }
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing, touches.count == 1, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
            super.touchesBegan(touches, with: event)
            return
        }
        highlighted = indexPath
        shownCells[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let highlighted, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        let inside = shownFrame(ofItemAt: highlighted)?.contains(touch.location(in: self)) ?? false
        shownCells[highlighted]?.isHighlighted = inside
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = highlighted, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        unhighlight()
        if shownFrame(ofItemAt: indexPath)?.contains(touch.location(in: self)) == true {
            if !isFirstResponder, canBecomeFirstResponder { _ = becomeFirstResponder() }
            if clickedOutlineDisclosure(at: touch, of: indexPath) { return }
            userTapped(indexPath, extending: event?.modifierFlags.contains(.shift) == true)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A drag that became a scroll cancels the item's highlight, as in UIKit.
        unhighlight()
        super.touchesCancelled(touches, with: event)
    }

    private func unhighlight() {
        guard let indexPath = highlighted else { return }
        highlighted = nil
        shownCells[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    // MARK: Interactive movement (UICollectionView+InteractiveMovement.swift), open as in UIKit

    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { beginMovement(at: indexPath) }
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { updateMovement(to: targetPosition) }
    open func endInteractiveMovement() { endMovement() }
    open func cancelInteractiveMovement() { cancelMovement() }

    // MARK: The keyboard (UICollectionView+Keyboard.swift)

    open override var canBecomeFirstResponder: Bool { allowsSelection }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = presses.unhandled(by: handleKey)
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }
}
