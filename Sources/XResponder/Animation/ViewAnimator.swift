import Foundation

/// The engine behind `UIView.animate` (R-L3).
///
/// As in UIKit, the model changes at once: inside the animations block every property assignment
/// takes effect immediately, so `frame` reads back the new value and hit-testing uses it. What moves
/// over time is only what is drawn: the animator remembers, per view and property, where the drawing
/// starts and ends, and the compositor draws each frame with those in-between values swapped in
/// (`withPresentationValues`), then puts the model back. Frames come from `FrameTicker`, on the
/// application's clock, so a headless test steps an animation with `advance(by:)`.
///
/// Tracks hold their views weakly and are found by identity (`===`) among live views only; a view
/// that dies simply drops out of its animation (R-U1).
@MainActor
package final class ViewAnimator {
    /// `effectProgress`: how far a visual effect view has gone from its old effect to its new one.
    enum Property: CaseIterable { case center, bounds, transform, alpha, backgroundColor, effectProgress }

    enum Value {
        case point(CGPoint), rect(CGRect), transform(CGAffineTransform), scalar(CGFloat), color(UIColor?)
    }

    struct Track {
        weak var view: UIView?
        let property: Property
        let from: Value
        let to: Value
        /// A keyframe animation's stretches of this property, in time order (empty otherwise).
        var keyframes: [Keyframe] = []
        /// While a keyframe block records: the part of the animation its changes take.
        var window: KeyframeWindow?
        /// Each keyframe jumps to its end as it starts (`calculationModeDiscrete`).
        var discrete = false
    }

    /// The part of a keyframe animation's time an `addKeyframe` block takes, as fractions of it.
    struct KeyframeWindow: Equatable {
        let start: CGFloat
        let duration: CGFloat
        static let whole = KeyframeWindow(start: 0, duration: 1)
    }

    /// One stretch of a keyframe animation: a property goes from `from` to `to` within `window`.
    struct Keyframe {
        let window: KeyframeWindow
        let from: Value
        let to: Value
    }

    @MainActor final class Group {
        var tracks: [Track] = []
        let start: TimeInterval
        let delay: TimeInterval
        let duration: TimeInterval
        let options: UIView.AnimationOptions
        let timing: AnimationTiming
        var completion: (@MainActor (Bool) -> Void)?
        /// Where the group's views were drawn in the last frame damaged: the next frame redraws
        /// there too, or a view moving away would leave its old pixels behind.
        var lastFootprints: [DrawnFootprint] = []
        /// A property animator that drives this group (its time, pauses and scrubbing) instead of
        /// the clock.
        weak var driver: UIViewPropertyAnimator?
        /// Set for a block captured by an interactive transition: its delay and duration lie on
        /// the driver's timeline (the driver's fraction × its duration is the time elapsed).
        var followsDriverTimeline = false
        /// Set when the group only slides a scroll view's subviews by whole points: its frames
        /// move their pixels instead of redrawing them.
        var slide: SlideCopy?

        init(start: TimeInterval, delay: TimeInterval, duration: TimeInterval, options: UIView.AnimationOptions,
             timing: AnimationTiming? = nil, completion: (@MainActor (Bool) -> Void)?) {
            self.start = start
            self.delay = delay
            self.duration = duration
            self.options = options
            self.timing = timing ?? .curve(options.curve)
            self.completion = completion
        }

        /// Linear time, 0…1, at `now`.
        func fraction(at now: TimeInterval) -> CGFloat {
            if let driver, followsDriverTimeline {
                let elapsed = TimeInterval(driver.linearFraction(at: now)) * driver.duration
                guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
                return CGFloat(min(max((elapsed - delay) / duration, 0), 1))
            }
            if let driver { return driver.linearFraction(at: now) }
            guard duration > 0 else { return now >= start + delay ? 1 : 0 }
            return CGFloat(min(max((now - start - delay) / duration, 0), 1))
        }

        /// 0…1 along the timing curve at `now` (a spring overshoots 1 on the way).
        func progress(at now: TimeInterval) -> CGFloat {
            let linear = fraction(at: now)
            if let driver, driver.scrubsLinearly, driver.state == .active, !driver.isRunning { return linear }
            if let driver, let continuation = driver.continuation, driver.isRunning {
                // Continued with new timing: from the progress shown then to the end (or the start).
                let from = continuation.shownProgress(of: timing, duration: duration, scrubbedLinearly: driver.scrubsLinearly)
                let target: CGFloat = driver.isReversed ? 0 : 1
                let span = abs(target - continuation.linear)
                let t = span > 0 ? min(abs(linear - continuation.linear) / span, 1) : 1
                return from + (target - from) * continuation.timing.progress(t, duration: duration * (1 - Double(continuation.linear)))
            }
            return timing.progress(linear, duration: duration)
        }

        func isFinished(at now: TimeInterval) -> Bool {
            if let driver { return driver.isFinished(at: now) }
            return now >= start + delay + duration
        }
    }

    unowned let application: UIApplication
    private var groups: [Group] = []
    /// Changes made inside the current animations block, with the values before them.
    private var recording: [Track]?
    /// Set while `UIView.animateKeyframes` records: changes are kept per keyframe window.
    var recordsKeyframes = false
    /// The window of the `addKeyframe` block running now (nil: the whole animation).
    var keyframeWindow: KeyframeWindow?
    /// Keyframes jump to each stretch's end at its start (`calculationModeDiscrete`).
    var discreteKeyframes = false
    /// Set while an interactive transition starts its animator (`TransitionCapture`).
    var transitionCapture: TransitionCapture?
    /// Property animators from activation to their end, kept alive as UIKit keeps them: an app
    /// may start one and drop its reference, and an interaction may hold only its progress.
    private var activeDrivers: [UIViewPropertyAnimator] = []

    func driverBecameActive(_ driver: UIViewPropertyAnimator) {
        if !activeDrivers.contains(where: { $0 === driver }) { activeDrivers.append(driver) }
    }

    func driverBecameInactive(_ driver: UIViewPropertyAnimator) {
        activeDrivers.removeAll { $0 === driver }
    }

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Recording the block

    func animate(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming? = nil,
                 driver: UIViewPropertyAnimator? = nil, animations: () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        // A `CATransaction` completion around the block waits for it too (R-BR2).
        var completion = completion
        if let transactionDone = CATransaction.animationBegan() {
            let own = completion
            completion = { finished in
                own?(finished)
                transactionDone()
            }
        }
        let outer = recording
        recording = []
        animations()
        var changes = recording ?? []
        recording = outer
        if recordsKeyframes { changes = Self.mergedKeyframes(changes, discrete: discreteKeyframes) }
        let now = application.clock.now
        let group = Group(start: now, delay: max(0, delay.isFinite ? delay : 0), duration: max(0, duration.isFinite ? duration : 0),
                          options: options, timing: timing, completion: completion)
        group.driver = driver
        if driver == nil, let capture = transitionCapture {
            group.driver = capture.driver
            group.followsDriverTimeline = true
        }
        for change in changes {
            guard let view = change.view else { continue }
            // A property animated again: the old animation gives way (its completion says false).
            // With beginFromCurrentState the new one starts where the drawing is now.
            var from = change.from
            if let running = runningTrack(of: view, change.property) {
                if options.contains(.beginFromCurrentState) { from = interpolate(running.track, at: running.group.progress(at: now)) }
                remove(view, change.property)
            }
            // A keyframe track's first stretch starts where its drawing starts too.
            var keyframes = change.keyframes
            if let first = keyframes.first { keyframes[0] = Keyframe(window: first.window, from: from, to: first.to) }
            group.tracks.append(Track(view: view, property: change.property, from: from, to: change.to,
                                      keyframes: keyframes, discrete: change.discrete))
            if !options.contains(.allowUserInteraction) { view.animationsBlockingInteraction += 1 }
        }
        guard !group.tracks.isEmpty else {
            // Nothing to animate: the completion still comes, on the next turn, as in UIKit.
            if let completion { application.performOnNextTurn { completion(true) } }
            return
        }
        if group.driver == nil { group.slide = SlideCopy.make(for: group.tracks) }
        groups.append(group)
        damage(group)
        ensureTicking()
    }

    /// Frames come while any animation runs (a paused property animator needs none).
    func ensureTicking() {
        application.frameTicker.add(self) { [weak self] now in self?.frame(at: now) ?? false }
    }

    /// Called by the animatable setters: inside a block, the change is recorded for animation.
    func record(_ view: UIView, _ property: Property, from: Value, to: Value) {
        guard recording != nil else { return }
        // A keyframe animation keeps a change per keyframe window; any other block has no window.
        let window = recordsKeyframes ? keyframeWindow ?? .whole : nil
        if let index = recording!.firstIndex(where: { $0.view === view && $0.property == property && $0.window == window }) {
            // Set twice in one block (or keyframe): animate from the first old value to the last new one.
            recording![index] = Track(view: view, property: property, from: recording![index].from, to: to, window: window)
        } else {
            recording!.append(Track(view: view, property: property, from: from, to: to, window: window))
        }
    }

    /// Nothing is animating (UI tests wait for this, as XCUITest waits for an idle app).
    package var isIdle: Bool { groups.isEmpty }

    // MARK: Frames

    private func frame(at now: TimeInterval) -> Bool {
        var finished: [Group] = []
        for group in groups {
            group.tracks.removeAll { $0.view == nil }
            // A paused property animator's views stay where they are: nothing to redraw.
            if let driver = group.driver, !driver.isRunning { continue }
            damageFrame(of: group, at: now)
            if group.isFinished(at: now) { finished.append(group) }
        }
        // A property animator's groups stay until it has decided where it ends (a reversed run
        // ends at the start, whose values the model takes; one that pauses on completion stays).
        var drivers: [UIViewPropertyAnimator] = []
        for group in finished {
            if let driver = group.driver {
                if !drivers.contains(where: { $0 === driver }) { drivers.append(driver) }
                continue
            }
            groups.removeAll { $0 === group }
            end(group, finished: true)
        }
        for driver in drivers { driver.didFinishRunning() }
        return groups.contains { $0.driver?.isRunning ?? true }
    }

    // MARK: Property animators

    /// Redraws the views of `driver`'s animations (after a scrub or a pause).
    func redraw(_ driver: UIViewPropertyAnimator) {
        for group in groups where group.driver === driver { damage(group) }
    }

    /// Ends `driver`'s animations, with their model values set to where `position` says: their
    /// start, their end (already the model), or what is drawn now.
    func finish(_ driver: UIViewPropertyAnimator, at position: UIViewAnimatingPosition) {
        let now = application.clock.now
        let mine = groups.filter { $0.driver === driver }
        groups.removeAll { $0.driver === driver }
        UIView.performWithoutAnimation {
            for group in mine {
                let progress = group.progress(at: now)
                for track in group.tracks {
                    guard let view = track.view else { continue }
                    switch position {
                    case .start: Self.assign(view, track.property, track.from)
                    case .current: Self.assign(view, track.property, interpolate(track, at: progress))
                    case .end: break
                    }
                }
                end(group, finished: true)
            }
        }
    }

    /// Sets a model value through the public setter (damage, layout and all).
    private static func assign(_ view: UIView, _ property: Property, _ value: Value) {
        switch (property, value) {
        case (.center, .point(let p)): view.center = p
        case (.bounds, .rect(let r)): view.bounds = r
        case (.transform, .transform(let t)): view.transform = t
        case (.alpha, .scalar(let a)): view.alpha = a
        case (.backgroundColor, .color(let c)): view.backgroundColor = c
        default: break
        }
    }

    private func end(_ group: Group, finished: Bool) {
        for track in group.tracks where !group.options.contains(.allowUserInteraction) {
            track.view?.animationsBlockingInteraction -= 1
        }
        // A slide's last frame drew its views exactly where the model has them.
        if let slide = group.slide, finished, slide.drawnOffset == slide.displacement {} else { damage(group) }
        group.tracks.removeAll()
        if let completion = group.completion {
            group.completion = nil
            completion(finished)
        }
    }

    private func runningTrack(of view: UIView, _ property: Property) -> (group: Group, track: Track)? {
        for group in groups {
            if let track = group.tracks.first(where: { $0.view === view && $0.property == property }) { return (group, track) }
        }
        return nil
    }

    /// Drops the running animation of `property` on `view`; a group left empty ends, unfinished.
    private func remove(_ view: UIView, _ property: Property) {
        for group in groups {
            guard let index = group.tracks.firstIndex(where: { $0.view === view && $0.property == property }) else { continue }
            if !group.options.contains(.allowUserInteraction) { view.animationsBlockingInteraction -= 1 }
            group.tracks.remove(at: index)
            if group.tracks.isEmpty {
                // Where its views were drawn last is redrawn: no later frame of this group will.
                for footprint in group.lastFootprints { footprint.window?.addDamage(footprint.rect) }
                groups.removeAll { $0 === group }
                if let completion = group.completion {
                    group.completion = nil
                    application.performOnNextTurn { completion(false) }
                }
            }
        }
    }

    // MARK: Presentation

    /// Runs `body` (drawing) with every animated view showing its in-between values, then puts the
    /// model values back. Outside animations it just runs `body`.
    func withPresentationValues<T>(_ body: () -> T) -> T {
        guard !groups.isEmpty else { return body() }
        let now = application.clock.now
        var saved: [(UIView, Property, Value)] = []
        for group in groups {
            let progress = group.progress(at: now)
            let slideOffset = group.slide?.offset(at: progress)
            for track in group.tracks {
                guard let view = track.view else { continue }
                saved.append((view, track.property, Self.read(view, track.property)))
                if let slideOffset, track.property == .center, case .point(let from) = track.from {
                    Self.write(view, .center, .point(CGPoint(x: from.x + slideOffset.x, y: from.y + slideOffset.y)))
                } else {
                    Self.write(view, track.property, interpolate(track, at: progress))
                }
            }
        }
        defer { for (view, property, value) in saved.reversed() { Self.write(view, property, value) } }
        return body()
    }

    /// A rectangle of a window a view was drawn in.
    struct DrawnFootprint {
        weak var window: UIWindow?
        let rect: CGRect
    }

    /// One frame's damage for `group`: a slide's moved pixels when it can, else `damage(_:)`.
    private func damageFrame(of group: Group, at now: TimeInterval) {
        guard let slide = group.slide else { return damage(group) }
        let offset = slide.offset(at: group.progress(at: now))
        guard offset != slide.drawnOffset else { return }   // drawn where it was: nothing moved
        let views = group.tracks.compactMap(\.view)
        if let footprints = slide.noteFrame(views: views, offset: offset, lastFootprints: group.lastFootprints.map(\.rect),
                                            presentation: { withPresentationValues($0) }) {
            group.lastFootprints = zip(views, footprints).map { DrawnFootprint(window: $0.window, rect: $1) }
        } else {
            // From now on drawn as any animation is (its views at in-between points).
            group.slide = nil
            damage(group)
        }
    }

    /// Damages where the group's views are drawn now and where they were drawn the frame before.
    /// A view whose geometry a `GeometryDamageCoalescer` is following is left to it: the scope
    /// damages it once, if it is drawn somewhere else at its end.
    private func damage(_ group: Group) {
        for footprint in group.lastFootprints { footprint.window?.addDamage(footprint.rect) }
        let coalescer = GeometryDamageCoalescer.current
        group.lastFootprints = withPresentationValues {
            group.tracks.compactMap { track -> DrawnFootprint? in
                guard let view = track.view, let window = view.window else { return nil }
                let rect = view.damageFootprint()
                if coalescer?.hasNoted(view) != true { window.addDamage(rect) }
                return DrawnFootprint(window: window, rect: rect)
            }
        }
    }

    private func interpolate(_ track: Track, at p: CGFloat) -> Value {
        guard !track.keyframes.isEmpty else { return Self.interpolate(track.from, track.to, at: p) }
        // Before a stretch starts its property holds where the last one ended.
        var value = track.from
        for keyframe in track.keyframes {
            guard p > keyframe.window.start || (p >= 1 && keyframe.window.start >= 1) else { break }
            let local = keyframe.window.duration > 0 ? min(1, (p - keyframe.window.start) / keyframe.window.duration) : 1
            value = Self.interpolate(keyframe.from, keyframe.to, at: track.discrete ? 1 : local)
            if local < 1 { break }
        }
        return value
    }

    static func interpolate(_ from: Value, _ to: Value, at p: CGFloat) -> Value {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        switch (from, to) {
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(Self.interpolate(a, b, p))
        case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
        case (.color(let a), .color(let b)):
            // A missing colour is clear (UIKit animates to and from clear the same way).
            let x = a ?? UIColor(white: 0, alpha: 0), y = b ?? UIColor(white: 0, alpha: 0)
            if p >= 1 { return .color(b) }
            return .color(UIColor(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                                  alpha: mix(x.alpha, y.alpha)))
        default: return p >= 1 ? to : from
        }
    }

    /// Transforms interpolate as Core Animation's do: decomposed into scale, shear, rotation and
    /// translation, each interpolated (the angle the short way round), then put back together — so
    /// a quarter turn stays the same size all the way instead of shrinking through the middle.
    /// Degenerate transforms (no x scale) fall back to interpolating the components.
    static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ p: CGFloat) -> CGAffineTransform {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        guard let x = Decomposed(from), let y = Decomposed(to) else {
            return CGAffineTransform(a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c), d: mix(from.d, to.d),
                                     tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty))
        }
        var turn = y.angle - x.angle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        return Decomposed(scaleX: mix(x.scaleX, y.scaleX), scaleY: mix(x.scaleY, y.scaleY), shear: mix(x.shear, y.shear),
                          angle: x.angle + turn * p, tx: mix(x.tx, y.tx), ty: mix(x.ty, y.ty)).transform
    }

    /// M = R(angle) · [[scaleX, shear], [0, scaleY]], plus a translation (CoreGraphics' a b c d are
    /// the columns of M).
    struct Decomposed {
        var scaleX, scaleY, shear, angle, tx, ty: CGFloat

        init(scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.scaleX, self.scaleY, self.shear, self.angle, self.tx, self.ty) = (scaleX, scaleY, shear, angle, tx, ty)
        }

        init?(_ t: CGAffineTransform) {
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            guard sx > 1e-9, t.isFinite else { return nil }
            let angle = atan2(t.b, t.a)
            let cosine = cos(angle), sine = sin(angle)
            self.init(scaleX: sx, scaleY: -t.c * sine + t.d * cosine, shear: t.c * cosine + t.d * sine,
                      angle: angle, tx: t.tx, ty: t.ty)
        }

        var transform: CGAffineTransform {
            let cosine = cos(angle), sine = sin(angle)
            return CGAffineTransform(a: scaleX * cosine, b: scaleX * sine,
                                     c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine, tx: tx, ty: ty)
        }
    }

    /// The stored (model) value, read without side effects.
    static func read(_ view: UIView, _ property: Property) -> Value {
        switch property {
        case .center: return .point(view.storedCenter)
        case .bounds: return .rect(view.storedBounds)
        case .transform: return .transform(view.storedTransform)
        case .alpha: return .scalar(view.alpha)
        case .backgroundColor: return .color(view.backgroundColorStorage)
        case .effectProgress: return .scalar((view as? UIVisualEffectView)?.effectProgress ?? 1)
        }
    }

    /// Writes a stored value for drawing: caches that depend on geometry are invalidated, nothing is
    /// damaged, laid out or recorded.
    static func write(_ view: UIView, _ property: Property, _ value: Value) {
        switch (property, value) {
        case (.center, .point(let p)): view.storedCenter = p
        case (.bounds, .rect(let r)): view.storedBounds = r
        case (.transform, .transform(let t)): view.storedTransform = t
        case (.alpha, .scalar(let a)): view.alphaStorage = a
        case (.backgroundColor, .color(let c)): view.backgroundColorStorage = c
        case (.effectProgress, .scalar(let p)): (view as? UIVisualEffectView)?.effectProgress = p
        default: return
        }
        if property == .center || property == .bounds || property == .transform { view.invalidateSubtreeExtent() }
    }
}
