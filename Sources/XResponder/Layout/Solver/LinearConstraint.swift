/// `expression  relation  0`, with a strength: the solver's form of every constraint.
///
/// The solver records in the constraint the symbols that track it in the tableau (`marker`, `other`;
/// kiwi's "tag") instead of in a map keyed by the constraint's identity, so a dead constraint leaves
/// nothing behind. A constraint is in at most one solver at a time.
package final class LinearConstraint {
    package enum Relation: UInt8 { case lessThanOrEqual, equal, greaterThanOrEqual }

    package private(set) var expression: LinearExpression
    package let relation: Relation
    package let strength: Double
    /// Whatever the caller wants to find again from a conflict report (an `NSLayoutConstraint`).
    unowned(unsafe) var owner: AnyObject?

    // Solver state (kiwi's Tag).
    var marker: LayoutSymbol = 0
    var other: LayoutSymbol = 0
    /// The coefficient the marker was inserted with, before any change of sign; a constant is
    /// changed in place through it (`LayoutSolver.setConstant`).
    var markerCoefficient: Double = 0
    var isInSolver = false

    package init(_ expression: LinearExpression, _ relation: Relation, strength: Double = LayoutStrength.required,
         owner: AnyObject? = nil) {
        self.expression = LinearConstraint.reduced(expression)
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
        self.owner = owner
    }

    var isRequired: Bool { strength >= LayoutStrength.required }

    /// The same constraint, not in any solver, with `strength`.
    func copy(strength: Double) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength, owner: owner)
    }

    /// Changes the expression's constant; only the solver calls this (see `LayoutSolver.setConstant`).
    func replaceConstant(_ constant: Double) { expression.constant = constant }

    /// Merges the terms of one variable and drops zero ones, keeping first-appearance order.
    static func reduced(_ expression: LinearExpression) -> LinearExpression {
        var terms: [LinearTerm] = []
        terms.reserveCapacity(expression.terms.count)
        outer: for term in expression.terms {
            for index in terms.indices where terms[index].variable === term.variable {
                terms[index].coefficient += term.coefficient
                continue outer
            }
            terms.append(term)
        }
        terms.removeAll { $0.coefficient == 0 || !$0.coefficient.isFinite }
        let constant = expression.constant.isFinite ? expression.constant : 0
        return LinearExpression(terms, constant: constant)
    }
}
