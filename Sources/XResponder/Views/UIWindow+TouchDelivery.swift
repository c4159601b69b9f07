import Foundation

// The touch pipeline of a window, top to bottom, like a recipe (R-D1, R-T1 … R-T7):
//
//   1. the application may be ignoring interaction events (R-D5): nothing reaches a view;
//   2. gesture recognizers see the touches first (R-G1, R-G3): GestureArbiter.route;
//   3. began: each new touch goes to its hit-test view, unless multipleTouch/exclusiveTouch rules
//      keep it away (R-T5); touches that began together on one view arrive in one call (R-T4);
//   4. moved, ended, cancelled: only to the view that received the touch's began, at most one end;
//   5. cancels caused by handlers (a view removed mid-touch) are delivered after each handler
//      returns, never re-entrantly (R-T7) — `UIApplication.runHandler` does that.
//
// Controls track their touches in their own `touches*` overrides, like UIKit; nothing here is
// special for them.

extension UIWindow {
    func deliverTouches(of event: UIEvent) {
        let application = UIApplication.shared
        let touches = event.changedTouches.selecting { $0.window === self }
        guard !touches.isEmpty else { return }

        // 1. Ignoring interaction events: no touch reaches any view.
        if application.isIgnoringInteractionEvents {
            EventTrace.log("touches dropped: application is ignoring interaction events")
            return
        }

        // A touch never changes the first responder by itself (R-F6): a field stays first
        // responder when a label or a plain view is tapped, as in UIKit; apps call
        // `endEditing(_:)`, and a scroll view's `keyboardDismissMode` decides what a drag does.

        // 2. Gesture recognizers first (R-G1, R-G3): they receive every touch, may claim touches
        //    (cancelling them in their views) and may hold began/ended back. See GestureArbiter.
        let forViews = application.gestureArbiter.route(touches, event: event, window: self)

        // 3. Began.
        deliverBegan(forViews.selecting { $0.phase == .began }, event)

        // 4. Moved, ended, cancelled — only to the view that has the touch.
        deliverToRecipients(forViews.selecting { $0.phase == .moved || $0.phase == .stationary }, event, phase: .moved)
        deliverToRecipients(forViews.selecting { $0.phase == .ended }, event, phase: .ended)
        deliverToRecipients(forViews.selecting { $0.phase == .cancelled }, event, phase: .cancelled)

        // 5. What waited for the whole delivery (a tapped text field taking the focus).
        let waiting = afterTouchDelivery
        afterTouchDelivery = []
        for work in waiting { application.runHandler(work) }
    }

    /// Calls `body` once per view with that view's touches, in the order the views first appear;
    /// touches whose `view(for:)` is nil are skipped. One view (the usual case) gets `touches` itself.
    private static func forEachGroup(of touches: [UITouch], by viewFor: (UITouch) -> UIView?,
                                     _ body: (UIView, [UITouch]) -> Void) {
        if let first = touches.first, let view = viewFor(first) {
            var allOnOneView = true
            for touch in touches.dropFirst() where viewFor(touch) !== view { allOnOneView = false; break }
            if allOnOneView {
                body(view, touches)
                return
            }
        }
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in touches {
            guard let view = viewFor(touch) else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups { body(group.view, group.touches) }
    }

    private func deliverBegan(_ touches: [UITouch], _ event: UIEvent) {
        guard !touches.isEmpty else { return }
        // One touch (a click, a tap — the usual case): decided and delivered at once, with no
        // grouping; nothing runs between the decision and the call (issue #9).
        if touches.count == 1 {
            if let view = viewTakingBegan(of: touches[0], alreadyGranted: []) { sendBegan(touches, to: view, event) }
            return
        }
        // Decide every touch first (R-T5), then group per view in began order (R-T4). Nothing is
        // marked as delivered until its call, so a handler that removes a later group's view leaves
        // that view with no began and no cancel.
        var grantedViews: [UIView] = []   // views granted a touch in this batch, for R-T5
        let granted = touches.keeping { touch in
            guard let view = viewTakingBegan(of: touch, alreadyGranted: grantedViews) else { return false }
            grantedViews.append(view)
            return true
        }
        Self.forEachGroup(of: granted, by: { $0.view }) { view, group in
            // An earlier group's handler may have moved things: look again.
            let live = group.selecting { $0.deliveryState == .notDelivered && $0.view === view }
            guard !live.isEmpty, view.isIn(self) else { return }
            sendBegan(live, to: view, event)
        }
    }

    /// The view `touch`'s began goes to, or nil when it goes nowhere: already delivered, its view
    /// left this window, or multipleTouch/exclusiveTouch keep it away (R-T5).
    private func viewTakingBegan(of touch: UITouch, alreadyGranted: [UIView]) -> UIView? {
        guard touch.deliveryState == .notDelivered, let view = touch.view, view.isIn(self) else { return nil }
        guard mayDeliverBegan(to: view, alreadyGranted: alreadyGranted) else {
            EventTrace.log("touchesBegan withheld from \(view.traceName) (multipleTouch/exclusiveTouch)")
            return nil
        }
        return view
    }

    /// `touchesBegan` to `view` with `live`, which are now tracked by it.
    private func sendBegan(_ live: [UITouch], to view: UIView, _ event: UIEvent) {
        for touch in live {
            touch.recipient = view
            touch.deliveryState = .tracking
        }
        EventTrace.log("touchesBegan → \(view.traceName) (\(live.count) touch\(live.count == 1 ? "" : "es"))")
        let set = event.touchSet(live)
        UIApplication.shared.runHandler { view.touchesBegan(set, with: event) }
    }

    /// Delivers phases a gesture recognizer held back, now that it failed (R-G3): the began (if
    /// held), then a move, then the end.
    func deliverLate(_ touch: UITouch, phases: [UITouch.Phase], event: UIEvent) {
        if phases.first == .began, touch.deliveryState == .notDelivered {
            deliverBegan([touch], event)
        }
        if phases.contains(where: { $0 == .moved || $0 == .stationary }) {
            deliverToRecipients([touch], event, phase: .moved)
        }
        if let last = phases.last, last == .ended || last == .cancelled {
            deliverToRecipients([touch], event, phase: last)
        }
    }

    /// R-T5: `isMultipleTouchEnabled == false` lets a view track one touch at a time;
    /// `isExclusiveTouch` keeps every other view of the window out while it tracks, and the reverse.
    /// `alreadyGranted`: views given a touch earlier in this batch, which count as tracking.
    private func mayDeliverBegan(to view: UIView, alreadyGranted: [UIView]) -> Bool {
        func allows(_ other: UIView) -> Bool {
            if other === view { return view.isMultipleTouchEnabled }
            return !view.isExclusiveTouch && !other.isExclusiveTouch
        }
        for touch in UIApplication.shared.dispatcher.touchesEvent.liveTouches
        where touch.window === self && touch.deliveryState == .tracking {
            if let other = touch.recipient, !allows(other) { return false }
        }
        for other in alreadyGranted where !allows(other) { return false }
        return true
    }

    private func deliverToRecipients(_ touches: [UITouch], _ event: UIEvent, phase: UITouch.Phase) {
        guard !touches.isEmpty else { return }
        var tracking = touches.selecting { $0.deliveryState == .tracking }
        if tracking.containsTouch(where: { $0.recipient == nil }) {
            for touch in tracking where touch.recipient == nil {
                touch.deliveryState = .finished   // the view was released: nobody to tell
            }
            tracking = tracking.selecting { $0.recipient != nil }
        }
        let application = UIApplication.shared
        Self.forEachGroup(of: tracking, by: { $0.recipient }) { view, group in
            let live = group.selecting { $0.deliveryState == .tracking }
            guard !live.isEmpty else { return }
            let set = event.touchSet(live)
            switch phase {
            case .ended, .cancelled:
                for touch in live { touch.deliveryState = .finished }
                EventTrace.log("touches\(phase == .ended ? "Ended" : "Cancelled") → \(view.traceName)")
                application.runHandler {
                    if phase == .ended {
                        view.touchesEnded(set, with: event)
                    } else {
                        view.touchesCancelled(set, with: event)
                    }
                }
            default:
                // Moves reach a view only while it is still in this window (R-D6).
                guard view.isIn(self) else { return }
                EventTrace.log("touchesMoved → \(view.traceName)")
                application.runHandler { view.touchesMoved(set, with: event) }
            }
        }
    }

    // MARK: Presses, motion, remote control (R-F2, R-F3)

    func deliverPresses(of event: UIPressesEvent) {
        let application = UIApplication.shared
        // Gesture recognizers that allow the press type see it before the responder (R-F2).
        application.gestureArbiter.routePresses(event)
        for press in event.livePresses where press.window === self {
            guard let responder = press.responder else { continue }
            // Key commands come before the press is delivered, as in UIKit (R-DT1).
            if KeyCommandDispatch.handle(press, from: responder, event: event) { continue }
            let set: Set<UIPress> = [press]
            EventTrace.log("presses\(press.phase) → \(responder.traceName)")
            application.runHandler {
                switch press.phase {
                case .began: responder.pressesBegan(set, with: event)
                case .changed, .stationary: responder.pressesChanged(set, with: event)
                case .ended: responder.pressesEnded(set, with: event)
                case .cancelled: responder.pressesCancelled(set, with: event)
                }
            }
        }
    }

    /// Motion and remote-control events go to the first responder, else to the window (R-F3).
    func deliverToFirstResponder(_ event: UIEvent) {
        let responder: UIResponder = firstResponderStorage ?? self
        EventTrace.log("\(event.type) \(event.subtype) → \(responder.traceName)")
        UIApplication.shared.runHandler {
            switch (event.type, event.subtype) {
            case (.remoteControl, _): responder.remoteControlReceived(with: event)
            case (.motion, _) where event.motionPhase == .began: responder.motionBegan(event.subtype, with: event)
            case (.motion, _) where event.motionPhase == .ended: responder.motionEnded(event.subtype, with: event)
            case (.motion, _): responder.motionCancelled(event.subtype, with: event)
            default: break
            }
        }
    }

    /// Scroll and hover events go only to gesture recognizers (R-G7): pan with scroll types, hover.
    /// Views never see them in their `touches*` methods.
    func deliverToGestureRecognizersOnly(_ event: UIEvent) {
        guard !UIApplication.shared.isIgnoringInteractionEvents else { return }
        UIApplication.shared.gestureArbiter.routeLocated(event, window: self)
    }

    /// Cancels the presses of this window that match `filter` (R-F2: every began gets an end).
    func cancelPresses(reason: String, where filter: (UIPress) -> Bool = { _ in true }) {
        let cancelled = livePresses.filter { filter($0.value) }
        guard !cancelled.isEmpty else { return }
        for key in cancelled.keys { livePresses[key] = nil }
        UIApplication.shared.deliverPressCancels(Array(cancelled.values), in: self, reason: reason)
    }
}
