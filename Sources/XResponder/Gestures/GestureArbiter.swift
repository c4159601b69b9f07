import Foundation

/// Routes touches to gesture recognizers before views and arbitrates between recognizers.
///
/// The algorithm, in order (R-G1 … R-G6):
///
/// 1. **Collect.** When a touch begins, every enabled recognizer of its hit-test view and of each
///    ancestor up to the window receives it, deepest view first and, on one view, in the order the
///    recognizers were added — unless the delegate's `gestureRecognizer(_:shouldReceive:)` says no.
/// 2. **Deliver.** Each phase goes to the recognizers tracking the touch (in that same order) before
///    any view; failed, cancelled and ended recognizers get nothing until they reset.
/// 3. **Begin or recognize.** A recognizer moving to began or recognized is checked, and the first
///    check that says no decides: the delegate's and the views' `gestureRecognizerShouldBegin` (→
///    failed); recognizers it requires to fail that are still possible (→ it waits, and proceeds when
///    they fail, or fails when one of them recognizes); an active recognizer that may prevent it and
///    with which simultaneous recognition is not allowed by either delegate (→ failed). Otherwise the
///    transition happens, every other possible recognizer it may prevent fails, and with
///    `cancelsTouchesInView` its touches are cancelled in their view (`touch.view` becomes nil).
/// 4. **Hold.** A view's began is held while a recognizer with `delaysTouchesBegan` is possible, and
///    its ended while one with `delaysTouchesEnded` is; held phases are delivered when those
///    recognizers fail, and dropped (a cancel instead, if the view had the began) when one claims the
///    touch.
/// 5. **Actions and reset.** Actions go out on the next run-loop turn; a recognizer in a terminal
///    state resets on the turn after its last touch ended.
///
/// Every decision is traced with its reason when `EventTrace` is on.
@MainActor
final class GestureArbiter {
    /// The application owns this object and nothing else keeps it, so it never outlives the
    /// application: `unowned(unsafe)`, since a checked `unowned` reference costs an atomic retain
    /// and release at every use, several per touch (issue #9).
    unowned(unsafe) let application: UIApplication
    /// Recognizers involved in the current gestures, in the order they got their first touch.
    /// (The arbiter's and the dispatcher's hot state skips the runtime's exclusivity bookkeeping,
    /// as `UIView`'s geometry does: main-actor state that no access ever overlaps, read and
    /// mutated whole or through loops over a copy; issue #9 measured the checks per touch.)
    @exclusivity(unchecked) private var inPlay: [UIGestureRecognizer] = []
    /// Phases held back from a touch's view (R-G3), in the order they were first held. The entry
    /// retains its touch and is found by identity (`===`), never by address: a dead touch's address
    /// can come back as a new touch (R-U1).
    private struct Held {
        let touch: UITouch
        weak var window: UIWindow?
        var phases: [UITouch.Phase]
        let event: UIEvent
    }
    @exclusivity(unchecked) private var held: [Held] = []
    /// Hover recognizers that began, per window, to end when the pointer leaves their view.
    private var activeHovers: [Weak<UIGestureRecognizer>] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// An application let go mid-gesture never runs the resets it scheduled: its recognizers would
    /// keep their touches (a tap keeps where each began), each touch its view, and each view its
    /// recognizers — a cycle that outlives the application (R-U2). They reset here instead.
    isolated deinit {
        for recognizer in inPlay { recognizer.performReset() }
    }

    // MARK: Touches (stage 2 of the window pipeline)

    /// The phases in the order recognizers receive them within one dispatch.
    private static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Gives `touches` to the recognizers and returns those the views should get now.
    ///
    /// Written for a touch that costs no allocation beyond its own (issue #9): the usual dispatch —
    /// one touch, or touches all in one phase tracked by the same recognizers — passes `touches`
    /// itself on and shares one set among all recipients (`UIEvent.touchSet`); arrays are built
    /// only for the touches of a mixed dispatch.
    func route(_ touches: [UITouch], event: UIEvent, window: UIWindow) -> [UITouch] {
        for touch in touches where touch.phase == .began && !touch.recognizersCollected {
            collectRecognizers(for: touch)
        }
        // No recognizer in play and nothing held back (a click on a view without recognizers): every
        // touch with a view goes on, as `forViewsNow` would decide for each (issue #9).
        if inPlay.isEmpty, held.isEmpty {
            return touches.keeping { $0.view != nil }
        }
        if !inPlay.isEmpty {
            // Only the phases present are looked at: one touch is one phase.
            var present = 0
            for index in touches.indices { present |= 1 << Self.deliveryRank(of: touches[index].phase) }
            for (rank, phase) in Self.deliveryOrder.enumerated() where present & (1 << rank) != 0 {
                let inPhase = Self.touches(touches, deliveredAs: phase)
                if !inPhase.isEmpty { deliver(inPhase, as: phase, event: event) }
            }
            let candidates = inPlay   // a snapshot read by index, as in `didFail`
            for index in candidates.indices where candidates[index].isDueForReset {
                scheduleReset(candidates[index])
            }
        }
        let forViews = touches.keeping { forViewsNow($0, window: window, event: event) }
        if !held.isEmpty { resolveHeld() }
        return forViews
    }

    /// A phase's place in `deliveryOrder` (a stationary touch goes with the moved ones).
    private static func deliveryRank(of phase: UITouch.Phase) -> Int {
        switch phase {
        case .began: return 0
        case .moved, .stationary: return 1
        case .ended: return 2
        case .cancelled: return 3
        default: return 4   // region phases are hover's, never a touch's here
        }
    }

    /// The touches of `touches` that recognizers receive in `phase` (a stationary touch goes with the
    /// moved ones): `touches` itself when all of them do.
    private static func touches(_ touches: [UITouch], deliveredAs phase: UITouch.Phase) -> [UITouch] {
        touches.selecting { $0.phase == phase || (phase == .moved && $0.phase == .stationary) }
    }

    /// One phase to every recognizer in play that tracks some of `inPhase`. Decided recognizers get
    /// nothing more; their reset waits for the touches to end.
    private func deliver(_ inPhase: [UITouch], as phase: UITouch.Phase, event: UIEvent) {
        let candidates = inPlay   // a snapshot read by index, as in `didFail`
        for index in candidates.indices where candidates[index].isEnabled && !candidates[index].state.isTerminal {
            let recognizer = candidates[index]
            var tracked = 0
            for touch in inPhase where recognizer.isTracking(touch) { tracked += 1 }
            guard tracked > 0 else { continue }
            let set: Set<UITouch>
            if tracked == inPhase.count {
                set = event.touchSet(inPhase)
            } else {
                var mine: [UITouch] = []
                for touch in inPhase where recognizer.isTracking(touch) { mine.append(touch) }
                set = Set(mine)
            }
            application.runHandler {
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    /// Whether the views get this phase of `touch` now; false when a recognizer claimed the touch
    /// (or it hit nothing), or when the phase is held back (R-G3) — then it is held here.
    private func forViewsNow(_ touch: UITouch, window: UIWindow, event: UIEvent) -> Bool {
        if touch.view == nil { return false }
        if !held.isEmpty, let index = heldIndex(of: touch) {
            held[index].phases.append(touch.phase)
            return false
        }
        if touch.phase == .began, delaysBegan(touch) {
            hold(touch, phase: .began, window: window, event: event)
            return false
        }
        if touch.phase == .ended, delaysEnded(touch) {
            hold(touch, phase: .ended, window: window, event: event)
            return false
        }
        return true
    }

    /// Step 1: the recognizers of the touch's view and of each ancestor, deepest first.
    ///
    /// The walk holds the views it passes unretained (issues #9 and #50: a retain and a release per
    /// level, on a chain 32 deep every touch). That is safe because nothing runs between two steps
    /// except `collect(from:for:)` on a view that has recognizers, which retains that view while
    /// delegates run and reads where to go next before letting it go; every other view on the way
    /// is kept by its superview, and the first by the touch.
    private func collectRecognizers(for touch: UITouch) {
        touch.recognizersCollected = true
        guard let view = touch.view else { return }
        var next = Self.nearestWithRecognizers(from: Unmanaged.passUnretained(view))
        while let found = next {
            next = collect(from: found.takeUnretainedValue(), for: touch).flatMap(Self.nearestWithRecognizers)
        }
    }

    /// `start` or its nearest ancestor that has gesture recognizers; nil when none has. Nonisolated,
    /// reading the two fields it needs unretained: on the main actor the compiler retains each
    /// view it steps to, or checks the executor in a closure that would avoid it.
    private nonisolated static func nearestWithRecognizers(from start: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        var cursor = start
        while true {
            let step: (found: Bool, superview: Unmanaged<UIView>?) = cursor._withUnsafeGuaranteedRef { view in
                (!view.gestureRecognizerStorage.isEmpty, view.superviewReference)
            }
            if step.found { return cursor }
            guard let superview = step.superview else { return nil }
            cursor = superview
        }
    }

    /// Gives `touch` to the recognizers of `view` that accept it; returns `view`'s superview.
    private func collect(from view: UIView, for touch: UITouch) -> Unmanaged<UIView>? {
        for recognizer in view.gestureRecognizerStorage {
            // A failed recognizer whose touches all ended is reset before a new touch, not a
            // turn later: two clicks queued together (XTest, a busy loop) are both seen, as
            // they are when they come a turn apart. A failed one has no action left to send.
            if recognizer.resetScheduled, recognizer.state == .failed, !recognizer.hasLiveTouches {
                recognizer.performReset()
                removeFromPlay(recognizer)
            }
            guard recognizer.isEnabled, recognizer.receivesTouches, recognizer.allowedTouchTypes.contains(touch.type.rawValue),
                  recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed,
                  !recognizer.resetScheduled
            else { continue }
            if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                EventTrace.log("gesture \(recognizer.traceName): delegate hides \(touch.identifier)")
                continue
            }
            recognizer.trackedTouches.append(touch)
            if !inPlay.containsIdentical(recognizer) { inPlay.append(recognizer) }
        }
        return view.superviewReference
    }

    /// The recognizers receiving `touch` (`UITouch.gestureRecognizers`), in the order they joined.
    func recognizers(tracking touch: UITouch) -> [UIGestureRecognizer] {
        var tracking: [UIGestureRecognizer] = []
        for recognizer in inPlay where recognizer.isTracking(touch) { tracking.append(recognizer) }
        return tracking
    }

    private func removeFromPlay(_ recognizer: UIGestureRecognizer) {
        inPlay.removeIdentical(recognizer)
    }

    private func delaysBegan(_ touch: UITouch) -> Bool { isHeldBack(touch, ended: false) }

    private func delaysEnded(_ touch: UITouch) -> Bool { isHeldBack(touch, ended: true) }

    /// Whether an undecided recognizer tracking `touch` delays its began (or its ended). Every
    /// recognizer tracking a touch is in play (it joins when it collects the touch and leaves only
    /// when it resets, which empties its touches), so the strong list is searched rather than the
    /// touch's weak references, which cost a weak load each.
    private func isHeldBack(_ touch: UITouch, ended: Bool) -> Bool {
        for index in inPlay.indices {   // indexed reads: nothing here calls out, nothing is retained
            let delays = ended ? inPlay[index].delaysTouchesEnded : inPlay[index].delaysTouchesBegan
            if delays, inPlay[index].state == .possible, inPlay[index].isTracking(touch) { return true }
        }
        return false
    }

    private func heldIndex(of touch: UITouch) -> Int? {
        for index in held.indices where held[index].touch === touch { return index }
        return nil
    }

    private func dropHeld(_ touch: UITouch) {
        held.removeAll { $0.touch === touch }
    }

    private func hold(_ touch: UITouch, phase: UITouch.Phase, window: UIWindow, event: UIEvent) {
        held.append(Held(touch: touch, window: window, phases: [phase], event: event))
        EventTrace.log("touch \(touch.identifier) \(phase) held back from its view by a recognizer")
    }

    /// Delivers held phases whose recognizers have all decided, and drops those of claimed touches.
    private func resolveHeld() {
        var index = 0
        while index < held.count {
            let entry = held[index]
            let touch = entry.touch
            let claimed = touch.view == nil
            let stillDelayed = entry.phases.first == .began ? delaysBegan(touch) : delaysEnded(touch)
            guard claimed || !stillDelayed else {
                index += 1
                continue
            }
            held.remove(at: index)
            if claimed { continue }
            EventTrace.log("touch \(touch.identifier): delivering held \(entry.phases) late")
            entry.window?.deliverLate(touch, phases: entry.phases, event: entry.event)
        }
    }

    /// A touch XResponder cancelled (its view left the window, input was lost): its recognizers get
    /// `touchesCancelled`, and held phases for it are dropped.
    func touchWasCancelled(_ touch: UITouch, event: UIEvent) {
        dropHeld(touch)
        for recognizer in recognizers(tracking: touch) where !recognizer.state.isTerminal && recognizer.isEnabled {
            let set: Set<UITouch> = [touch]
            application.runHandler { recognizer.touchesCancelled(set, with: event) }
            scheduleResetIfDone(recognizer)
        }
        for recognizer in recognizers(tracking: touch) { scheduleResetIfDone(recognizer) }
        resolveHeld()
    }

    // MARK: State transitions

    /// Every `state` assignment lands here.
    static func requestTransition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        UIApplication.shared.gestureArbiter.transition(recognizer, to: newState)
    }

    private func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.state
        // A removed recognizer waits a turn for its reset (after its cancelled action); a timer that
        // fires in that turn (a long press's hold, a double tap's wait) must not begin or fail it.
        if recognizer.removedAwaitingReset {
            EventTrace.log("gesture \(recognizer.traceName): \(old) → \(newState) ignored, removed from its view")
            return
        }
        guard UIGestureRecognizer.isLegal(from: old, to: newState) else {
            EventTrace.log("gesture \(recognizer.traceName): illegal transition \(old) → \(newState) ignored")
            assertionFailure("illegal gesture recognizer transition \(old) → \(newState) in \(recognizer.traceName)")
            return
        }
        if old == .possible, newState == .began || newState == .ended {
            begin(recognizer, to: newState)
            return
        }
        recognizer.applyState(newState)
        if newState == .failed {
            didFail(recognizer)
        } else {
            scheduleActions(recognizer)
        }
        scheduleResetIfDone(recognizer)
        resolveHeld()
    }

    private func begin(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        if !inPlay.containsIdentical(recognizer) { inPlay.append(recognizer) }
        if let reason = refusal(for: recognizer) {
            fail(recognizer, because: reason)
            return
        }
        let requirements = inPlay.filter { other in other !== recognizer && requires(recognizer, toFail: other) }
        if let winner = requirements.first(where: { $0.state.isActive }) {
            fail(recognizer, because: "\(winner.traceName), which it requires to fail, recognized")
            return
        }
        if let blocker = requirements.first(where: { $0.state == .possible }) {
            recognizer.pendingTransition = newState
            EventTrace.log("gesture \(recognizer.traceName): waits for \(blocker.traceName) to fail")
            return
        }
        if let preventer = inPlay.first(where: { other in
            other !== recognizer && other.state.isActive && !other.resetScheduled && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other) && !simultaneous(recognizer, other)
        }) {
            fail(recognizer, because: "prevented by \(preventer.traceName)")
            return
        }
        recognizer.pendingTransition = nil
        recognizer.applyState(newState)
        scheduleActions(recognizer)
        for other in inPlay where other !== recognizer && other.state == .possible {
            if requires(other, toFail: recognizer) {
                fail(other, because: "\(recognizer.traceName), which it requires to fail, recognized")
            } else if recognizer.canPrevent(other), other.canBePrevented(by: recognizer), !simultaneous(recognizer, other) {
                fail(other, because: "prevented by \(recognizer.traceName)")
            }
        }
        if recognizer.cancelsTouchesInView { claimTouches(of: recognizer) }
        scheduleResetIfDone(recognizer)
        resolveHeld()
    }

    /// Why `recognizer` may not begin (R-G5, R-G6), or nil.
    private func refusal(for recognizer: UIGestureRecognizer) -> String? {
        if !recognizer.isEnabled { return "disabled" }
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "its delegate's gestureRecognizerShouldBegin said no"
        }
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            return "\(view.traceName).gestureRecognizerShouldBegin said no"
        }
        for touch in recognizer.trackedTouches {
            if let hitView = touch.view, hitView !== recognizer.view, !hitView.gestureRecognizerShouldBegin(recognizer) {
                return "the touched \(hitView.traceName) said no (gestureRecognizerShouldBegin)"
            }
        }
        return nil
    }

    /// R-G4: `a` waits for `b` to fail.
    private func requires(_ a: UIGestureRecognizer, toFail b: UIGestureRecognizer) -> Bool {
        a.failureRequirements.contains { $0.object === b }
            || a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    private func fail(_ recognizer: UIGestureRecognizer, because reason: String) {
        guard recognizer.state == .possible else { return }
        EventTrace.log("gesture \(recognizer.traceName) failed: \(reason)")
        recognizer.pendingTransition = nil
        recognizer.applyState(.failed)
        didFail(recognizer)
        scheduleResetIfDone(recognizer)
        resolveHeld()
    }

    /// Recognizers waiting for `failed` may now proceed.
    private func didFail(_ failed: UIGestureRecognizer) {
        // Over a snapshot, read by index: only a recognizer that is waiting is taken out (and
        // retained); `for waiting in inPlay where …` retained every one to test it.
        let candidates = inPlay
        for index in candidates.indices where candidates[index].state == .possible && candidates[index].pendingTransition != nil {
            let waiting = candidates[index]
            guard requires(waiting, toFail: failed) else { continue }
            let requirements = inPlay.filter { $0 !== waiting && requires(waiting, toFail: $0) }
            guard !requirements.contains(where: { $0.state == .possible }) else { continue }
            let target = waiting.pendingTransition!
            waiting.pendingTransition = nil
            begin(waiting, to: target)
        }
        resolveHeld()
    }

    /// R-G3 and R-T1: the recognizer claims its touches — their views get `touchesCancelled` and
    /// nothing more, and `touch.view` becomes nil. Ignored touches are left alone.
    private func claimTouches(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches where touch.view != nil {
            EventTrace.log("touch \(touch.identifier) claimed by \(recognizer.traceName): cancelled in \(touch.view?.traceName ?? "its view")")
            dropHeld(touch)
            touch.view = nil
            application.dispatcher.cancelInView(touch)
        }
    }

    /// A recognizer in play is named strongly by its next-turn work, one out of play (removed from
    /// its view) weakly, through a closure (see `TurnWork`).
    private func scheduleActions(_ recognizer: UIGestureRecognizer) {
        guard inPlay.containsIdentical(recognizer) else {
            application.performOnNextTurn { [weak recognizer] in recognizer?.sendActions() }
            return
        }
        application.scheduleForNextTurn(.sendActions(recognizer))
    }

    private func scheduleResetIfDone(_ recognizer: UIGestureRecognizer) {
        if recognizer.isDueForReset { scheduleReset(recognizer) }
    }

    /// Queues the reset of a recognizer that is due for one (`isDueForReset`).
    private func scheduleReset(_ recognizer: UIGestureRecognizer) {
        recognizer.resetScheduled = true
        guard inPlay.containsIdentical(recognizer) else {
            application.performOnNextTurn { [weak self, weak recognizer] in
                if let self, let recognizer { self.performScheduledReset(of: recognizer) }
            }
            return
        }
        application.scheduleForNextTurn(.reset(recognizer))
    }

    /// The turn after a recognizer finished (or was removed): back to possible and out of play,
    /// unless something reset it in between (`resetScheduled` is cleared by every reset).
    func performScheduledReset(of recognizer: UIGestureRecognizer) {
        guard recognizer.resetScheduled else { return }
        recognizer.performReset()
        removeFromPlay(recognizer)
    }

    /// Removing a recognizer mid-gesture cancels it when it had begun (R-U4). It leaves arbitration
    /// at once — it tracks no touch, holds back no phase, and is asked nothing more — but its reset
    /// waits for the next turn, after the cancelled action it was just sent: resetting now would
    /// hand that action `.possible`.
    static func recognizerWillBeRemoved(_ recognizer: UIGestureRecognizer) {
        let arbiter = UIApplication.shared.gestureArbiter
        // Out of play first, so that the work queued for it below (the cancelled action, the
        // reset) holds it weakly: nothing else of ours holds a removed recognizer.
        arbiter.removeFromPlay(recognizer)
        if recognizer.state == .began || recognizer.state == .changed {
            arbiter.transition(recognizer, to: .cancelled)
        }
        recognizer.trackedTouches.removeAll()
        recognizer.pendingTransition = nil
        recognizer.removedAwaitingReset = true
        // Out of play, so queued weakly; the cancel above queued it already when no touch was down.
        if !recognizer.resetScheduled { arbiter.scheduleReset(recognizer) }
        arbiter.resolveHeld()
    }

    // MARK: Scroll and hover (R-G7)

    /// Scroll events go to the innermost pan recognizer accepting scroll input under the pointer;
    /// hover events to hover recognizers. Views never see them.
    func routeLocated(_ event: UIEvent, window: UIWindow) {
        let hit = window.hitTestWithoutSideEffects(event.windowLocation)
        if event.type == .hover {
            for entry in activeHovers {
                guard let recognizer = entry.object, let view = recognizer.view, view.window === window else { continue }
                let inside = view.point(inside: view.convert(event.windowLocation, from: window), with: event)
                _ = recognizer.handleHover(event, inside: inside)
            }
            activeHovers.removeAll { $0.object == nil || !($0.object!.state == .began || $0.object!.state == .changed) }
        }
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizerStorage where recognizer.isEnabled {
                recognizer.lastLocationWindow = window
                if event.type == .scroll, recognizer.handleScroll(event) { return }
                if event.type == .hover, recognizer.state == .possible, recognizer.handleHover(event, inside: true) {
                    if !inPlay.containsIdentical(recognizer) { inPlay.append(recognizer) }
                    activeHovers.append(Weak(recognizer))
                }
            }
            view = current.superview
        }
    }

    // MARK: Presses (R-F2)

    /// Recognizers on the responder's view and its ancestors whose `allowedPressTypes` include the
    /// press see it before the responder.
    func routePresses(_ event: UIPressesEvent) {
        for press in event.livePresses {
            var view = (press.responder as? UIView) ?? (press.responder as? UIViewController)?.viewIfLoaded
            while let current = view {
                for recognizer in current.gestureRecognizerStorage
                where recognizer.isEnabled && recognizer.allowedPressTypes.contains(press.type.rawValue) {
                    if !press.gestureRecognizers.contains(where: { $0 === recognizer }) { press.gestureRecognizers.append(recognizer) }
                    let set: Set<UIPress> = [press]
                    application.runHandler {
                        switch press.phase {
                        case .began: recognizer.pressesBegan(set, with: event)
                        case .changed, .stationary: recognizer.pressesChanged(set, with: event)
                        case .ended: recognizer.pressesEnded(set, with: event)
                        case .cancelled: recognizer.pressesCancelled(set, with: event)
                        }
                    }
                }
                view = current.superview
            }
        }
    }
}

extension UIWindow {
    /// Hit-testing for scroll and hover, which are not touches (the trace stays quiet about it).
    func hitTestWithoutSideEffects(_ point: CGPoint) -> UIView? {
        let trace = EventTrace.shared
        let wasEnabled = trace.isEnabled
        trace.isEnabled = false
        defer { trace.isEnabled = wasEnabled }
        return hitTest(point, with: nil)
    }
}
