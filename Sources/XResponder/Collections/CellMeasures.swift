import Foundation

/// The sizes self-sizing cells asked for (R-LC2), kept by the flow and compositional layouts by
/// index path — values, not cells — until a reload, a batch (which carries them to their items'
/// new places, `ListUpdate.carry`) or a new width (measured text wraps differently); and the
/// heights self-sizing headers and footers asked for, by kind and section, kept alike.
struct CellMeasures {
    var sizes: [IndexPath: CGSize] = [:]
    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }
    var supplementaryHeights: [SupplementaryKey: CGFloat] = [:]
    /// The width across the scrolling axis the sizes were measured at.
    var crossExtent: CGFloat = -1

    /// Drops the sizes if they were measured at another width; then remembers this one.
    mutating func keep(forCrossExtent extent: CGFloat) {
        if abs(extent - crossExtent) > 0.001 {
            sizes = [:]
            supplementaryHeights = [:]
        }
        crossExtent = extent
    }

    /// The measures through a batch: each to its item's or section's new place; those of deleted
    /// items and sections go.
    mutating func carry(through update: ListUpdate) {
        sizes = update.carry(sizes)
        guard !supplementaryHeights.isEmpty, !(update.deletedSections.isEmpty && update.insertedSections.isEmpty) else { return }
        let mapping = IndexPathMapping(update)
        var moved: [SupplementaryKey: CGFloat] = [:]
        for (key, height) in supplementaryHeights where !update.deletedSections.contains(key.section) {
            moved[SupplementaryKey(kind: key.kind, section: mapping.newSection(for: key.section))] = height
        }
        supplementaryHeights = moved
    }

    /// The sizes grouped by section, once per `prepare()`.
    func bySection() -> [Int: [(item: Int, size: CGSize)]] {
        var result: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in sizes { result[indexPath.section, default: []].append((indexPath.item, size)) }
        return result
    }
}
