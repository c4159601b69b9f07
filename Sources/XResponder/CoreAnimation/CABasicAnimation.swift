import Foundation

/// An animation between two values of a property (R-BR2). Either end left out is what lies
/// beneath the animation at each frame: `toValue` alone animates from what is drawn now to it,
/// `fromValue` alone from it to the model value, `byValue` adds to the other end (or to what is
/// drawn now).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
    }

    /// The two ends, resolved against what lies beneath.
    func endpoints(underlying u: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = AnimatableValue(fromValue), to = AnimatableValue(toValue), by = AnimatableValue(byValue)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, AnimatableValue.sum(f, b) ?? u)
        case (nil, let t?, let b?): return (AnimatableValue.difference(t, b) ?? u, t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, AnimatableValue.sum(u, b) ?? u)
        case (nil, nil, nil): return (u, u)
        }
    }

    /// Progress along the curve (a spring replaces this with its motion in time).
    func progress(at phase: Phase) -> CGFloat { phase.fraction }

    override func value(at phase: Phase, underlying: AnimatableValue) -> AnimatableValue? {
        let (from, to) = endpoints(underlying: underlying)
        return AnimatableValue.mix(from, to, progress(at: phase))
    }

    override func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? {
        let (from, to) = endpoints(underlying: underlying)
        return AnimatableValue.difference(to, from)
    }
}
