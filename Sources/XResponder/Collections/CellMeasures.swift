import Foundation

/// The sizes self-sizing cells asked for (R-LC2), kept by the flow and compositional layouts by
/// index path — values, not cells — until a reload, a batch (which carries them to their items'
/// new places, `ListUpdate.carry`) or a new width (measured text wraps differently).
struct CellMeasures {
    var sizes: [IndexPath: CGSize] = [:]
    /// The width across the scrolling axis the sizes were measured at.
    var crossExtent: CGFloat = -1

    /// Drops the sizes if they were measured at another width; then remembers this one.
    mutating func keep(forCrossExtent extent: CGFloat) {
        if abs(extent - crossExtent) > 0.001 { sizes = [:] }
        crossExtent = extent
    }

    /// The sizes grouped by section, once per `prepare()`.
    func bySection() -> [Int: [(item: Int, size: CGSize)]] {
        var result: [Int: [(item: Int, size: CGSize)]] = [:]
        for (indexPath, size) in sizes { result[indexPath.section, default: []].append((indexPath.item, size)) }
        return result
    }
}
