import Foundation
import XResponder

/// What `make bench` needs to compare the Auto Layout solver with kiwi on the very system an
/// application built (R-P2): the engine's constraints written as the kiwi driver's script
/// (Tests/KiwiDriver/kiwi_driver.cpp), the same script solved by a fresh `LayoutSolver`, and a
/// re-solve without a layout pass. In the benchmark target, reaching the solver through `package`
/// access: nothing of it is in the library an app links (issue #53).
@MainActor
enum LayoutBenchmarkSupport {
    /// The constraints of `view`'s hierarchy in the order the engine holds them, as script lines
    /// ("v N", then one "c ID OP STRENGTH K N VAR COEF…" each), and the script id of each of
    /// `tracked` (nil when not in the solver).
    static func script(of view: UIView, tracking tracked: [NSLayoutConstraint] = [])
        -> (script: String, ids: [Int?], constraintCount: Int) {
        guard let engine = view.layoutEngineIfActive else { return ("v 0\n", tracked.map { _ in nil }, 0) }
        var variableIndex: [ObjectIdentifier: Int] = [:]   // local to this call; the variables outlive it
        var keepAlive: [LayoutVariable] = []
        var lines: [String] = []
        let linears = engine.solver.constraintsInOrder
        for (id, constraint) in linears.enumerated() {
            var cells: [String] = []
            for term in constraint.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let index = variableIndex[key] ?? {
                    let next = keepAlive.count
                    variableIndex[key] = next
                    keepAlive.append(term.variable)
                    return next
                }()
                cells.append("\(index) \(term.coefficient)")
            }
            let op = constraint.relation == .lessThanOrEqual ? "<" : constraint.relation == .equal ? "=" : ">"
            lines.append("c \(id) \(op) \(constraint.strength) \(constraint.expression.constant) \(cells.count) \(cells.joined(separator: " "))")
        }
        let ids = tracked.map { constraint -> Int? in
            guard let linear = constraint.engineRecord?.linear else { return nil }
            return linears.firstIndex { $0 === linear }
        }
        return ("v \(keepAlive.count)\n" + lines.joined(separator: "\n") + "\n", ids, linears.count)
    }

    /// Solves `script` with a fresh `LayoutSolver`: seconds for adding every constraint and reading
    /// the values (what kiwi's driver times for the same script), and the values.
    static func solve(script: String) -> (seconds: Double, values: [Double]) {
        var variables: [LayoutVariable] = []
        var constraints: [LinearConstraint] = []
        for line in script.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "v", fields.count == 2, let count = Int(fields[1]) {
                variables = (0..<count).map { LayoutVariable("v\($0)") }
            } else if fields.first == "c", fields.count >= 6, let strength = Double(fields[3]),
                      let constant = Double(fields[4]), let count = Int(fields[5]), fields.count >= 6 + 2 * count {
                var terms: [LinearTerm] = []
                for index in 0..<count {
                    guard let variable = Int(fields[6 + 2 * index]), variables.indices.contains(variable),
                          let coefficient = Double(fields[7 + 2 * index]) else { continue }
                    terms.append(LinearTerm(variable: variables[variable], coefficient: coefficient))
                }
                let relation: LinearConstraint.Relation = fields[2] == "<" ? .lessThanOrEqual : fields[2] == "=" ? .equal : .greaterThanOrEqual
                constraints.append(LinearConstraint(LinearExpression(terms, constant: constant), relation, strength: strength))
            }
        }
        let solver = LayoutSolver()
        let start = DispatchTime.now().uptimeNanoseconds
        for constraint in constraints { try? solver.addConstraint(constraint) }
        solver.updateVariables()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (seconds, variables.map(\.value))
    }

    /// Re-solves `view`'s hierarchy now (after a constant changed), without a layout pass: the
    /// solver's share of a change.
    static func solve(_ view: UIView) {
        view.layoutEngineIfActive?.solveIfNeeded()
    }

    /// How many cells the tableau of `view`'s hierarchy holds (its size, for the growth table).
    static func tableauCells(of view: UIView) -> Int {
        view.layoutEngineIfActive?.solver.cellCount ?? 0
    }
}
