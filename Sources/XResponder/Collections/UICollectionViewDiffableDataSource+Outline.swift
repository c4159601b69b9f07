import Foundation

// Outlines in a collection view (iOS 14, R-LC2): a section snapshot applied to a section shows its
// visible items there; the data source keeps it, answers the collection view's questions — an
// item's level (list cells indent by it) and whether a parent is expanded — and expands or
// collapses a parent when its outline disclosure is clicked (or Right and Left are pressed on it),
// asking and telling `sectionSnapshotHandlers`, animated as any other snapshot.

/// What a collection view asks its data source about an outline, as closures the diffable data
/// source sets (it is generic; the collection view is not).
@MainActor
struct CollectionOutline {
    var level: (IndexPath) -> Int
    /// nil for an item without children; else whether it is expanded.
    var expansion: (IndexPath) -> Bool?
    var toggle: (IndexPath) -> Void
}

extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot`'s visible items as `section` (added at the end if it is not there yet).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        let visible = snapshot.visibleItems
        let elsewhere = Set(whole.itemIdentifiers)
        if visible.contains(where: elsewhere.contains) {
            EventTrace.log("UICollectionViewDiffableDataSource: a section snapshot's items are already in another section; those are left out")
        }
        whole.appendItems(visible.filter { !elsewhere.contains($0) }, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
    }

    /// The outline of `section`: the one applied, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let whole = snapshot()
        if whole.indexOfSection(section) != nil { flat.append(whole.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// A whole snapshot applied: the outlines of sections whose items it changed are let go.
    func forgetOutlinesChanged(by whole: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots {
            guard whole.indexOfSection(section) != nil, whole.itemIdentifiers(inSection: section) == outline.visibleItems else {
                sectionSnapshots[section] = nil
                continue
            }
        }
    }

    private func outlineItem(at indexPath: IndexPath) -> (section: SectionIdentifierType, item: ItemIdentifierType)? {
        guard let section = sectionIdentifier(for: indexPath.section), sectionSnapshots[section] != nil,
              let item = itemIdentifier(for: indexPath) else { return nil }
        return (section, item)
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let (section, item) = outlineItem(at: indexPath) else { return 0 }
        return sectionSnapshots[section]?.level(of: item) ?? 0
    }

    func outlineExpansion(at indexPath: IndexPath) -> Bool? {
        guard let (section, item) = outlineItem(at: indexPath), let outline = sectionSnapshots[section], outline.hasChildren(item) else { return nil }
        return outline.isExpanded(item)
    }

    /// Expands a collapsed parent or collapses an expanded one, if the handlers allow.
    func toggleOutline(at indexPath: IndexPath) {
        guard let (section, item) = outlineItem(at: indexPath), var outline = sectionSnapshots[section] else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let expanding = handlers.snapshotForExpandingParentItem {
                let children = expanding(item, outline.snapshot(of: item))
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: UIView.areAnimationsEnabled)
    }
}
