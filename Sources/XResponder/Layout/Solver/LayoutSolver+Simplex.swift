/// The simplex steps of the solver: the primal simplex that keeps the objective optimal after a
/// row is added or removed (phase two, and phase one through an artificial variable), the ratio
/// tests that pick the pivot, and the dual simplex that repairs rows a changed constant made
/// infeasible.
extension LayoutSolver {
    // MARK: Simplex

    /// Primal simplex (phase two): pivots until no objective coefficient is negative.
    func optimize(artificialPhase: Bool = false) {
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
    func enteringSymbol() -> LayoutSymbol {
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

    func artificialEnteringSymbol() -> LayoutSymbol {
        for cell in artificial!.cells where kind(cell.symbol) != .dummy && cell.coefficient < 0 {
            return cell.symbol
        }
        return 0
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one
    /// that reaches zero first as `entering` grows. Ties go to the lower basic symbol.
    func leavingSlot(for entering: LayoutSymbol) -> Int? {
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
    func markerLeavingSlot(_ marker: LayoutSymbol) -> Int? {
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
    var pivotBudget: Int { 1000 + 20 * (rows.count + kinds.count) }

    func dualOptimize() -> Bool {
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

    func removeMarkerEffects(_ marker: LayoutSymbol, _ strength: Double) {
        if isBasic(marker) {
            addToObjective(rows[slot(of: marker)], times: -strength)
        } else {
            addToObjective(marker, -strength)
        }
    }
}
