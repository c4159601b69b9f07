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
    /// Subviews hit-testing must ask wherever the point is, ascending: those of classes that may
    /// override `hitTest(_:with:)` or `point(inside:with:)` and so answer outside their extent.
    private(set) var askedAnywhere: [Int] = []

    @MainActor
    init(subviews: [UIView]) {
        var minY: [CGFloat] = []
        var runningMaxY: [CGFloat] = []
        minY.reserveCapacity(subviews.count)
        runningMaxY.reserveCapacity(subviews.count)
        var ordered = true
        var highest = -CGFloat.infinity
        var askedAnywhere: [Int] = []
        for (position, child) in subviews.enumerated() {
            if !HitTestDefaults.isGuaranteed(for: child) { askedAnywhere.append(position) }
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
        self.askedAnywhere = ordered ? askedAnywhere : []
        isOrdered = ordered
    }

    /// The subviews whose extent may contain a point at height `y` (half-open, as
    /// `point(inside:with:)` is), or nil when the subviews are not in y order.
    func candidates(containingY y: CGFloat, count: Int) -> Range<Int>? {
        guard isOrdered, minY.count == count, y.isFinite else { return nil }
        let upper = firstIndex(in: minY) { $0 > y }
        let lower = firstIndex(in: runningMaxY) { $0 > y }
        return lower < upper ? lower..<upper : upper..<upper
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

/// The subviews hit-testing asks, front (last) to back: every one in `range`, and those outside it
/// that must be asked anywhere (`askedAnywhere`, ascending), merged in descending order.
struct HitCandidateOrder {
    private let range: Range<Int>
    private let askedAnywhere: [Int]
    private var nextInRange: Int
    private var nextAnywhere: Int

    init(range: Range<Int>, askedAnywhere: [Int]) {
        self.range = range
        self.askedAnywhere = askedAnywhere
        nextInRange = range.upperBound - 1
        nextAnywhere = askedAnywhere.count - 1
    }

    mutating func next() -> Int? {
        // Views asked anywhere that fall inside the range come from the range.
        while nextAnywhere >= 0, range.contains(askedAnywhere[nextAnywhere]) { nextAnywhere -= 1 }
        let fromRange = nextInRange >= range.lowerBound ? nextInRange : -1
        let fromAnywhere = nextAnywhere >= 0 ? askedAnywhere[nextAnywhere] : -1
        if fromRange < 0, fromAnywhere < 0 { return nil }
        if fromRange > fromAnywhere {
            nextInRange -= 1
            return fromRange
        }
        nextAnywhere -= 1
        return fromAnywhere
    }
}

/// Which views answer hit-testing only inside their extent: those of XResponder's own classes,
/// none of which overrides `hitTest(_:with:)` or `point(inside:with:)`. An application's subclass
/// may override either (to enlarge a button's hit area, say), and Swift cannot ask whether it
/// does, so its views are always asked. The classes are compared exactly: a subclass of `UILabel`
/// is an application's class. (Metatypes live as long as the process: keying by them is safe.)
@MainActor
enum HitTestDefaults {
    private static let classes: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIStackView.self), ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self),
        ObjectIdentifier(UISwitch.self), ObjectIdentifier(UISlider.self), ObjectIdentifier(UIStepper.self),
        ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UIPageControl.self),
        ObjectIdentifier(UITextField.self), ObjectIdentifier(UITextView.self), ObjectIdentifier(UIScrollView.self),
    ]

    static func isGuaranteed(for view: UIView) -> Bool {
        classes.contains(ObjectIdentifier(type(of: view)))
    }
}
