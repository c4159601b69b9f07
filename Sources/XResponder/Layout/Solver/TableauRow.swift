/// Coefficients this close to zero are zero (kiwi's `nearZero`): cancellation in substitutions
/// leaves residue that would otherwise grow rows and pick pivots on noise.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// One row a symbol appears in (an entry of the solver's column index), with the index its cell
/// had there when last seen: merges move cells, so the hint is checked before it is used.
struct ColumnEntry {
    var slot: Int32
    var hint: Int32
}

/// One cell of a row: `coefficient · symbol`.
struct TableauCell {
    var symbol: LayoutSymbol
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficientᵢ · symbolᵢ` once solved for its basic
/// symbol (or `0 = constant + Σ …` while it is being built).
///
/// Cells are kept sorted by symbol: a lookup is a binary search, adding one row into another is a
/// merge, and iteration order (which decides ties between pivots) is the symbols' creation order,
/// as in kiwi. Rows are short for most layouts (a view's edge in terms of a handful of others).
struct TableauRow {
    private(set) var cells: [TableauCell]
    var constant: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    var isEmpty: Bool { cells.isEmpty }

    /// The index of `symbol`'s cell, or where it would be inserted.
    @inline(__always) private func position(of symbol: LayoutSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The index of `symbol`'s cell, or nil when the row does not hold it. `hint` is where it was
    /// last seen: looked at first, a search only when the cell has moved.
    @inline(__always) func index(of symbol: LayoutSymbol, hint: Int) -> Int? {
        if hint < cells.count, cells[hint].symbol == symbol { return hint }
        let p = position(of: symbol)
        return p.found ? p.index : nil
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        let p = position(of: symbol)
        return p.found ? cells[p.index].coefficient : 0
    }

    func contains(_ symbol: LayoutSymbol) -> Bool { position(of: symbol).found }

    /// Adds `coefficient · symbol`; a sum near zero removes the cell. Returns true when the
    /// symbol was not in the row before and is now (the caller indexes the new cell's column).
    @discardableResult
    mutating func add(_ symbol: LayoutSymbol, _ coefficient: Double) -> Bool {
        let p = position(of: symbol)
        if p.found {
            let sum = cells[p.index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: p.index) } else { cells[p.index].coefficient = sum }
            return false
        }
        guard !nearZero(coefficient) else { return false }
        cells.insert(TableauCell(symbol: symbol, coefficient: coefficient), at: p.index)
        return true
    }

    mutating func remove(_ symbol: LayoutSymbol) {
        let p = position(of: symbol)
        if p.found { cells.remove(at: p.index) }
    }

    /// Adds `times · other` to this row (constant included), calling `added` for each symbol that
    /// was not in this row before. A merge of two sorted runs; a short `other` is added cell by
    /// cell in place instead, which allocates nothing.
    mutating func add(_ other: TableauRow, times: Double, added: (LayoutSymbol) -> Void) {
        constant += other.constant * times
        if other.cells.count <= 4 || other.cells.count * 8 < cells.count {
            for cell in other.cells where add(cell.symbol, cell.coefficient * times) { added(cell.symbol) }
            return
        }
        var merged: [TableauCell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        let mine = cells, theirs = other.cells
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                merged.append(mine[i]); i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let c = theirs[j].coefficient * times
                if !nearZero(c) {
                    merged.append(TableauCell(symbol: theirs[j].symbol, coefficient: c))
                    added(theirs[j].symbol)
                }
                j += 1
            } else {
                let c = mine[i].coefficient + theirs[j].coefficient * times
                if !nearZero(c) { merged.append(TableauCell(symbol: mine[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        cells = merged
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// `0 = a·x + rest` becomes `x = -rest / a`: the cell of `symbol` leaves the row and every
    /// other term (and the constant) is divided by `-a`.
    mutating func solve(for symbol: LayoutSymbol) {
        let p = position(of: symbol)
        precondition(p.found, "solve(for:) needs the symbol in the row")
        let factor = -1.0 / cells[p.index].coefficient
        cells.remove(at: p.index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// `lhs = … + b·rhs + …` becomes `rhs = (lhs - …) / b`: a pivot of this row from its basic
    /// symbol `lhs` to `rhs`. Returns true (lhs is always new in the row).
    mutating func solve(from lhs: LayoutSymbol, to rhs: LayoutSymbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
