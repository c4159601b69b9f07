/// The kinds of unknowns in the solver's tableau (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001; kiwi names them the same way).
///
/// - `external`: a variable the application reads (a view's minX, minY, width, height). Unrestricted
///   in sign: it may take any value, so it is never chosen as a leaving row by the simplex.
/// - `slack`: turns an inequality `e ≥ 0` into `e - s = 0` with `s ≥ 0`.
/// - `error`: how far a non-required constraint is violated; weighted in the objective.
/// - `dummy`: marks a required equality so that it can be found again for removal. Pinned at zero:
///   never enters the basis through the objective.
enum LayoutSymbolKind: UInt8 {
    case invalid, external, slack, error, dummy

    /// Slack and error symbols are restricted to be non-negative and may be pivoted.
    var isPivotable: Bool { self == .slack || self == .error }
    /// External symbols are unrestricted; every other kind is restricted to ≥ 0.
    var isRestricted: Bool { self != .external }
}

/// A symbol is an index into the solver's per-symbol tables; 0 is "none".
typealias LayoutSymbol = Int32
