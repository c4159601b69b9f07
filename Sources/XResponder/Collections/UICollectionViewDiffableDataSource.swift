import Foundation

/// A collection view's data source driven by snapshots of identifiers (R-LC2): `apply` a snapshot
/// and the collection shows it, animating the difference from the last one (moved items slide, new
/// ones fade in, gone ones fade out). Headers and footers come from `supplementaryViewProvider`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    private var current: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.current }
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// What an outline's expanding and collapsing asks and tells (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What reordering asks and tells (iOS 14; UICollectionViewDiffableDataSource+Reordering.swift).
    public struct ReorderingHandlers {
        /// Whether an item may move; none (the default): items do not move.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
    open var reorderingHandlers = ReorderingHandlers()
    /// The outlines applied to sections, by section (UICollectionViewDiffableDataSource+Outline).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        collectionView.outline = CollectionOutline(
            level: { [weak self] indexPath in self?.outlineLevel(at: indexPath) ?? 0 },
            expansion: { [weak self] indexPath in self?.outlineExpansion(at: indexPath) },
            toggle: { [weak self] indexPath in self?.toggleOutline(at: indexPath) })
    }

    /// The snapshot shown (a copy: change it and apply it).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    /// Shows `snapshot`, animating the difference when `animatingDifferences` (else as a reload).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        collectionView?.readCountsBeforeDiffing()   // the counts of the snapshot shown until now
        forgetOutlinesChanged(by: snapshot)
        let previous = store.replace(with: snapshot)
        DiffableStore.show(snapshot, after: previous, on: collectionView, animatingDifferences: animatingDifferences, completion: completion)
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            EventTrace.log("UICollectionViewDiffableDataSource: no cell for \(indexPath); a plain cell stands in")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// The end of a movement: the snapshot takes the new order. (Moving an item onto itself, the
    /// collection view's question whether this data source moves items, changes nothing.)
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        EventTrace.log("UICollectionViewDiffableDataSource: no \(kind) view for \(indexPath); an empty one stands in")
        return UICollectionReusableView(frame: .zero)
    }
}
