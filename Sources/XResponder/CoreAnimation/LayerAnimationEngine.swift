import Foundation

/// The engine behind `CALayer.add(_:forKey:)` (R-BR2), beside `ViewAnimator`, which runs
/// `UIView.animate`.
///
/// As in Core Animation, animations never change a layer's model: each frame the compositor draws
/// with the animated values swapped in (`withPresentationValues`) and puts the model back after.
/// The engine keeps the layers that have animations (weakly: a layer that dies stops its
/// animations itself, in its deinit), asks for frames while any of them moves, tells
/// delegates when animations start and stop, removes finished ones, and damages where the layers
/// were drawn and are drawn now. A layer whose time stands still (`speed = 0` on it or an
/// ancestor) or whose animations are all finished and held (`fillMode = .forwards`) needs no
/// frames: an app showing them is idle.
@MainActor
package final class LayerAnimationEngine {
    private struct Animated {
        weak var layer: CALayer?
        /// Where the layer was drawn at the last frame (window coordinates).
        weak var window: UIWindow?
        var footprint: CGRect?
    }

    unowned let application: UIApplication
    private var animated: [Animated] = []
    /// Set while presentation values are written: layer setters then neither damage nor start
    /// implicit animations.
    static var isWritingPresentation = false

    init(application: UIApplication) {
        self.application = application
    }

    /// No animation that will end is running (UI tests wait for this). Animations that repeat for
    /// ever (a spinner) do not count, or a test would wait on them for ever, as XCUITest can.
    package var isIdle: Bool {
        animated.allSatisfy { entry in
            guard let layer = entry.layer, layer.timeFlows else { return true }
            return layer.animationEntries.allSatisfy { $0.animation.hasStopped || !$0.animation.endTime(inherited: nil).isFinite }
        }
    }

    /// `layer` gained an animation or its time changed: draw it, and tick while it moves.
    func attach(_ layer: CALayer) {
        if !animated.contains(where: { $0.layer === layer }) {
            // Where it was drawn until now, the model's place, is redrawn too: an animation may
            // start somewhere else (a path added to the position, a fromValue far away).
            let drawn = layer.windowFootprint()
            animated.append(Animated(layer: layer, window: drawn?.window, footprint: drawn?.rect))
        }
        damage(index: animated.firstIndex { $0.layer === layer }!)
        application.frameTicker.add(self) { [weak self] _ in self?.frame() ?? false }
    }

    /// An animation left `layer` outside a frame (removed by the app): redraw where it was.
    func redraw(_ layer: CALayer) {
        guard let index = animated.firstIndex(where: { $0.layer === layer }) else { return }
        damage(index: index)
        if layer.animationEntries.isEmpty { animated.remove(at: index) }
    }

    /// Some layer's speed or time offset changed: every animated layer may now be drawn
    /// elsewhere, and may start or stop moving.
    func timingDidChange() {
        guard !animated.isEmpty else { return }
        damageAll()
        if animated.contains(where: { $0.layer?.hasMovingAnimations ?? false }) {
            application.frameTicker.add(self) { [weak self] _ in self?.frame() ?? false }
        }
    }

    // MARK: Frames

    private func frame() -> Bool {
        animated.removeAll { $0.layer == nil }
        var moving = false
        var events: [() -> Void] = []
        for index in animated.indices {
            guard let layer = animated[index].layer else { continue }
            let flowing = layer.timeFlows
            let now = layer.localTime
            var ended = false
            for entry in layer.animationEntries {
                let animation = entry.animation
                if !animation.hasStarted, now >= animation.beginTime, flowing {
                    animation.hasStarted = true
                    if let delegate = animation.delegate { events.append { delegate.animationDidStart(animation) } }
                }
                if now >= animation.endTime(inherited: nil) {
                    if !animation.hasStopped {
                        animation.hasStopped = true
                        events.append { Self.tellStopped(entry, finished: true) }
                    }
                    if animation.isRemovedOnCompletion { ended = true }
                } else if flowing {
                    moving = true
                }
            }
            // Most frames end nothing: the list is rebuilt only when something leaves it.
            if ended {
                layer.animationEntries.removeAll { $0.animation.hasStopped && $0.animation.isRemovedOnCompletion }
            }
        }
        damageAll()
        animated.removeAll { $0.layer?.animationEntries.isEmpty ?? true }
        for event in events { event() }
        return moving || animated.contains { $0.layer?.hasMovingAnimations ?? false }
    }

    /// Tells an animation's delegate, and the transactions waiting for it, that it has stopped.
    static func tellStopped(_ entry: CALayer.AnimationEntry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.transactionDone?()
    }

    // MARK: Presentation

    /// Runs `body` (drawing) with every animated layer showing its animated values, then puts the
    /// model values back.
    func withPresentationValues<T>(_ body: () -> T) -> T {
        guard !animated.isEmpty else { return body() }
        var saved: [(CALayer, String, AnimatableValue)] = []
        for entry in animated {
            guard let layer = entry.layer, !layer.animationEntries.isEmpty else { continue }
            let values = layer.presentationValues()
            for (key, value) in values.changed {
                guard let model = layer.animatableValue(forKey: key) else { continue }
                saved.append((layer, key, model))
                write(value, forKey: key, of: layer)
            }
        }
        defer { for (layer, key, value) in saved.reversed() { write(value, forKey: key, of: layer) } }
        return body()
    }

    private func write(_ value: AnimatableValue, forKey key: String, of layer: CALayer) {
        let outer = Self.isWritingPresentation
        Self.isWritingPresentation = true
        defer { Self.isWritingPresentation = outer }
        layer.setAnimatableValue(value, forKey: key)
    }

    // MARK: Damage

    /// Damages where every animated layer was drawn last frame and where it is drawn now (the
    /// animated values swapped in once for all of them).
    private func damageAll() {
        for entry in animated {
            if let window = entry.window, let footprint = entry.footprint { window.addDamage(footprint) }
        }
        let now = withPresentationValues { animated.map { $0.layer?.windowFootprint() } }
        for (index, footprint) in zip(animated.indices, now) {
            animated[index].window = footprint?.window
            animated[index].footprint = footprint?.rect
            if let footprint { footprint.window.addDamage(footprint.rect) }
        }
    }

    /// Damages where one layer was drawn last frame and where it is drawn now.
    private func damage(index: Int) {
        if let window = animated[index].window, let footprint = animated[index].footprint { window.addDamage(footprint) }
        guard let layer = animated[index].layer else { return }
        let now = withPresentationValues { layer.windowFootprint() }
        animated[index].window = now?.window
        animated[index].footprint = now?.rect
        if let now { now.window.addDamage(now.rect) }
    }
}
