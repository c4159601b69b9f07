import Foundation

/// Which subviews of a view can reach a rectangle, without looking at each of them (R-S5).
///
/// Drawing a frame of a 10,000-row list must not visit 10,000 rows to find the 25 on screen. When
/// a view has many subviews whose extents start in non-decreasing y order (a list, a column — the
/// usual case), the subviews that reach the band `y0..<y1` are a contiguous run of the array: those
/// starting above `y1` (a prefix, found by binary search on the minimum y) that end below `y0` (a
/// suffix of that prefix, found by binary search on the running maximum of the maximum y). Drawing
/// order stays the array order. Subviews in any other order are simply all visited, as before.
struct ChildCullIndex {
    /// Below this many subviews a plain scan is as fast.
    static let minimumCount = 32

    private let minY: [CGFloat]
    /// `runningMaxY[i]` is the largest maxY of subviews 0...i.
    private let runningMaxY: [CGFloat]
    let isOrdered: Bool

    @MainActor
    init(subviews: [UIView]) {
        var minY: [CGFloat] = []
        var runningMaxY: [CGFloat] = []
        minY.reserveCapacity(subviews.count)
        runningMaxY.reserveCapacity(subviews.count)
        var ordered = true
        var highest = -CGFloat.infinity
        for child in subviews {
            let extent = child.subtreeExtentInSuperview
            guard extent.isFiniteRect, !extent.isNull else {
                ordered = false
                break
            }
            if let last = minY.last, extent.minY < last { ordered = false; break }
            minY.append(extent.minY)
            highest = max(highest, extent.maxY)
            runningMaxY.append(highest)
        }
        self.minY = ordered ? minY : []
        self.runningMaxY = ordered ? runningMaxY : []
        isOrdered = ordered
    }

    /// The indices of the subviews that may reach `rect` (in the view's coordinates).
    func candidates(reaching rect: CGRect, count: Int) -> Range<Int> {
        guard isOrdered, minY.count == count, rect.isFiniteRect else { return 0..<count }
        // First subview starting at or below the bottom of the rectangle: it and the rest are out.
        let upper = firstIndex(in: minY) { $0 >= rect.maxY }
        // First subview whose running maximum reaches below the top: those before it are out.
        let lower = firstIndex(in: runningMaxY) { $0 > rect.minY }
        return lower < upper ? lower..<upper : 0..<0
    }

    /// The first index where `predicate` (monotone: false…false, true…true) holds, or the count.
    private func firstIndex(in values: [CGFloat], where predicate: (CGFloat) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension UIView {
    /// The subviews of this view that may reach `rect` (this view's coordinates), in array order.
    func subviewIndices(reaching rect: CGRect) -> Range<Int> {
        let count = subviewStorage.count
        guard count >= ChildCullIndex.minimumCount, rect.isFiniteRect else { return 0..<count }
        if childCullIndex == nil { childCullIndex = ChildCullIndex(subviews: subviewStorage) }
        return childCullIndex!.candidates(reaching: rect, count: count)
    }
}
