/// Reading the solution: the rows of view edges refer to other basic externals (see
/// `freshSubject`), so values are computed through those references, only for the externals a
/// change reached, and handed to the engine without retaining them. Also the diagnostics that
/// read rows in parametric form (ambiguity, the constraints behind a value).
extension LayoutSolver {
    // MARK: References between external rows

    /// A symbol that an external's row may hold as a reference: a basic external.
    @inline(__always) func isReference(_ symbol: LayoutSymbol) -> Bool {
        kinds[Int(symbol)] == .external && slotOfSymbol[Int(symbol)] >= 0
    }

    /// `row` with each reference replaced by its definition, until only parametric symbols are
    /// left: the form restricted rows, the objective and the simplex need (`row` itself when it
    /// holds none).
    func expanded(_ row: TableauRow) -> TableauRow {
        var row = row
        // References form no cycle (a row only ever refers to externals defined before it), so
        // each basic external is expanded at most once per path; the budget guards against a hang.
        var budget = 4 * kinds.count + 16
        while budget > 0, let reference = row.cells.first(where: { isReference($0.symbol) })?.symbol {
            budget -= 1
            let coefficient = row.coefficient(for: reference)
            row.remove(reference)
            row.add(rows[slot(of: reference)], times: coefficient) { _ in }
            expandedCells += row.cells.count
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
    func freshSubject(_ row: TableauRow) -> LayoutSymbol {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external && slotOfSymbol[Int(cell.symbol)] < 0 {
            if columns[Int(cell.symbol)].isEmpty, objective[Int(cell.symbol)] == 0 { return cell.symbol }
        }
        return 0
    }

    /// The row of a basic symbol with its references expanded (diagnostics).
    func expandedRow(of symbol: LayoutSymbol) -> TableauRow? {
        isBasic(symbol) ? expanded(rows[slot(of: symbol)]) : nil
    }

    // MARK: Results

    /// Copies the solution into the variables whose value may have changed and returns those whose
    /// value did change: the work is proportional to what the last changes touched.
    @discardableResult
    package func updateVariables() -> [LayoutVariable] {
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
    func affectedExternals() -> [LayoutSymbol] {
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
    func evaluate(_ affected: [LayoutSymbol]) {
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
    @inline(__always) func evaluateIfReady(_ symbol: LayoutSymbol, force: Bool) -> Bool {
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
    package var cellCount: Int { rows.reduce(0) { $0 + $1.cells.count } }
}
