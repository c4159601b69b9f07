/// An unknown the solver computes: one of a layout item's minX, minY, width or height.
///
/// The solver holds the variables of its constraints strongly and forgets a variable when no
/// constraint uses it any more (`LayoutSolver.release`). `symbol` is the variable's column in that
/// solver; a variable belongs to at most one solver at a time.
package final class LayoutVariable {
    /// The value after the last `LayoutSolver.updateVariables()`.
    package var value: Double = 0
    /// A name for logs ("UILabel:0x….minX").
    let name: String
    /// The layout item state the variable belongs to, unretained (the state owns the variable
    /// and clears this when its item dies): the engine finds the view a changed value moves
    /// through it, without a retain per variable.
    var owner: Unmanaged<AnyObject>?
    /// The variable's symbol in the solver that last used it (`solverTag`), a cache in front of
    /// that solver's table: a variable can sit in two solvers for a moment while a subtree's
    /// constraints move between engines, and each solver's table stays the truth.
    var symbol: LayoutSymbol = 0
    var solverTag = 0

    package init(_ name: String, owner: AnyObject? = nil) {
        self.name = name
        self.owner = owner.map { Unmanaged.passUnretained($0) }
    }
}

/// `coefficient · variable`.
package struct LinearTerm {
    package let variable: LayoutVariable
    package var coefficient: Double

    package init(variable: LayoutVariable, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficientᵢ · variableᵢ + constant`.
package struct LinearExpression {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: LayoutVariable) {
        self.init([LinearTerm(variable: variable, coefficient: 1)])
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { LinearTerm(variable: $0.variable, coefficient: $0.coefficient * rhs) },
                         constant: lhs.constant * rhs)
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
}
