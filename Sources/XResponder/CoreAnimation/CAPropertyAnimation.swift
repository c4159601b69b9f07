import Foundation

/// An animation of one property of a layer, named by its key path (`"opacity"`, `"position.x"`,
/// `"transform.scale"`, `"strokeEnd"`; see `LayerKeyPath`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String? { didSet { parsedKeyPath = nil } }
    /// `keyPath` parsed once (it is read every frame).
    private var parsedKeyPath: LayerKeyPath?
    /// The animated value is added to what lies beneath (the model, or earlier animations).
    open var isAdditive = false
    /// Each repeat starts where the last one ended.
    open var isCumulative = false
    /// Kept for source compatibility; value functions are not applied.
    open var valueFunction: CAValueFunction?

    public required init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath; copy.isAdditive = isAdditive; copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    override var animatedKeys: [String] { keyPath.map { [LayerKeyPath($0).property] } ?? [] }

    override func apply(to values: inout LayerPresentationValues, atParentTime time: CFTimeInterval, inherited: CFTimeInterval?) {
        guard let keyPath, let phase = phase(atParentTime: time, inherited: inherited) else { return }
        let path = parsedKeyPath ?? LayerKeyPath(keyPath)
        parsedKeyPath = path
        guard let underlying = values.value(at: path) else { return }
        let base = isAdditive ? Self.zero(like: underlying) : underlying
        guard var value = value(at: phase, underlying: base) else { return }
        if isCumulative, phase.iteration > 0, let step = cumulativeStep(underlying: base) {
            for _ in 0..<min(phase.iteration, 10_000) { value = AnimatableValue.sum(value, step) ?? value }
        }
        if isAdditive { value = AnimatableValue.sum(underlying, value) ?? value }
        values.set(value, at: path)
    }

    /// The value at `phase`, given what lies beneath (for endpoints the animation leaves out).
    func value(at phase: Phase, underlying: AnimatableValue) -> AnimatableValue? { nil }

    /// How far one cycle moves the value (what a cumulative animation adds per repeat).
    func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? { nil }

    /// The additive identity of a value's kind.
    static func zero(like value: AnimatableValue) -> AnimatableValue {
        switch value {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        default: return value
        }
    }
}
