import Foundation

/// The rows of a self-sizing section whose measured height differs from the estimate, kept sparse
/// (R-LC1, R-BR5): a million estimated rows cost nothing per row, as fixed-height rows do, and
/// each row measured on screen adds one entry. A row's top is its index times the estimate plus
/// the differences of the measured rows above it, found by binary search.
struct MeasuredRows {
    /// The measured rows, ascending.
    private(set) var rows: [Int] = []
    /// Their heights, in the same order.
    private(set) var heights: [CGFloat] = []
    /// `differences[i]`: the sum of (height − estimate) over the first `i` measured rows.
    private(set) var differences: [CGFloat] = [0]

    init() {}

    /// The measures of one section (`row → height`) against `estimate`; rows measured at the
    /// estimate need no entry. A height that is not a finite positive number counts as 0.
    init(_ measures: [(row: Int, height: CGFloat)], estimate: CGFloat) {
        for (row, height) in measures.sorted(by: { $0.row < $1.row }) {
            let height = height.isFinite && height > 0 ? height : 0
            guard abs(height - estimate) > 0.001 else { continue }
            rows.append(row)
            heights.append(height)
            differences.append(differences[differences.count - 1] + height - estimate)
        }
    }

    var isEmpty: Bool { rows.isEmpty }

    /// The sum of every measured row's difference from the estimate.
    var totalDifference: CGFloat { differences[differences.count - 1] }

    /// How many measured rows lie above `row`.
    private func countBefore(_ row: Int) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The difference the measured rows above `row` make to its top.
    func difference(before row: Int) -> CGFloat { differences[countBefore(row)] }

    /// `row`'s measured height, when it has one other than the estimate.
    func height(of row: Int) -> CGFloat? {
        let index = countBefore(row)
        return index < rows.count && rows[index] == row ? heights[index] : nil
    }
}
