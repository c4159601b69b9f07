import Foundation

/// Animations run together in the group's time (R-BR2): their begin times are offsets into the
/// group, a child without a duration lasts as long as the group, and each is cut off where the
/// group ends (not scaled to it). The group's delegate hears its start and stop; its children's
/// delegates and `isRemovedOnCompletion` are ignored, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        // A group inside itself (directly or further down) would copy for ever: nesting stops at
        // 32 levels, and what lies deeper is left out.
        guard Self.copyDepth < 32 else { return }
        Self.copyDepth += 1
        defer { Self.copyDepth -= 1 }
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    private static var copyDepth = 0

    override var animatedKeys: [String] { (animations ?? []).flatMap(\.animatedKeys) }

    override func apply(to values: inout LayerPresentationValues, atParentTime time: CFTimeInterval, inherited: CFTimeInterval?) {
        guard let phase = phase(atParentTime: time, inherited: inherited) else { return }
        let d = cycleDuration(inherited: inherited)
        // The group's timing function bends its children's time.
        let local = timingFunction == nil ? phase.seconds : Double(phase.fraction) * d
        for child in animations ?? [] {
            child.apply(to: &values, atParentTime: min(local, d), inherited: d)
        }
    }
}
