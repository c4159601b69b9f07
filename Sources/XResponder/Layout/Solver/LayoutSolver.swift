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
///
/// Three files: this one (the tables, symbols, rows and columns, adding and removing
/// constraints), `LayoutSolver+Simplex.swift` (the pivots' choices) and `LayoutSolver+Values.swift`
/// (references, values, diagnostics). The tables and helpers are internal, not private, only so
/// that these files can share them: nothing outside `Solver/` reads them, and the engine uses the
/// methods documented as its interface (add, remove, set a constant, update the variables).
package final class LayoutSolver {
    enum SolverError: Error {
        /// The required constraint cannot be satisfied together with the others; which ones it
        /// contradicts is in `lastConflict` (errors are Sendable, constraints are not).
        case unsatisfiable
        case duplicateConstraint
        case unknownConstraint
    }

    // Per symbol. The tables are read and written in every pivot and every constant change; they
    // are the solver's own and never passed inout across a call that touches them again, so the dynamic
    // exclusivity checks (a thread-local access set per read) are switched off for them.
    @exclusivity(unchecked) var kinds: [LayoutSymbolKind] = [.invalid]
    @exclusivity(unchecked) var slotOfSymbol: [Int32] = [-1]
    @exclusivity(unchecked) var columns: [[ColumnEntry]] = [[]]
    @exclusivity(unchecked) var objective: [Double] = [0]
    /// For basic external symbols: the value the last `updateVariables` computed from the row.
    @exclusivity(unchecked) var values: [Double] = [0]
    /// Marks and counts for `updateVariables`' walk over the external rows.
    @exclusivity(unchecked) var symbolStamps: [UInt32] = [0]
    @exclusivity(unchecked) var pendingReferences: [Int32] = [0]
    @exclusivity(unchecked) var symbolStamp: UInt32 = 0
    /// Scratch lists of `updateVariables`, kept for their storage.
    var affectedScratch: [LayoutSymbol] = []
    var evaluationStack: [LayoutSymbol] = []
    var variables: [LayoutVariable?] = [nil]
    /// The same variables unretained, for the value walk (see `updateVariables(into:)`).
    @exclusivity(unchecked) var variableReferences: [Unmanaged<LayoutVariable>?] = [nil]
    /// For external symbols: how many constraints in the solver use the variable.
    var useCounts: [Int32] = [0]
    /// For marker and other symbols: the constraint they track (explanations of conflicts).
    var constraintOfSymbol: [LinearConstraint?] = [nil]
    var freeSymbols: [LayoutSymbol] = []

    // Per row slot.
    @exclusivity(unchecked) var rows: [TableauRow] = []
    @exclusivity(unchecked) var basicOfSlot: [LayoutSymbol] = []
    /// Whether the row may hold an external symbol (set when one is added, cleared only when the
    /// slot is emptied): a row without one has its constant for value, and `updateVariables`
    /// need not read its cells (rows expanded in full can be long).
    @exclusivity(unchecked) var slotMayReferToExternals: [Bool] = []
    var freeSlots: [Int32] = []
    @exclusivity(unchecked) var slotStamps: [UInt32] = []
    @exclusivity(unchecked) var stamp: UInt32 = 0

    /// Symbols whose objective coefficient became negative: candidates to enter the basis.
    @exclusivity(unchecked) var enteringCandidates: [LayoutSymbol] = []
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: TableauRow?
    /// Basic symbols whose row went negative (restricted): repaired by `dualOptimize`.
    @exclusivity(unchecked) var infeasibleRows: [LayoutSymbol] = []
    /// External symbols whose value may have changed since the last `updateVariables`.
    @exclusivity(unchecked) var dirtyExternals: [LayoutSymbol] = []
    /// Every constraint in the solver, in the order added (`rebuild` adds them again in it).
    var constraints: [LinearConstraint] = []

    /// The constraints the last `.unsatisfiable` was derived from, the failed one last.
    private(set) var lastConflict: [LinearConstraint] = []

    /// The largest weight ever put in the objective. Cancellation leaves residue relative to the
    /// weights (7.6·10⁸ for a priority of 999), so "zero" in the objective is relative to it.
    var objectiveScale: Double = 1

    /// How many pivots the solver has made (for tests of incrementality and for benchmarks).
    var pivotCount = 0
    /// How many cells the expansions of references have written (`expanded`): tests check that
    /// a change expands only what it must.
    var expandedCells = 0

    package init() {}

    /// Every constraint in the solver (the order of adding, less removals moved up).
    package var constraintsInOrder: [LinearConstraint] { constraints }

    // MARK: Symbols

    func makeSymbol(_ kind: LayoutSymbolKind) -> LayoutSymbol {
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
    func freeSymbol(_ symbol: LayoutSymbol) {
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
    var symbolOfVariable: [ObjectIdentifier: LayoutSymbol] = [:]
    var tag: Int { ObjectIdentifier(self).hashValue }

    /// The variable's symbol here, or nil.
    func existingSymbol(of variable: LayoutVariable) -> LayoutSymbol? {
        let cached = Int(variable.symbol)
        if variable.solverTag == tag, cached > 0, cached < variables.count, variables[cached] === variable {
            return variable.symbol
        }
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return nil }
        variable.symbol = symbol
        variable.solverTag = tag
        return symbol
    }

    func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        if let symbol = existingSymbol(of: variable) { return symbol }
        let symbol = makeSymbol(.external)
        variable.symbol = symbol
        variable.solverTag = tag
        variables[Int(symbol)] = variable
        variableReferences[Int(symbol)] = Unmanaged.passUnretained(variable)
        symbolOfVariable[ObjectIdentifier(variable)] = symbol
        return symbol
    }

    @inline(__always) func kind(_ symbol: LayoutSymbol) -> LayoutSymbolKind { kinds[Int(symbol)] }
    @inline(__always) func slot(of symbol: LayoutSymbol) -> Int { Int(slotOfSymbol[Int(symbol)]) }
    @inline(__always) func isBasic(_ symbol: LayoutSymbol) -> Bool { slotOfSymbol[Int(symbol)] >= 0 }

    // MARK: Adding and removing constraints

    /// Adds `constraint`. A required constraint that cannot be satisfied throws `.unsatisfiable`
    /// and leaves the solver as it was.
    package func addConstraint(_ constraint: LinearConstraint) throws {
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
    func removeColumn(_ symbol: LayoutSymbol) {
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
    func readd(_ constraint: LinearConstraint) throws {
        rebuild(without: constraint)
        try addConstraint(constraint)
    }

    /// Empties the solver and adds every constraint but `excluded` again, in the original order.
    func rebuild(without excluded: LinearConstraint) {
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
    var dirtyVariablesAfterReset: [LayoutVariable] = []
    /// Those the last `updateVariables` read, retained until the next: they may be in the list
    /// of changed variables it returned unretained.
    var releasedVariables: [LayoutVariable] = []

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

    func register(_ constraint: LinearConstraint) {
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
    var constraintIndex: [ObjectIdentifier: Int] = [:]

    func unregister(_ constraint: LinearConstraint) {
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
    func discardSymbols(of constraint: LinearConstraint, registered: Bool) {
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
    func explanation(of row: TableauRow) -> [LinearConstraint] {
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
    func makeRow(for constraint: LinearConstraint) -> TableauRow {
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
    func chooseSubject(_ row: TableauRow, _ constraint: LinearConstraint) -> LayoutSymbol {
        for cell in row.cells where kind(cell.symbol) == .external { return cell.symbol }
        for symbol in [constraint.marker, constraint.other] where symbol != 0 && kind(symbol).isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return 0
    }

    /// Phase one for a row with no subject: an artificial variable takes the row, and the simplex
    /// drives it to zero; it cannot when the constraint contradicts the required ones.
    func addWithArtificialVariable(_ row: TableauRow) -> (Bool, [LinearConstraint]) {
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
}
