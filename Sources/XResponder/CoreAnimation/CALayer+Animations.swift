import Foundation

/// Core Animation's explicit and implicit animations on a layer (R-BR2); the engine that runs them
/// is `LayerAnimationEngine`.
extension CALayer {
    // MARK: Adding and removing

    /// Adds a copy of `anim` (later changes to `anim` do not reach it). A `beginTime` of 0 starts
    /// it now. An animation already under `key` is replaced, its delegate told it did not finish.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        copy.hasStarted = false
        copy.hasStopped = false
        if copy.beginTime == 0 { copy.beginTime = localTime }
        if let transition = copy as? CATransition { transition.captureBefore(of: self) }
        let replaced = key.flatMap { key in animationEntries.firstIndex { $0.key == key } }.map { animationEntries.remove(at: $0) }
        animationEntries.append(AnimationEntry(key: key, animation: copy, transactionDone: CATransaction.animationBegan()))
        if let replaced { stopped(replaced) }
        UIApplication.sharedIfExists?.layerAnimationEngine.attach(self)
    }

    /// The animation under `key` (the copy running), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added (animations added
    /// without a key are not listed).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        UIApplication.sharedIfExists?.layerAnimationEngineStorage?.redraw(self)
        for entry in removed { stopped(entry) }
    }

    public func removeAllAnimations() {
        let removed = animationEntries
        guard !removed.isEmpty else { return }
        animationEntries.removeAll()
        UIApplication.sharedIfExists?.layerAnimationEngineStorage?.redraw(self)
        for entry in removed { stopped(entry) }
    }

    /// An animation left before its end: its delegate hears `finished: false`, once.
    private func stopped(_ entry: AnimationEntry) {
        guard !entry.animation.hasStopped else { return }
        entry.animation.hasStopped = true
        LayerAnimationEngine.tellStopped(entry, finished: false)
    }

    /// Whether some animation still has time to run, and the layer's time runs.
    var hasMovingAnimations: Bool {
        guard !animationEntries.isEmpty, timeFlows else { return false }
        let now = localTime
        return animationEntries.contains { !$0.animation.hasStopped || now < $0.animation.endTime(inherited: nil) }
    }

    /// The values the layer is drawn with now: the model with its animations applied in order.
    func presentationValues() -> LayerPresentationValues {
        var values = LayerPresentationValues(layer: self)
        guard !animationEntries.isEmpty else { return values }
        let now = localTime
        for entry in animationEntries { entry.animation.apply(to: &values, atParentTime: now, inherited: nil) }
        return values
    }

    // MARK: Time

    /// The layer whose time this layer's time is measured in: the superlayer, or for a view's layer
    /// the nearest enclosing view that has a layer (views without one keep the default timing).
    private var timingParent: CALayer? {
        if let superlayerStorage { return superlayerStorage }
        var view = hostView?.superviewStorage
        while let current = view {
            if let layer = current.layerStorage { return layer }
            view = current.superviewStorage
        }
        return nil
    }

    private var hasOwnTiming: Bool { beginTime != 0 || speed != 1 || timeOffset != 0 }

    /// This layer and the layers its time is measured in, itself first.
    private var timingChain: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer, chain.count < 4096 {
            chain.append(current)
            layer = current.timingParent
        }
        return chain
    }

    /// Whether this layer or one its time is measured in has timing of its own (most have none:
    /// their time is `CACurrentMediaTime()`). Asked every frame per animated layer, without
    /// building the chain.
    private var chainHasTiming: Bool {
        var layer: CALayer? = self
        var depth = 0
        while let current = layer, depth < 4096 {
            if current.hasOwnTiming { return true }
            layer = current.timingParent
            depth += 1
        }
        return false
    }

    /// The layer's time now (`CACurrentMediaTime()` through the speeds and offsets above it).
    var localTime: CFTimeInterval {
        let now = CACurrentMediaTime()
        return chainHasTiming ? ownTime(fromMedia: now) : now
    }

    /// False when this layer or one above it has `speed = 0`: its animations stand still.
    var timeFlows: Bool { !chainHasTiming || !timingChain.contains { $0.speed == 0 } }

    /// A time in `layer`'s time space (nil: `CACurrentMediaTime()`'s) in this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        ownTime(fromMedia: layer.map { CALayer.mediaTime(t, from: $0) } ?? t)
    }

    /// A time in this layer's time space in `layer`'s (nil: `CACurrentMediaTime()`'s).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return CALayer.mediaTime(t, from: self) }
        return layer.convertTime(t, from: self)
    }

    /// A media time in this layer's time space: down the chain from the root, each layer's
    /// `(t − beginTime) × speed + timeOffset`.
    private func ownTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        for layer in timingChain.reversed() where layer.hasOwnTiming {
            time = (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        }
        return time
    }

    /// A time in `layer`'s time space as a media time: `ownTime(fromMedia:)` undone, up the chain
    /// (a layer whose time stands still maps every time to its `beginTime`).
    private static func mediaTime(_ t: CFTimeInterval, from layer: CALayer) -> CFTimeInterval {
        var time = t
        for source in layer.timingChain where source.hasOwnTiming {
            time = source.speed == 0 ? source.beginTime : (time - source.timeOffset) / Double(source.speed) + source.beginTime
        }
        return time
    }

    /// The layer's speed or offsets changed: its animations (and its sublayers') move differently.
    func timingDidChange() {
        UIApplication.sharedIfExists?.layerAnimationEngineStorage?.timingDidChange()
    }

    // MARK: Implicit animations

    /// A property of this layer is changing from `old` to `new`: run its action (Core Animation's
    /// implicit animation) unless the layer backs a view, has never been drawn, is off screen, the
    /// transaction disables actions or the change changes nothing.
    func implicitChange(_ key: String, from old: @autoclosure () -> AnimatableValue, to new: @autoclosure () -> AnimatableValue) {
        guard hostView == nil, hasBeenDrawn, !LayerAnimationEngine.isWritingPresentation, !CATransaction.disableActions(),
              drawingView?.window != nil else { return }
        let from = old()
        guard !AnimatableValue.same(from, new()), let action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let animation = basic.copy() as? CABasicAnimation {
            // From what is drawn now (mid-way through an earlier animation of the key, that).
            let drawn = animationEntries.isEmpty ? nil : presentationValues().value(at: LayerKeyPath(key))
            animation.fromValue = (drawn ?? from).boxed
            if animation.keyPath == nil { animation.keyPath = key }
            animation.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }

    /// `action(forKey:)`'s standard answer (see there).
    func standardAction(forKey event: String) -> (any CAAction)? {
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        guard hostView == nil, animatableValue(forKey: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    // MARK: Where it is drawn

    /// The rectangle of its window the layer (with its shadow and sublayers) covers now.
    func windowFootprint() -> (window: UIWindow, rect: CGRect)? {
        if let hostView {
            guard let window = hostView.window else { return nil }
            return (window, hostView.damageFootprint())
        }
        return windowRect(of: drawingOutsideBounds(bounds) ?? bounds)
    }

    /// `rect`, in this layer's coordinates, in its window's (the bounding box), through the
    /// superlayers up to the view that draws them.
    func windowRect(of rect: CGRect) -> (window: UIWindow, rect: CGRect)? {
        var rect = rect
        var layer = self
        var depth = 0
        while layer.hostView == nil {
            guard let parent = layer.superlayerStorage, depth < 4096 else { return nil }
            rect = rect.applying(layer.toSuperlayer)
            layer = parent
            depth += 1
        }
        guard let view = layer.hostView, let window = view.window, rect.isFiniteRect else { return nil }
        return (window, view.convert(rect, to: nil))
    }
}

extension CALayer {
    /// The transition showing on the layer now and how far along it is, if any.
    var transitionInProgress: (CATransition, CGFloat)? {
        let now = localTime
        for entry in animationEntries.reversed() {
            if let transition = entry.animation as? CATransition, let progress = transition.progress(atParentTime: now) {
                return (transition, progress)
            }
        }
        return nil
    }

    /// The layer's bounds in its window's coordinates (their bounding box).
    var boundsInWindow: (window: UIWindow, rect: CGRect)? { windowRect(of: bounds) }
}
