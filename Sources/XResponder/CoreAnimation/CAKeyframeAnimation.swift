import Foundation

/// An animation through a list of values, or along a path (R-BR2).
///
/// - `values` at `keyTimes` (fractions of the duration, rising from 0 to 1; evenly spaced when
///   nil, or when they do not fit: a list of the wrong length or out of order is ignored, as a
///   clear fallback rather than the undefined result Core Animation gives).
/// - `timingFunctions`: one per stretch between values, applied within it.
/// - `calculationMode`: `linear`, `discrete` (each value held until the next key time; `keyTimes`
///   then has one more entry than `values`, or is spaced at i / count), `paced` (key times from
///   the distances, an even speed), `cubic` and `cubicPaced` (a Catmull-Rom curve through numbers
///   and points; other values go in straight lines).
/// - `path`: a point-valued property (`position`) follows the path, at an even speed along its
///   length; `rotationMode` also turns the layer to face along the path.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kept for source compatibility: cubic keyframes use Catmull-Rom's tension.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values; copy.path = path; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode; copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues; copy.biasValues = biasValues; copy.rotationMode = rotationMode
    }

    /// The values, parsed once per copy added to a layer (an added copy is never changed again).
    private var parsed: [AnimatableValue]?
    private var pathPoints: (points: [CGPoint], lengths: [CGFloat])?

    override func value(at phase: Phase, underlying: AnimatableValue) -> AnimatableValue? {
        if let path { return pointOnPath(path, at: phase.fraction).map(AnimatableValue.point) }
        let list = parsedValues
        guard !list.isEmpty else { return nil }
        if list.count == 1 { return list[0] }
        let t = min(max(phase.fraction, 0), 1)
        if calculationMode == .discrete {
            let times = keyTimeList(count: list.count + 1) ?? keyTimeList(count: list.count)
                ?? (0..<list.count).map { CGFloat($0) / CGFloat(list.count) }
            let index = times.lastIndex { $0 <= t } ?? 0
            return list[min(index, list.count - 1)]
        }
        let times = (calculationMode == .paced || calculationMode == .cubicPaced) ? pacedTimes(list) : keyTimeList(count: list.count)
        var i = 0
        var local: CGFloat
        if let times {
            while i < list.count - 2, t > times[i + 1] { i += 1 }
            let span = times[i + 1] - times[i]
            local = span > 0 ? (t - times[i]) / span : 1
        } else {
            // Evenly spaced: no list to search.
            let position = t * CGFloat(list.count - 1)
            i = min(Int(position), list.count - 2)
            local = position - CGFloat(i)
        }
        if let functions = timingFunctions, functions.indices.contains(i) { local = functions[i].progress(local) }
        if calculationMode == .cubic || calculationMode == .cubicPaced,
           let curved = catmullRom(list, segment: i, t: local) { return curved }
        return AnimatableValue.mix(list[i], list[i + 1], local)
    }

    override func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? {
        let list = parsedValues
        guard let first = list.first, let last = list.last else { return nil }
        return AnimatableValue.difference(last, first)
    }

    private var parsedValues: [AnimatableValue] {
        if let parsed { return parsed }
        let list = (values ?? []).map { AnimatableValue($0) ?? .opaque(nil) }
        parsed = list
        return list
    }

    /// `keyTimes` as numbers, read once per added copy.
    private var parsedKeyTimes: [CGFloat]?

    /// The key times when they fit `count` values: as many, from 0, rising, ending at 1.
    private func keyTimeList(count: Int) -> [CGFloat]? {
        guard let keyTimes, keyTimes.count == count else { return nil }
        let times = parsedKeyTimes ?? keyTimes.map { CGFloat($0.doubleValue) }
        parsedKeyTimes = times
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return times
    }

    private var parsedPacedTimes: [CGFloat]?

    /// Key times that give each stretch time in proportion to its length (worked out once).
    private func pacedTimes(_ list: [AnimatableValue]) -> [CGFloat] {
        if let parsedPacedTimes { return parsedPacedTimes }
        let times = computePacedTimes(list)
        parsedPacedTimes = times
        return times
    }

    private func computePacedTimes(_ list: [AnimatableValue]) -> [CGFloat] {
        let lengths = zip(list, list.dropFirst()).map { AnimatableValue.distance($0, $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return (0..<list.count).map { CGFloat($0) / CGFloat(list.count - 1) } }
        var times: [CGFloat] = [0]
        for length in lengths { times.append(times.last! + length / total) }
        return times
    }

    /// A Catmull-Rom curve between values i and i + 1, for numbers and points.
    private func catmullRom(_ list: [AnimatableValue], segment i: Int, t: CGFloat) -> AnimatableValue? {
        let p0 = list[max(i - 1, 0)], p1 = list[i], p2 = list[i + 1], p3 = list[min(i + 2, list.count - 1)]
        func curve(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * ((2 * b) + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)): return .scalar(curve(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(CGPoint(x: curve(a.x, b.x, c.x, d.x), y: curve(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }

    /// The point `fraction` of the way along the path's length (its subpaths joined).
    private func pointOnPath(_ path: CGPath, at fraction: CGFloat) -> CGPoint? {
        if pathPoints == nil {
            let points = PathFlattening.polylines(of: path).flatMap { $0 }
            var lengths: [CGFloat] = [0]
            for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths.last! + hypot(b.x - a.x, b.y - a.y)) }
            pathPoints = (points, lengths)
        }
        guard let (points, lengths) = pathPoints, let first = points.first else { return nil }
        guard let total = lengths.last, total > 0 else { return first }
        let target = min(max(fraction, 0), 1) * total
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] < target { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let p = span > 0 ? (target - lengths[low]) / span : 0
        lastPathDirection = atan2(points[high].y - points[low].y, points[high].x - points[low].x)
        return CGPoint(x: points[low].x + (points[high].x - points[low].x) * p, y: points[low].y + (points[high].y - points[low].y) * p)
    }

    /// The direction of travel along the path at the last point found (for `rotationMode`).
    private(set) var lastPathDirection: CGFloat = 0

    override func apply(to values: inout LayerPresentationValues, atParentTime time: CFTimeInterval, inherited: CFTimeInterval?) {
        super.apply(to: &values, atParentTime: time, inherited: inherited)
        guard path != nil, let rotationMode, phase(atParentTime: time, inherited: inherited) != nil else { return }
        let angle = lastPathDirection + (rotationMode == .rotateAutoReverse ? .pi : 0)
        values.set(.scalar(angle), at: LayerKeyPath("transform.rotation.z"))
    }
}
