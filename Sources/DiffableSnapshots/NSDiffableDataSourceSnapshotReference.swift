import Foundation

/// UIKit's reference snapshot (Objective-C's `NSDiffableDataSourceSnapshot`): sections and items
/// as untyped identifiers. Core Data's fetched-results controller hands one to its delegate
/// (`controller(_:didChangeContentWith:)`), with section names (`String`) and object IDs
/// (`NSManagedObjectID`); an app turns it into the value type to apply it:
///
/// ```swift
/// let snapshot = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(reference)
/// ```
///
/// On Apple platforms that is the bridging cast `reference as NSDiffableDataSourceSnapshot<…>`,
/// which Swift on Linux cannot express for these types: `xrport` rewrites the cast into this
/// initializer (docs/core-data.md).
open class NSDiffableDataSourceSnapshotReference: NSObject {
    /// The contents, made the first time they are read: the controller hands a reference to a
    /// delegate that may not implement the snapshot method at all (then nothing is built).
    private var contents: NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>?
    private var makeContents: (() -> NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>)?

    public override init() {
        contents = NSDiffableDataSourceSnapshot()
        super.init()
    }

    /// A snapshot whose contents `make` builds when first read.
    package init(building make: @escaping () -> NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>) {
        makeContents = make
        super.init()
    }

    /// The reference form of `snapshot` (Swift's `snapshot as NSDiffableDataSourceSnapshotReference`).
    public convenience init<SectionIdentifierType, ItemIdentifierType>(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.init()
        var erased = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()
        erased.storage = snapshot.storage.map { (AnyHashable($0.section), $0.items.map { AnyHashable($0) }) }
        erased.reloadItems(snapshot.reloadedItemIdentifiers.map { AnyHashable($0) })
        erased.reconfigureItems(snapshot.reconfiguredItemIdentifiers.map { AnyHashable($0) })
        contents = erased
    }

    /// Builds the contents now if they are not built yet (the controller does before its list
    /// changes under a snapshot the delegate kept without reading it).
    package func build() { _ = snapshot }

    package var snapshot: NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable> {
        get {
            if let contents { return contents }
            let made = makeContents?() ?? NSDiffableDataSourceSnapshot()
            contents = made
            makeContents = nil
            return made
        }
        set { contents = newValue; makeContents = nil }
    }

    // MARK: Reading

    open var numberOfItems: Int { snapshot.numberOfItems }
    open var numberOfSections: Int { snapshot.numberOfSections }
    open var sectionIdentifiers: [Any] { snapshot.sectionIdentifiers.map(\.base) }
    open var itemIdentifiers: [Any] { snapshot.itemIdentifiers.map(\.base) }
    open var reloadedItemIdentifiers: [Any] { snapshot.reloadedItemIdentifiers.map(\.base) }
    open var reconfiguredItemIdentifiers: [Any] { snapshot.reconfiguredItemIdentifiers.map(\.base) }

    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        Self.hashable(sectionIdentifier).map { snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        Self.hashable(sectionIdentifier).map { snapshot.itemIdentifiers(inSection: $0).map(\.base) } ?? []
    }

    open func sectionIdentifierForSectionContainingItem(withIdentifier itemIdentifier: Any) -> Any? {
        Self.hashable(itemIdentifier).flatMap { snapshot.sectionIdentifier(containingItem: $0)?.base }
    }

    /// The item's index among all items; `NSNotFound` when it is not in the snapshot.
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        Self.hashable(itemIdentifier).flatMap { snapshot.indexOfItem($0) } ?? NSNotFound
    }

    /// The section's index; `NSNotFound` when it is not in the snapshot.
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        Self.hashable(sectionIdentifier).flatMap { snapshot.indexOfSection($0) } ?? NSNotFound
    }

    // MARK: Changing

    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        snapshot.appendSections(sectionIdentifiers.compactMap(Self.hashable))
    }

    open func appendItems(withIdentifiers identifiers: [Any]) {
        snapshot.appendItems(identifiers.compactMap(Self.hashable))
    }

    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        snapshot.appendItems(identifiers.compactMap(Self.hashable), toSection: Self.hashable(sectionIdentifier))
    }

    open func deleteItems(withIdentifiers identifiers: [Any]) { snapshot.deleteItems(identifiers.compactMap(Self.hashable)) }
    open func deleteSections(withIdentifiers identifiers: [Any]) { snapshot.deleteSections(identifiers.compactMap(Self.hashable)) }
    open func deleteAllItems() { snapshot.deleteAllItems() }
    open func reloadItems(withIdentifiers identifiers: [Any]) { snapshot.reloadItems(identifiers.compactMap(Self.hashable)) }
    open func reconfigureItems(withIdentifiers identifiers: [Any]) { snapshot.reconfigureItems(identifiers.compactMap(Self.hashable)) }

    /// Identifiers are objects in Objective-C; here any hashable value (an object that is not
    /// hashable has no identity a snapshot can use, and is left out).
    private static func hashable(_ value: Any) -> AnyHashable? {
        if let hashable = value as? AnyHashable { return hashable }
        return nil
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The typed snapshot of `reference` (Swift's bridging cast `reference as
    /// NSDiffableDataSourceSnapshot<…>`, which `xrport` rewrites into this). An identifier of
    /// another type than the snapshot's is left out and said on standard error, where the
    /// cast traps on Apple platforms: a fetched-results controller's sections are `String`s and
    /// its items `NSManagedObjectID`s.
    public init(_ reference: NSDiffableDataSourceSnapshotReference) {
        self.init()
        var mismatched = false
        for entry in reference.snapshot.storage {
            guard let section = entry.section.base as? SectionIdentifierType else { mismatched = true; continue }
            let items = entry.items.compactMap { $0.base as? ItemIdentifierType }
            if items.count != entry.items.count { mismatched = true }
            storage.append((section, items))
        }
        reloadItems(reference.snapshot.reloadedItemIdentifiers.compactMap { $0.base as? ItemIdentifierType })
        reconfigureItems(reference.snapshot.reconfiguredItemIdentifiers.compactMap { $0.base as? ItemIdentifierType })
        if mismatched {
            let message = "NSDiffableDataSourceSnapshot<\(SectionIdentifierType.self), \(ItemIdentifierType.self)>: "
                + "the reference snapshot holds identifiers of other types; they were left out\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
    }
}
