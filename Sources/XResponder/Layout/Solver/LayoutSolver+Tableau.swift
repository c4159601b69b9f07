/// The tableau's bookkeeping: rows inserted and removed (each in a slot, its basic symbol's column
/// entries kept in step), the stamps that visit each row once, substitution of a symbol by its
/// definition across the rows and the objective, and the pivot (LayoutSolver.swift holds the
/// storage and the constraint operations; LayoutSolver+Simplex.swift the simplex steps).
extension LayoutSolver {
    func insertRow(_ row: TableauRow, basic: LayoutSymbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            slotStamps.append(0)
            slotMayReferToExternals.append(false)
        }
        slotOfSymbol[Int(basic)] = Int32(slot)
        var refersToExternals = false
        for (index, cell) in row.cells.enumerated() {
            columns[Int(cell.symbol)].append(ColumnEntry(slot: Int32(slot), hint: Int32(index)))
            if kinds[Int(cell.symbol)] == .external { refersToExternals = true }
        }
        slotMayReferToExternals[slot] = refersToExternals
        noteRowChanged(slot)
    }

    /// Takes the row out of its slot; its column entries go stale and are dropped by readers.
    func removeRow(slot: Int) -> TableauRow {
        let row = rows[slot]
        let basic = basicOfSlot[slot]
        rows[slot] = TableauRow()
        basicOfSlot[slot] = 0
        slotMayReferToExternals[slot] = false
        slotOfSymbol[Int(basic)] = -1
        freeSlots.append(Int32(slot))
        if kind(basic) == .external { dirtyExternals.append(basic) }
        return row
    }

    @inline(__always) func noteRowChanged(_ slot: Int) {
        let basic = basicOfSlot[slot]
        if kind(basic) == .external { dirtyExternals.append(basic) }
    }

    /// A fresh mark for visiting each slot once.
    func nextStamp() { Self.advance(&stamp, clearing: &slotStamps) }

    /// Moves `mark` on; when it wraps, `marks` are cleared, so that no old mark looks current.
    static func advance(_ mark: inout UInt32, clearing marks: inout [UInt32]) {
        mark &+= 1
        if mark == 0 {
            for index in marks.indices { marks[index] = 0 }
            mark = 1
        }
    }

    /// Calls `body` with each slot whose row holds `symbol` and the index of its cell there, each
    /// slot once, compacting the column in place. No list is made and each row is searched once:
    /// a constant that moves half of a chained form visits five hundred long rows, where a list
    /// and a second search per row cost more than the change. `body` must not touch the column.
    @inline(__always)
    func visitRows(containing symbol: LayoutSymbol, _ body: (_ slot: Int, _ cell: Int) -> Void) {
        let s = Int(symbol)
        guard !columns[s].isEmpty else { return }
        nextStamp()
        let current = stamp
        // Taken out (swapped, so that neither copy nor count changes), so that compacting it
        // does not copy it.
        var column: [ColumnEntry] = []
        swap(&column, &columns[s])
        var kept = 0
        column.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                let slot = Int(entries[index].slot)
                guard slotStamps[slot] != current, basicOfSlot[slot] != 0,
                      let cell = rows[slot].index(of: symbol, hint: Int(entries[index].hint)) else { continue }
                slotStamps[slot] = current
                entries[kept] = ColumnEntry(slot: Int32(slot), hint: Int32(cell))
                kept += 1
                body(slot, cell)
            }
        }
        column.removeLast(column.count - kept)
        swap(&column, &columns[s])
    }

    /// The slots whose rows contain `symbol`, each once; compacts the column as it reads it.
    func rowsContaining(_ symbol: LayoutSymbol) -> [Int32] {
        var live: [Int32] = []
        visitRows(containing: symbol) { slot, _ in live.append(Int32(slot)) }
        return live
    }

    /// Replaces `symbol` by `row` everywhere: every tableau row, the objective and the artificial
    /// objective. `symbol` is about to become basic with `row` as its definition.
    ///
    /// An external symbol stays in the rows of other externals as a reference (they are read
    /// through it, see `updateVariables`); only restricted rows, the objective and the artificial
    /// objective take its definition, which holds no references.
    func substitute(_ symbol: LayoutSymbol, with definition: TableauRow) {
        // Expanded only when something takes it: a marker that leaves with its own row (the edge
        // of a chained view whose constraint is removed) is often in no other row, and expanding
        // its definition walks the whole chain above it (removing a form's constraints from the
        // bottom up was quadratic).
        var expandedDefinition: TableauRow?
        func row() -> TableauRow {
            if let expandedDefinition { return expandedDefinition }
            let row = expanded(definition)
            expandedDefinition = row
            return row
        }
        let keepsReferences = kind(symbol) == .external
        var referencing: [ColumnEntry] = []
        for slot32 in rowsContaining(symbol) {
            let slot = Int(slot32)
            if keepsReferences, kind(basicOfSlot[slot]) == .external {
                referencing.append(ColumnEntry(slot: slot32, hint: 0))
                continue
            }
            var target = rows[slot]
            rows[slot] = TableauRow()      // unshares the cells so that the merge mutates in place
            let coefficient = target.coefficient(for: symbol)
            target.remove(symbol)
            target.add(row(), times: coefficient) { added in
                columns[Int(added)].append(ColumnEntry(slot: slot32, hint: 0))
                if kinds[Int(added)] == .external { slotMayReferToExternals[slot] = true }
            }
            rows[slot] = target
            let basic = basicOfSlot[slot]
            if kind(basic) == .external {
                dirtyExternals.append(basic)
            } else if target.constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        columns[Int(symbol)] = referencing
        let weight = objective[Int(symbol)]
        if weight != 0 {
            objective[Int(symbol)] = 0
            addToObjective(row(), times: weight)
        }
        if artificial != nil, artificial!.contains(symbol) {
            let coefficient = artificial!.coefficient(for: symbol)
            artificial!.remove(symbol)
            artificial!.add(row(), times: coefficient) { _ in }
        }
    }

    var objectiveEpsilon: Double { Swift.max(1.0e-8, objectiveScale * 1.0e-12) }

    func addToObjective(_ row: TableauRow, times weight: Double) {
        let epsilon = objectiveEpsilon
        for cell in row.cells {
            let s = Int(cell.symbol)
            var value = objective[s] + cell.coefficient * weight
            if abs(value) < epsilon { value = 0 }
            objective[s] = value
            if value < 0, kinds[s] != .dummy { enteringCandidates.append(cell.symbol) }
        }
    }

    func addToObjective(_ symbol: LayoutSymbol, _ weight: Double) {
        objectiveScale = Swift.max(objectiveScale, abs(weight))
        let s = Int(symbol)
        var value = objective[s] + weight
        if abs(value) < objectiveEpsilon { value = 0 }
        objective[s] = value
        if value < 0, kinds[s] != .dummy { enteringCandidates.append(symbol) }
    }

    /// Pivots the row in `slot` from its basic symbol to `entering`.
    func pivot(slot: Int, entering: LayoutSymbol) {
        pivotCount += 1
        let leaving = basicOfSlot[slot]
        var row = rows[slot]
        rows[slot] = TableauRow()
        row.solve(from: leaving, to: entering)
        slotOfSymbol[Int(leaving)] = -1
        basicOfSlot[slot] = 0
        if kind(leaving) == .external { dirtyExternals.append(leaving) }
        substitute(entering, with: row)
        rows[slot] = row
        basicOfSlot[slot] = entering
        slotOfSymbol[Int(entering)] = Int32(slot)
        columns[Int(leaving)].append(ColumnEntry(slot: Int32(slot), hint: 0))
        if kind(leaving) == .external { slotMayReferToExternals[slot] = true }
        noteRowChanged(slot)
    }
}
