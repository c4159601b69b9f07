/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted,
/// solved by the simplex method on a tableau kept between calls, so that adding or removing one
/// constraint, or changing one constant, costs what it touches and not the whole system (R-AL6).
///
/// The algorithm is the one of Badros, Borning & Stuckey (2001) as kiwi implements it: rows are
/// added with a chosen subject (or through an artificial variable), the primal simplex keeps the
/// objective optimal, and a changed constant is repaired with the dual simplex. Two things differ
/// from kiwi, both for speed at scale:
///
/// - A column index (`columns`): for each symbol, the rows it appears in. kiwi walks every row of
///   the tableau to substitute a symbol or to find a leaving row; this solver walks only the rows
///   that contain it, which keeps the cost of one change independent of the window's other views.
/// - The objective is dense (a coefficient per symbol) with a list of the symbols whose
///   coefficient went negative, instead of a sorted row scanned from the start for each pivot.
/// - The rows of external variables may refer to other basic externals instead of being written
///   in parametric symbols only (`freshSubject`): a constraint that names a view's edge for the
///   first time defines it in terms of the edges it is tied to, as written. Restricted rows, the
///   objective and the artificial objective are always in parametric symbols (`expanded`), so
///   the simplex is unchanged; values are computed through the references, each after those it
///   refers to (`updateVariables`). Without this a form chained top to bottom has rows as long
///   as the chain above them, and the tableau grows as the square of the views (kiwi's does).
///
/// Rows live in slots (`rows`); a pivot keeps a row in its slot and changes its basic symbol, so
/// the column index only grows by the cells a substitution adds. Column entries are not removed
/// eagerly: readers check that the row still contains the symbol and compact the list.
final class LayoutSolver {
    enum SolverError: Error {
        /// The required constraint cannot be satisfied together with the others; which ones it
        /// contradicts is in `lastConflict` (errors are Sendable, constraints are not).
        case unsatisfiable
        case duplicateConstraint
        case unknownConstraint
    }

    // Per symbol. The tables are read and written in every pivot and every constant change; they
    // are private and never passed inout across a call that touches them again, so the dynamic
    // exclusivity checks (a thread-local access set per read) are switched off for them.
    @exclusivity(unchecked) private var kinds: [LayoutSymbolKind] = [.invalid]
    @exclusivity(unchecked) private var slotOfSymbol: [Int32] = [-1]
    @exclusivity(unchecked) private var columns: [[ColumnEntry]] = [[]]
    @exclusivity(unchecked) private var objective: [Double] = [0]
    /// For basic external symbols: the value the last `updateVariables` computed from the row.
    @exclusivity(unchecked) private var values: [Double] = [0]
    /// Marks and counts for `updateVariables`' walk over the external rows.
    @exclusivity(unchecked) private var symbolStamps: [UInt32] = [0]
    @exclusivity(unchecked) private var pendingReferences: [Int32] = [0]
    @exclusivity(unchecked) private var symbolStamp: UInt32 = 0
    /// Scratch lists of `updateVariables`, kept for their storage.
    private var affectedScratch: [LayoutSymbol] = []
    private var evaluationStack: [LayoutSymbol] = []
    private var variables: [LayoutVariable?] = [nil]
    /// The same variables unretained, for the value walk (see `updateVariables(into:)`).
    @exclusivity(unchecked) private var variableReferences: [Unmanaged<LayoutVariable>?] = [nil]
    /// For external symbols: how many constraints in the solver use the variable.
    private var useCounts: [Int32] = [0]
    /// For marker and other symbols: the constraint they track (explanations of conflicts).
    private var constraintOfSymbol: [LinearConstraint?] = [nil]
    private var freeSymbols: [LayoutSymbol] = []

    // Per row slot.
    @exclusivity(unchecked) private var rows: [TableauRow] = []
    @exclusivity(unchecked) private var basicOfSlot: [LayoutSymbol] = []
    /// Whether the row may hold an external symbol (set when one is added, cleared only when the
    /// slot is emptied): a row without one has its constant for value, and `updateVariables`
    /// need not read its cells (rows expanded in full can be long).
    @exclusivity(unchecked) private var slotMayReferToExternals: [Bool] = []
    private var freeSlots: [Int32] = []
    @exclusivity(unchecked) private var slotStamps: [UInt32] = []
    @exclusivity(unchecked) private var stamp: UInt32 = 0

    /// Symbols whose objective coefficient became negative: candidates to enter the basis.
    @exclusivity(unchecked) private var enteringCandidates: [LayoutSymbol] = []
    /// The phase-one objective while a row is added through an artificial variable.
    private var artificial: TableauRow?
    /// Basic symbols whose row went negative (restricted): repaired by `dualOptimize`.
    @exclusivity(unchecked) private var infeasibleRows: [LayoutSymbol] = []
    /// External symbols whose value may have changed since the last `updateVariables`.
    @exclusivity(unchecked) private var dirtyExternals: [LayoutSymbol] = []
    /// Every constraint in the solver, in the order added (`rebuild` adds them again in it).
    private var constraints: [LinearConstraint] = []

    /// The constraints the last `.unsatisfiable` was derived from, the failed one last.
    private(set) var lastConflict: [LinearConstraint] = []

    /// How many pivots the solver has made (for tests of incrementality and for benchmarks).
    private(set) var pivotCount = 0

    init() {}

    /// Every constraint in the solver (the order of adding, less removals moved up).
    var constraintsInOrder: [LinearConstraint] { constraints }

    // MARK: Symbols

    private func makeSymbol(_ kind: LayoutSymbolKind) -> LayoutSymbol {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            return symbol
        }
        let symbol = LayoutSymbol(kinds.count)
        kinds.append(kind)
        slotOfSymbol.append(-1)
        columns.append([])
        objective.append(0)
        values.append(0)
        symbolStamps.append(0)
        pendingReferences.append(0)
        variables.append(nil)
        variableReferences.append(nil)
        useCounts.append(0)
        constraintOfSymbol.append(nil)
        return symbol
    }

    /// Returns a symbol to the free list; it must be in no row, no column and not in the objective.
    private func freeSymbol(_ symbol: LayoutSymbol) {
        let s = Int(symbol)
        guard symbol != 0, kinds[s] != .invalid else { return }
        kinds[s] = .invalid
        columns[s] = []
        objective[s] = 0
        values[s] = 0
        if let variable = variables[s] { symbolOfVariable[ObjectIdentifier(variable)] = nil }
        variables[s] = nil
        variableReferences[s] = nil
        useCounts[s] = 0
        constraintOfSymbol[s] = nil
        freeSymbols.append(symbol)
    }

    /// Symbols of the variables in this solver. Keyed by identity: the solver retains each
    /// variable (`variables`) until the entry is removed (`freeSymbol`), so no key outlives its object.
    private var symbolOfVariable: [ObjectIdentifier: LayoutSymbol] = [:]
    private var tag: Int { ObjectIdentifier(self).hashValue }

    /// The variable's symbol here, or nil.
    private func existingSymbol(of variable: LayoutVariable) -> LayoutSymbol? {
        let cached = Int(variable.symbol)
        if variable.solverTag == tag, cached > 0, cached < variables.count, variables[cached] === variable {
            return variable.symbol
        }
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return nil }
        variable.symbol = symbol
        variable.solverTag = tag
        return symbol
    }

    private func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        if let symbol = existingSymbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        variable.symbol = symbol
        variable.solverTag = tag
        variables[Int(symbol)] = variable
        variableReferences[Int(symbol)] = Unmanaged.passUnretained(variable)
        symbolOfVariable[ObjectIdentifier(variable)] = symbol
        return symbol
    }

    @inline(__always) private func kind(_ symbol: LayoutSymbol) -> LayoutSymbolKind { kinds[Int(symbol)] }
    @inline(__always) private func slot(of symbol: LayoutSymbol) -> Int { Int(slotOfSymbol[Int(symbol)]) }
    @inline(__always) private func isBasic(_ symbol: LayoutSymbol) -> Bool { slotOfSymbol[Int(symbol)] >= 0 }

    // MARK: Rows and columns

    private func insertRow(_ row: TableauRow, basic: LayoutSymbol) {
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
    private func removeRow(slot: Int) -> TableauRow {
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

    @inline(__always) private func noteRowChanged(_ slot: Int) {
        let basic = basicOfSlot[slot]
        if kind(basic) == .external { dirtyExternals.append(basic) }
    }

    /// A fresh mark for visiting each slot once.
    private func nextStamp() { Self.advance(&stamp, clearing: &slotStamps) }

    /// Moves `mark` on; when it wraps, `marks` are cleared, so that no old mark looks current.
    private static func advance(_ mark: inout UInt32, clearing marks: inout [UInt32]) {
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
    private func visitRows(containing symbol: LayoutSymbol, _ body: (_ slot: Int, _ cell: Int) -> Void) {
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
    private func rowsContaining(_ symbol: LayoutSymbol) -> [Int32] {
        var live: [Int32] = []
        visitRows(containing: symbol) { slot, _ in live.append(Int32(slot)) }
        return live
    }

    // MARK: References between external rows

    /// A symbol that an external's row may hold as a reference: a basic external.
    @inline(__always) private func isReference(_ symbol: LayoutSymbol) -> Bool {
        kinds[Int(symbol)] == .external && slotOfSymbol[Int(symbol)] >= 0
    }

    /// `row` with each reference replaced by its definition, until only parametric symbols are
    /// left: the form restricted rows, the objective and the simplex need (`row` itself when it
    /// holds none).
    private func expanded(_ row: TableauRow) -> TableauRow {
        var row = row
        // References form no cycle (a row only ever refers to externals defined before it), so
        // each basic external is expanded at most once per path; the budget guards against a hang.
        var budget = 4 * kinds.count + 16
        while budget > 0, let reference = row.cells.first(where: { isReference($0.symbol) })?.symbol {
            budget -= 1
            let coefficient = row.coefficient(for: reference)
            row.remove(reference)
            row.add(rows[slot(of: reference)], times: coefficient) { _ in }
        }
        return row
    }

    /// The external a new row can define as it stands, references and all, or 0: the lowest
    /// parametric external in it that appears in no row and not in the objective (a view's edge
    /// named for the first time), so that defining it changes no other row and can make no cycle.
    ///
    /// This is what keeps a form chained top to bottom linear. Cassowary writes each basic
    /// variable in parametric symbols only, so row k's top would carry the hugging and
    /// compression symbols of every row above it and the tableau would grow as n² (kiwi's does).
    /// Kept as `top = previous.minY + previous.height + 8`, each row has a few cells; values are
    /// read through the references in `updateVariables`.
    private func freshSubject(_ row: TableauRow) -> LayoutSymbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external && slotOfSymbol[Int(cell.symbol)] < 0 {
            if columns[Int(cell.symbol)].isEmpty, objective[Int(cell.symbol)] == 0 { return cell.symbol }
        }
        return 0
    }

    /// The row of a basic symbol with its references expanded (diagnostics).
    private func expandedRow(of symbol: LayoutSymbol) -> TableauRow? {
        isBasic(symbol) ? expanded(rows[slot(of: symbol)]) : nil
    }

    /// Replaces `symbol` by `row` everywhere: every tableau row, the objective and the artificial
    /// objective. `symbol` is about to become basic with `row` as its definition.
    ///
    /// An external symbol stays in the rows of other externals as a reference (they are read
    /// through it, see `updateVariables`); only restricted rows, the objective and the artificial
    /// objective take its definition, which holds no references.
    private func substitute(_ symbol: LayoutSymbol, with definition: TableauRow) {
        let row = expanded(definition)
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
            target.add(row, times: coefficient) { added in
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
            addToObjective(row, times: weight)
        }
        if artificial != nil, artificial!.contains(symbol) {
            let coefficient = artificial!.coefficient(for: symbol)
            artificial!.remove(symbol)
            artificial!.add(row, times: coefficient) { _ in }
        }
    }

    /// The largest weight ever put in the objective. Cancellation leaves residue relative to the
    /// weights (7.6·10⁸ for a priority of 999), so "zero" in the objective is relative to it.
    private var objectiveScale: Double = 1
    private var objectiveEpsilon: Double { Swift.max(1.0e-8, objectiveScale * 1.0e-12) }

    private func addToObjective(_ row: TableauRow, times weight: Double) {
        let epsilon = objectiveEpsilon
        for cell in row.cells {
            let s = Int(cell.symbol)
            var value = objective[s] + cell.coefficient * weight
            if abs(value) < epsilon { value = 0 }
            objective[s] = value
            if value < 0, kinds[s] != .dummy { enteringCandidates.append(cell.symbol) }
        }
    }

    private func addToObjective(_ symbol: LayoutSymbol, _ weight: Double) {
        objectiveScale = Swift.max(objectiveScale, abs(weight))
        let s = Int(symbol)
        var value = objective[s] + weight
        if abs(value) < objectiveEpsilon { value = 0 }
        objective[s] = value
        if value < 0, kinds[s] != .dummy { enteringCandidates.append(symbol) }
    }

    /// Pivots the row in `slot` from its basic symbol to `entering`.
    private func pivot(slot: Int, entering: LayoutSymbol) {
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

    // MARK: Adding and removing constraints

    /// Adds `constraint`. A required constraint that cannot be satisfied throws `.unsatisfiable`
    /// and leaves the solver as it was.
    func addConstraint(_ constraint: LinearConstraint) throws {
        guard !constraint.isInSolver else { throw SolverError.duplicateConstraint }
        var row = makeRow(for: constraint)
        let fresh = freshSubject(row)
        if fresh != 0 {
            // A new external defined by the others: its row keeps them as references, so a chain
            // of views stays a chain of short rows (see `freshSubject`).
            register(constraint)
            row.solve(for: fresh)
            insertRow(row, basic: fresh)
            optimize()
            return
        }
        row = expanded(row)
        if row.constant < 0 { row.reverseSign() }   // kiwi's createRow: the subject's value stays ≥ 0
        var subject = chooseSubject(row, constraint)
        if subject == 0, row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicting = explanation(of: row) + [constraint]
                discardSymbols(of: constraint, registered: false)
                lastConflict = conflicting
                throw SolverError.unsatisfiable
            }
            subject = constraint.marker   // a redundant equality: its dummy enters the basis
        }
        register(constraint)
        if subject == 0 {
            let (satisfiable, conflicting) = addWithArtificialVariable(row)
            guard satisfiable else {
                // The artificial phase pivoted the tableau with the new row in it; starting again
                // without the constraint is the one way back that is certainly right (rare).
                rebuild(without: constraint)
                lastConflict = conflicting + [constraint]
                throw SolverError.unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        optimize()
    }

    /// Removes `constraint`; the remaining constraints are re-solved incrementally.
    func removeConstraint(_ constraint: LinearConstraint) throws {
        guard constraint.isInSolver else { throw SolverError.unknownConstraint }
        unregister(constraint)
        // The error weights leave the objective before any pivot, or the substitutions would
        // carry them into it again.
        if kind(constraint.marker) == .error { removeMarkerEffects(constraint.marker, constraint.strength) }
        if kind(constraint.other) == .error { removeMarkerEffects(constraint.other, constraint.strength) }
        let marker = constraint.marker
        if isBasic(marker) {
            _ = removeRow(slot: slot(of: marker))
        } else if let slot = markerLeavingSlot(marker) {
            let leaving = basicOfSlot[slot]
            var row = removeRow(slot: slot)
            row.solve(from: leaving, to: marker)
            substitute(marker, with: row)   // (an external's row may hold references: expanded there)
        }
        // The second error symbol of a weighted constraint means nothing once the constraint is
        // gone: its column leaves the tableau, as in Cassowary's removeConstraint (kiwi skips this
        // and can then find the objective "unbounded": the symbol's weight was taken out of the
        // objective, so it may be left with a negative coefficient and no row to bound it).
        if constraint.other != 0 { removeColumn(constraint.other) }
        optimize()
        discardSymbols(of: constraint, registered: true)
    }

    /// Changes the constant of `constraint`'s expression in place, as `suggestValue` does for an
    /// edit variable: the marker's column says how each row depends on the constraint's constant,
    /// those rows move by the change, and the dual simplex repairs any that went infeasible. A
    /// system that the change makes unsatisfiable is rebuilt without it and throws.
    func setConstant(_ constant: Double, of constraint: LinearConstraint) throws {
        guard constant.isFinite else { return }
        guard constraint.isInSolver else {
            constraint.replaceConstant(constant)
            return
        }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.replaceConstant(constant)
        let shift = delta / constraint.markerCoefficient
        let marker = constraint.marker
        var redundantBroken = false
        if isBasic(marker) {
            let slot = slot(of: marker)
            rows[slot].constant -= shift
            if kind(marker) == .dummy {
                redundantBroken = !nearZero(rows[slot].constant)
            } else if rows[slot].constant < 0 {
                infeasibleRows.append(marker)
            }
        } else {
            visitRows(containing: marker) { slot, cell in
                rows[slot].constant += rows[slot].cells[cell].coefficient * shift
                let basic = basicOfSlot[slot]
                if kind(basic) == .external {
                    dirtyExternals.append(basic)
                } else if rows[slot].constant < 0 {
                    infeasibleRows.append(basic)
                } else if kind(basic) == .dummy, !nearZero(rows[slot].constant) {
                    redundantBroken = true
                }
            }
        }
        if redundantBroken || !dualOptimize() {
            try readd(constraint)
        }
    }

    /// Drops `symbol` from the tableau: its row if it is basic (it defines nothing any other row
    /// uses), else its cells in every row, and its objective weight.
    private func removeColumn(_ symbol: LayoutSymbol) {
        if isBasic(symbol) {
            _ = removeRow(slot: slot(of: symbol))
        } else {
            for slot in rowsContaining(symbol) { rows[Int(slot)].remove(symbol) }
            columns[Int(symbol)] = []
        }
        objective[Int(symbol)] = 0
    }

    /// Takes `constraint` out and adds it again from scratch (after a constant change the tableau
    /// could not absorb): the rest is rebuilt, then the constraint is tried on its own.
    private func readd(_ constraint: LinearConstraint) throws {
        rebuild(without: constraint)
        try addConstraint(constraint)
    }

    /// Empties the solver and adds every constraint but `excluded` again, in the original order.
    private func rebuild(without excluded: LinearConstraint) {
        let kept = constraints.filter { $0 !== excluded }
        let allVariables = variables.compactMap { $0 }
        reset()
        dirtyVariablesAfterReset.append(contentsOf: allVariables)
        excluded.isInSolver = false
        excluded.marker = 0
        excluded.other = 0
        for constraint in kept {
            constraint.isInSolver = false
            constraint.marker = 0
            constraint.other = 0
            // Each of these was satisfiable together with the others before.
            try? addConstraint(constraint)
        }
    }

    /// Variables that lost their symbol in a rebuild: `updateVariables` reads them again.
    private var dirtyVariablesAfterReset: [LayoutVariable] = []
    /// Those the last `updateVariables` read, retained until the next: they may be in the list
    /// of changed variables it returned unretained.
    private var releasedVariables: [LayoutVariable] = []

    /// Forgets everything.
    func reset() {
        symbolOfVariable = [:]
        for constraint in constraints {
            constraint.isInSolver = false
            constraint.marker = 0
            constraint.other = 0
        }
        kinds = [.invalid]; slotOfSymbol = [-1]; columns = [[]]; objective = [0]; variables = [nil]; variableReferences = [nil]
        values = [0]; symbolStamps = [0]; pendingReferences = [0]; symbolStamp = 0
        useCounts = [0]; constraintOfSymbol = [nil]; freeSymbols = []
        rows = []; basicOfSlot = []; freeSlots = []; slotStamps = []; stamp = 0; slotMayReferToExternals = []
        enteringCandidates = []; artificial = nil; infeasibleRows = []; dirtyExternals = []
        constraints = []; constraintIndex = [:]
    }

    private func register(_ constraint: LinearConstraint) {
        constraint.isInSolver = true
        constraints.append(constraint)
        constraintIndex[ObjectIdentifier(constraint)] = constraints.count - 1
        for term in constraint.expression.terms {
            if let symbol = existingSymbol(of: term.variable) { useCounts[Int(symbol)] += 1 }
        }
        constraintOfSymbol[Int(constraint.marker)] = constraint
        if constraint.other != 0 { constraintOfSymbol[Int(constraint.other)] = constraint }
    }

    /// Positions in `constraints`, for removal in O(1). Keyed by identity, but an entry lives only
    /// while its constraint is in the solver, and the solver holds the constraint strongly.
    private var constraintIndex: [ObjectIdentifier: Int] = [:]

    private func unregister(_ constraint: LinearConstraint) {
        constraint.isInSolver = false
        if let index = constraintIndex.removeValue(forKey: ObjectIdentifier(constraint)) {
            let last = constraints.removeLast()
            if index < constraints.count {
                constraints[index] = last
                constraintIndex[ObjectIdentifier(last)] = index
            }
        }
    }

    /// Frees the constraint's marker symbols, and its variables' symbols when nothing else uses them.
    /// `registered`: the constraint had been counted as a user of its variables.
    private func discardSymbols(of constraint: LinearConstraint, registered: Bool) {
        for term in constraint.expression.terms {
            guard let s = existingSymbol(of: term.variable) else { continue }
            if registered, useCounts[Int(s)] > 0 { useCounts[Int(s)] -= 1 }
            if useCounts[Int(s)] == 0, !isBasic(s), rowsContaining(s).isEmpty {
                dirtyVariablesAfterReset.append(term.variable)
                freeSymbol(s)
            }
        }
        for symbol in [constraint.marker, constraint.other] where symbol != 0 {
            if !isBasic(symbol), rowsContaining(symbol).isEmpty, objective[Int(symbol)] == 0 { freeSymbol(symbol) }
        }
        constraint.marker = 0
        constraint.other = 0
    }

    /// The constraints whose markers appear in `row`: those the row's conflict was derived from.
    private func explanation(of row: TableauRow) -> [LinearConstraint] {
        var found: [LinearConstraint] = []
        for cell in row.cells {
            if let constraint = constraintOfSymbol[Int(cell.symbol)], !found.contains(where: { $0 === constraint }) {
                found.append(constraint)
            }
        }
        return found
    }

    /// The row of `constraint` with its slack, error or dummy symbols added (kiwi's `createRow`).
    /// Basic externals are left in as references: `addConstraint` keeps them when the row defines
    /// a fresh external, and otherwise expands them and makes the constant non-negative.
    private func makeRow(for constraint: LinearConstraint) -> TableauRow {
        var row = TableauRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            row.add(symbol(for: term.variable), term.coefficient)
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            constraint.marker = slack
            constraint.markerCoefficient = coefficient
            row.add(slack, coefficient)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                constraint.other = error
                row.add(error, -coefficient)
                addToObjective(error, constraint.strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                constraint.marker = dummy
                constraint.markerCoefficient = 1
                row.add(dummy, 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                constraint.marker = plus
                constraint.other = minus
                constraint.markerCoefficient = -1
                row.add(plus, -1)     // value = plus - minus
                row.add(minus, 1)
                addToObjective(plus, constraint.strength)
                addToObjective(minus, constraint.strength)
            }
        }
        return row
    }

    /// The symbol to solve a new row for: the first external symbol, else the constraint's own
    /// slack or error symbol if its coefficient is negative (so it stays ≥ 0); 0 when neither.
    private func chooseSubject(_ row: TableauRow, _ constraint: LinearConstraint) -> LayoutSymbol {
        for cell in row.cells where kind(cell.symbol) == .external { return cell.symbol }
        for symbol in [constraint.marker, constraint.other] where symbol != 0 && kind(symbol).isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return 0
    }

    /// Phase one for a row with no subject: an artificial variable takes the row, and the simplex
    /// drives it to zero; it cannot when the constraint contradicts the required ones.
    private func addWithArtificialVariable(_ row: TableauRow) -> (Bool, [LinearConstraint]) {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimize(artificialPhase: true)
        let success = nearZero(artificial!.constant)
        let conflicting = success ? [] : explanation(of: artificial!)
        artificial = nil
        if isBasic(art) {
            let slot = slot(of: art)
            if rows[slot].isEmpty {
                _ = removeRow(slot: slot)
                freeSymbol(art)
                return (success, conflicting)
            }
            guard let entering = rows[slot].cells.first(where: { kind($0.symbol).isPivotable })?.symbol else {
                _ = removeRow(slot: slot)
                freeSymbol(art)
                return (false, conflicting)
            }
            pivot(slot: slot, entering: entering)
        }
        // The artificial symbol is now parametric: it leaves every row it is in.
        for slot in rowsContaining(art) { rows[Int(slot)].remove(art) }
        objective[Int(art)] = 0
        freeSymbol(art)
        return (success, conflicting)
    }

    // MARK: Simplex

    /// Primal simplex (phase two): pivots until no objective coefficient is negative.
    private func optimize(artificialPhase: Bool = false) {
        // Bland's rule (the lowest entering symbol, ties in the ratio test to the lowest basic
        // symbol) cannot cycle; the budget is insurance against a hang on a malformed system.
        var budget = pivotBudget
        while budget > 0 {
            budget -= 1
            let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
            guard entering != 0 else { return }
            guard let slot = leavingSlot(for: entering) else {
                // "Unbounded": with every error term bounded below by zero the objective cannot
                // fall forever, so this is rounding residue of a cancelled weight (kiwi throws
                // here). The residue is dropped and the search goes on.
                if artificialPhase {
                    artificial!.remove(entering)
                } else {
                    objective[Int(entering)] = 0
                }
                continue
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The lowest non-dummy symbol with a negative objective coefficient (kiwi takes the first in
    /// symbol order; the candidate list holds every symbol whose coefficient went negative).
    private func enteringSymbol() -> LayoutSymbol {
        var best: LayoutSymbol = 0
        var kept = 0
        for index in enteringCandidates.indices {
            let symbol = enteringCandidates[index]
            let s = Int(symbol)
            guard objective[s] < 0, kinds[s] != .dummy, kinds[s] != .invalid, !isBasic(symbol) else { continue }
            enteringCandidates[kept] = symbol
            kept += 1
            if best == 0 || symbol < best { best = symbol }
        }
        enteringCandidates.removeLast(enteringCandidates.count - kept)
        return best
    }

    private func artificialEnteringSymbol() -> LayoutSymbol {
        for cell in artificial!.cells where kind(cell.symbol) != .dummy && cell.coefficient < 0 {
            return cell.symbol
        }
        return 0
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one
    /// that reaches zero first as `entering` grows. Ties go to the lower basic symbol.
    private func leavingSlot(for entering: LayoutSymbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for slot32 in rowsContaining(entering) {
            let slot = Int(slot32)
            let basic = basicOfSlot[slot]
            guard kind(basic) != .external else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < basicOfSlot[$0] } == true) {
                bestRatio = ratio
                best = slot
            }
        }
        return best
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped (kiwi's
    /// `getMarkerLeavingRow`): a restricted row where the marker has a negative coefficient with the
    /// least ratio, else a restricted row with the least ratio, else an unrestricted row.
    private func markerLeavingSlot(_ marker: LayoutSymbol) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for slot32 in rowsContaining(marker) {
            let slot = Int(slot32)
            let c = rows[slot].coefficient(for: marker)
            let basic = basicOfSlot[slot]
            if kind(basic) == .external {
                if third.map({ basic > basicOfSlot[$0] }) ?? true { third = slot }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = rows[slot].constant / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        return first ?? second ?? third
    }

    /// Dual simplex: repairs rows a constant change made negative while keeping the objective
    /// optimal. False when a row cannot be repaired (the required constraints contradict).
    /// More pivots than any well-formed re-solve of this tableau needs.
    private var pivotBudget: Int { 1000 + 20 * (rows.count + kinds.count) }

    private func dualOptimize() -> Bool {
        var budget = pivotBudget
        while let leaving = infeasibleRows.popLast() {
            budget -= 1
            if budget == 0 {
                infeasibleRows.removeAll()
                return false
            }
            guard isBasic(leaving) else { continue }
            let slot = slot(of: leaving)
            let constant = rows[slot].constant
            guard constant < 0, !nearZero(constant) else { continue }
            var entering: LayoutSymbol = 0
            var bestRatio = Double.greatestFiniteMagnitude
            for cell in rows[slot].cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
                let ratio = objective[Int(cell.symbol)] / cell.coefficient
                if ratio < bestRatio { bestRatio = ratio; entering = cell.symbol }
            }
            guard entering != 0 else {
                infeasibleRows.removeAll()
                return false
            }
            pivot(slot: slot, entering: entering)
        }
        return true
    }

    private func removeMarkerEffects(_ marker: LayoutSymbol, _ strength: Double) {
        if isBasic(marker) {
            addToObjective(rows[slot(of: marker)], times: -strength)
        } else {
            addToObjective(marker, -strength)
        }
    }

    // MARK: Results

    /// Copies the solution into the variables whose value may have changed and returns those whose
    /// value did change: the work is proportional to what the last changes touched.
    @discardableResult
    func updateVariables() -> [LayoutVariable] {
        var changed: [Unmanaged<LayoutVariable>] = []
        updateVariables(into: &changed)
        return changed.map { $0.takeUnretainedValue() }
    }

    /// The same, appending to `changed`, whose storage the caller keeps from one solve to the
    /// next (an edit that moves half a form changes five hundred variables).
    ///
    /// The variables come unretained: a retain and a release per moved variable were half the
    /// cost of such an edit. Each stays alive until the solver is next changed or asked for
    /// values (the solver holds every variable of its constraints, and keeps the ones it let go
    /// of since the last call in `releasedVariables` until the next), so the caller must finish
    /// with the list before it calls anything that could change the solver. Not a closure: the
    /// engine's would be main-actor isolated, and Swift checks the executor on each call into it.
    func updateVariables(into changed: inout [Unmanaged<LayoutVariable>]) {
        releasedVariables.removeAll(keepingCapacity: true)
        let affected = affectedExternals()
        evaluate(affected)
        for symbol in affected {
            guard let reference = variableReferences[Int(symbol)] else { continue }
            let value = values[Int(symbol)]
            let moved = reference._withUnsafeGuaranteedRef { variable -> Bool in
                guard variable.value != value else { return false }
                variable.value = value
                return true
            }
            if moved { changed.append(reference) }
        }
        affectedScratch = affected
        // Variables that lost their symbol (a rebuild, or no constraint uses them any more).
        swap(&releasedVariables, &dirtyVariablesAfterReset)
        for variable in releasedVariables {
            let symbol = existingSymbol(of: variable) ?? 0
            let value = symbol != 0 && isBasic(symbol) ? values[Int(symbol)] : 0
            if variable.value != value {
                variable.value = value
                changed.append(Unmanaged.passUnretained(variable))
            }
        }
    }

    /// The externals whose rows changed since the last call, and every external whose row refers
    /// to one of those, transitively: a breadth-first walk over the columns, compacting them
    /// (rows removed and added again, as a stack view's are on each rebuild, leave entries that
    /// would pile up). Each is marked with the current `symbolStamp` and `pendingReferences` 0.
    private func affectedExternals() -> [LayoutSymbol] {
        Self.advance(&symbolStamp, clearing: &symbolStamps)
        let current = symbolStamp
        var affected = affectedScratch
        affectedScratch = []
        affected.removeAll(keepingCapacity: true)
        for symbol in dirtyExternals where kinds[Int(symbol)] == .external && symbolStamps[Int(symbol)] != current {
            symbolStamps[Int(symbol)] = current
            pendingReferences[Int(symbol)] = 0
            affected.append(symbol)
        }
        dirtyExternals.removeAll(keepingCapacity: true)
        var next = 0
        while next < affected.count {
            let symbol = affected[next]
            next += 1
            visitRows(containing: symbol) { slot, _ in
                let dependent = basicOfSlot[slot]
                guard kinds[Int(dependent)] == .external, symbolStamps[Int(dependent)] != current else { return }
                symbolStamps[Int(dependent)] = current
                pendingReferences[Int(dependent)] = 0
                affected.append(dependent)
            }
        }
        return affected
    }

    /// Computes `values` of the affected externals in dependency order, each after the affected
    /// ones its row refers to (`pendingReferences`: 0 not yet seen, 1 waiting for its references,
    /// 2 done). The breadth-first order from the change is nearly right already: most are computed
    /// in one pass over their row, and a depth-first walk down the references orders the rest.
    private func evaluate(_ affected: [LayoutSymbol]) {
        var stack = evaluationStack
        evaluationStack = []
        for root in affected where !evaluateIfReady(root, force: false) {
            stack.append(root)
            while let top = stack.last {
                // Waiting already: its references were all visited, so what is still not done is
                // a cycle, which rows never form; computed as it stands rather than hang.
                if evaluateIfReady(top, force: pendingReferences[Int(top)] == 1) {
                    stack.removeLast()
                    continue
                }
                pendingReferences[Int(top)] = 1
                let slot = Int(slotOfSymbol[Int(top)])
                for index in 0..<rows[slot].cells.count {
                    let r = rows[slot].cells[index].symbol
                    if isReference(r), symbolStamps[Int(r)] == symbolStamp, pendingReferences[Int(r)] == 0 { stack.append(r) }
                }
            }
        }
        evaluationStack = stack
    }

    /// Computes the value of the affected external `symbol` from its row, unless an affected
    /// external it refers to is not computed yet (and `force` is false); true when it is done.
    ///
    /// The rows are read by index (`rows[slot].cells[index]`): a method or closure over a row's
    /// cells copied the row, a retain and a release of its storage per row read.
    @inline(__always) private func evaluateIfReady(_ symbol: LayoutSymbol, force: Bool) -> Bool {
        let t = Int(symbol)
        if pendingReferences[t] == 2 { return true }
        let slot = Int(slotOfSymbol[t])
        var value = 0.0   // parametric: zero, as in every simplex dictionary
        if slot >= 0 {
            value = rows[slot].constant
            if slotMayReferToExternals[slot] {
                for index in 0..<rows[slot].cells.count {
                    let r = rows[slot].cells[index].symbol
                    guard isReference(r) else { continue }
                    if !force, symbolStamps[Int(r)] == symbolStamp, pendingReferences[Int(r)] != 2 { return false }
                    value += rows[slot].cells[index].coefficient * values[Int(r)]
                }
            }
        }
        values[t] = value
        pendingReferences[t] = 2
        return true
    }

    // MARK: Diagnostics

    /// Whether `variable` is not pinned down: it depends on a parameter that the objective does not
    /// price (a free external symbol, or a slack or error symbol with zero weight), so other values
    /// would be just as good (`hasAmbiguousLayout`).
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = existingSymbol(of: variable) else { return true }
        guard let row = expandedRow(of: symbol) else { return true }
        for cell in row.cells {
            switch kind(cell.symbol) {
            case .external: return true
            case .slack, .error: if objective[Int(cell.symbol)] == 0 { return true }
            default: continue
            }
        }
        return false
    }

    /// The constraints whose markers the variable's row depends on, with those that name it.
    func constraintsAffecting(_ variable: LayoutVariable) -> [LinearConstraint] {
        guard let symbol = existingSymbol(of: variable) else { return [] }
        var found = expandedRow(of: symbol).map(explanation(of:)) ?? []
        for constraint in constraints where constraint.expression.terms.contains(where: { $0.variable === variable }) {
            if !found.contains(where: { $0 === constraint }) { found.append(constraint) }
        }
        return found
    }

    /// The sum of cells over all rows: the tableau's size.
    var cellCount: Int { rows.reduce(0) { $0 + $1.cells.count } }
}
