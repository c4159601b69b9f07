import Foundation

/// Turns queued input records into events and hands them to `UIApplication.sendEvent(_:)`.
///
/// It owns the touch registry (one `UITouch` per finger or pointer, R-T2), hit-tests each new touch
/// exactly once (R-H5, R-T1), counts taps (R-T3), and delivers cancellations (R-T7). Malformed input
/// is survived and traced, never trusted:
/// - a move or release for a touch that never began (or already ended) is dropped;
/// - a second press for a touch that is already down is dropped (the first touch goes on);
/// - a key release without a press is dropped;
/// - any number of simultaneous touches is accepted (tests use 32).
@MainActor
final class InputDispatcher {
    /// The application owns this object and nothing else keeps it, so it never outlives the
    /// application: `unowned(unsafe)`, since a checked `unowned` reference costs an atomic retain
    /// and release at every use, several per touch (issue #9).
    unowned(unsafe) let application: UIApplication

    @exclusivity(unchecked) private var queue = InputQueue()
    /// The one touches event of the application, updated for every dispatch (as UIKit does). Its
    /// live touches are the touch registry: one `UITouch` per identifier that is down (R-T2).
    let touchesEvent = UIEvent(type: .touches, timestamp: 0)
    /// Touches cancelled by XResponder whose records keep coming until the platform ends them,
    /// with the number of the window they were in. Entries go when the platform ends the touch,
    /// or when it says it ended every touch of that window (`touchesEndedByPlatform`, R-U5).
    @exclusivity(unchecked) private var swallowed: [TouchIdentifier: Int?] = [:]
    @exclusivity(unchecked) private var lastPress: PressMemory?
    @exclusivity(unchecked) private var pendingTouchCancels: [UITouch] = []
    @exclusivity(unchecked) private var pendingPressCancels: [(press: UIPress, event: UIPressesEvent)] = []
    /// Touches cancelled for good whose gesture recognizers have not been told yet.
    @exclusivity(unchecked) private var pendingRecognizerCancels: [UITouch] = []
    @exclusivity(unchecked) private var handlerDepth = 0
    @exclusivity(unchecked) private var isDraining = false

    /// Two presses count as a double tap within this interval (seconds) and distance (points) (R-T3).
    /// UIKit's double-click time and distance; the desktop's settings replace them (R-DT3).
    static let defaultDoubleClickInterval: TimeInterval = 0.4
    static let defaultDoubleClickDistance: CGFloat = 5
    var doubleClickInterval: TimeInterval = defaultDoubleClickInterval
    var doubleClickDistance: CGFloat = defaultDoubleClickDistance
    /// How many records were dropped as malformed (unknown touch, duplicate press, …).
    private(set) var droppedRecordCount = 0

    private struct PressMemory {
        /// The window's number, not the window: numbers are never reused, and a weak reference
        /// here cost a weak load and a side-table retain per press (issue #9).
        var windowNumber: Int?
        var location: CGPoint
        var time: TimeInterval
        var count: Int
        var buttonMask: UIEvent.ButtonMask
    }

    init(application: UIApplication) {
        self.application = application
    }

    var hasPendingInput: Bool { !queue.isEmpty }

    func enqueue(_ record: InputRecord) {
        queue.append(record)
    }

    /// Dispatches every queued record in order. Re-entrant calls (a handler spinning the queue) return
    /// at once: the outer loop goes on in order. Returns whether anything was dispatched.
    @discardableResult
    func drain() -> Bool {
        guard !isDraining else { return false }
        isDraining = true
        defer { isDraining = false }
        flushPendingCancels()
        var dispatched = false
        while let batch = queue.nextBatch() {
            dispatched = true
            switch batch {
            case .touches(let entries): dispatchTouches(entries)
            case .other(let record): dispatch(record)
            }
        }
        return dispatched
    }

    private func dispatch(_ first: InputRecord) {
        switch first.kind {
        case .touch:
            break   // the queue hands touch records out as touch batches (dispatchTouches)
        case .key(let change):
            dispatchKey(change, record: first)
        case .scroll(let location, let delta):
            dispatchLocated(.scroll, record: first, location: location, delta: delta)
        case .hover(let location):
            dispatchLocated(.hover, record: first, location: location, delta: .zero)
        case .remoteControl(let subtype):
            guard application.isReceivingRemoteControlEvents else {
                EventTrace.log("remote control \(subtype) dropped: not receiving remote control events")
                return
            }
            let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: first.timestamp)
            event.isSynthetic = first.isSynthetic
            send(event)
        case .motion(let subtype, let phase):
            let event = UIEvent(type: .motion, subtype: subtype, timestamp: first.timestamp)
            event.motionPhase = phase
            event.isSynthetic = first.isSynthetic
            send(event)
        case .preedit(let text, let caret):
            let window = first.windowNumber.flatMap { application.window(numbered: $0) } ?? application.keyWindow
            guard let input = window?.firstResponderStorage as? UITextInput else {
                EventTrace.log("preedit dropped: the first responder takes no text")
                return
            }
            runHandler {
                input.setMarkedText(text.isEmpty ? nil : text,
                                    selectedRange: NSRange(location: min(max(0, caret), text.utf16.count), length: 0))
            }
        case .inputLost(let reason):
            loseInput(in: first.windowNumber, reason: reason)
        case .touchesEndedByPlatform(let reason):
            loseInput(in: first.windowNumber, reason: reason)
            // The platform will not end these touches: stop waiting for their records, or the next
            // press would be taken for a second press of a touch that is still down.
            swallowed = swallowed.filter { _, window in first.windowNumber != nil && window != first.windowNumber }
        }
    }

    private func loseInput(in windowNumber: Int?, reason: String) {
        let windows = windowNumber.flatMap { application.window(numbered: $0) }.map { [$0] } ?? application.windows
        for window in windows {
            cancelTouches(in: window, reason: reason)
            window.cancelPresses(reason: reason)
        }
    }

    private func send(_ event: UIEvent) {
        EventTrace.log("sendEvent \(event)")
        runHandler { application.sendEvent(event) }
    }

    // MARK: Touches

    /// The storage of the last dispatch's changed touches, kept for the next one.
    @exclusivity(unchecked) private var changedTouchesStorage: [UITouch] = []

    private func dispatchTouches(_ batch: ArraySlice<InputQueue.Entry>) {
        var changed: [UITouch] = []
        swap(&changed, &changedTouchesStorage)
        defer {
            changed.removeAllKeepingStorage()
            changedTouchesStorage = changed
        }
        // A storm of moves is one touch's records in a row: the touch found for the previous
        // record is reused without searching the live touches again (issue #9, motion intake).
        var lastTouch: UITouch?
        var lastTouchWindowNumber: Int?
        for entry in batch {
            guard case .touch(let record) = entry else { continue }
            let change = record.change
            switch change.phase {
            case .began:
                lastTouch = nil
                if let touch = beginTouch(record) { changed.append(touch) }
            case .moved, .ended, .cancelled:
                let touch: UITouch
                let timestamp = record.timestamp
                if let last = lastTouch, last.identifier == change.identifier, change.phase == .moved {
                    touch = last   // the storm's common case: the same touch again
                } else {
                    if !swallowed.isEmpty, swallowed.keys.contains(change.identifier) {
                        // Cancelled by XResponder earlier: ignore until the platform ends the touch.
                        if change.phase != .moved { swallowed[change.identifier] = nil }
                        continue
                    }
                    guard let found = liveTouch(for: change.identifier) else {
                        drop("\(change.phase) for \(change.identifier), which is not down")
                        continue
                    }
                    touch = found
                    if !changed.containsIdentical(touch) {
                        touch.previousWindowLocation = touch.windowLocation
                        touch.pendingSamples.removeAll(keepingCapacity: true)
                        // The batch bounds this touch's samples: one allocation for a storm.
                        if change.phase == .moved { touch.pendingSamples.reserveCapacity(batch.count) }
                        changed.append(touch)
                    }
                    lastTouch = touch
                    lastTouchWindowNumber = touch.window?.windowNumber
                }
                let previous = touch.windowLocation
                // A record in the touch's own window needs no conversion; its number is remembered
                // rather than read from the touch's window for every move.
                let inTouchWindow = lastTouchWindowNumber != nil && record.windowNumber == lastTouchWindowNumber
                touch.windowLocation = inTouchWindow ? change.location : locationInTouchWindow(change.location, record: record, touch: touch)
                touch.timestamp = timestamp
                touch.phase = change.phase == .moved ? .moved : (change.phase == .ended ? .ended : .cancelled)
                if change.phase == .moved {
                    touch.pendingSamples.append(.init(location: touch.windowLocation, previousLocation: previous,
                                                      timestamp: timestamp))
                }
            }
        }
        guard !changed.isEmpty, case .touch(let last)? = batch.last else { return }

        let event = touchesEvent
        event.timestamp = last.timestamp
        event.modifierFlags = last.modifierFlags
        event.isSynthetic = last.isSynthetic
        var buttons: UIEvent.ButtonMask = []
        for touch in event.liveTouches { buttons.formUnion(touch.buttonMask) }
        event.buttonMask = buttons
        event.changedTouches = changed
        send(event)
        event.changedTouches = []

        for touch in changed {
            touch.pendingSamples.removeAll()
            if touch.phase == .ended || touch.phase == .cancelled { forget(touch) }
        }
    }

    private func beginTouch(_ record: InputQueue.TouchRecord) -> UITouch? {
        let change = record.change
        if liveTouch(for: change.identifier) != nil || (!swallowed.isEmpty && swallowed.keys.contains(change.identifier)) {
            drop("second press for \(change.identifier), which is already down")
            return nil
        }
        if let popup = application.activePopup,
           popup.closesForTouch(beganIn: record.windowNumber, at: change.location) {
            // R-DT1: the click that closes a menu goes no further; its later records are swallowed.
            swallowed[change.identifier] = .some(record.windowNumber)
            EventTrace.log("touch began \(change.identifier) outside the open popup: it closed the popup")
            return nil
        }
        let (window, location, view) = hitTestNewTouch(record)
        let tapCount = countTaps(window: window, location: location, time: record.timestamp, buttons: change.buttonMask)
        let touch = UITouch(identifier: change.identifier, type: change.type, phase: .began,
                            timestamp: record.timestamp, windowLocation: location, tapCount: tapCount,
                            buttonMask: change.buttonMask)
        // The touch takes the window and view over: `consume` moves the hit-test's references in
        // instead of retaining them for the touch and releasing the locals (a window's retain and
        // release take the slow path). The trace reads them back from the touch.
        touch.window = consume window
        touch.view = consume view
        touchesEvent.liveTouches.append(touch)
        EventTrace.log("touch began \(change.identifier) in \(touch.window?.traceName ?? "no window") → hit-test view \(touch.view?.traceName ?? "nil"), tapCount \(tapCount)")
        return touch
    }

    /// R-H7 and R-H5: a record that names its window is hit-tested there (the X server already chose
    /// the window); a record in screen coordinates tries the visible windows front to back, and a
    /// window whose `hitTest` answers nil lets the touch fall through. Each window's `hitTest` runs
    /// once for the touch.
    private func hitTestNewTouch(_ record: InputQueue.TouchRecord) -> (UIWindow?, CGPoint, UIView?) {
        let change = record.change
        if let number = record.windowNumber {
            guard let window = application.window(numbered: number), !window.isHidden else {
                return (nil, change.location, nil)
            }
            // Hit-test first, then hand the window on: its last use moves it into the result
            // instead of retaining it again (a window's retain and release take the slow path).
            let view = window.hitTest(change.location, with: touchesEvent)
            return (window, change.location, view)
        }
        for window in application.windowsFrontToBack {
            let point = window.convertFromScreen(change.location)
            if let view = window.hitTest(point, with: touchesEvent) { return (window, point, view) }
        }
        return (nil, change.location, nil)
    }

    private func locationInTouchWindow(_ location: CGPoint, record: InputQueue.TouchRecord, touch: UITouch) -> CGPoint {
        // The common case: the record is in the touch's own window (X reports a grabbed pointer
        // relative to the grab window). No window lookup needed.
        if let window = touch.window, let number = record.windowNumber, window.windowNumber == number {
            return location
        }
        let recordWindow = record.windowNumber.flatMap { application.window(numbered: $0) }
        if let window = touch.window, recordWindow !== window {
            // The record is in screen coordinates or in another window's: go through the screen.
            let screenPoint = recordWindow.map { $0.convertToScreen(location) } ?? location
            return window.convertFromScreen(screenPoint)
        }
        return location
    }

    /// R-T3: a press within the double-click time and distance of the previous press, in the same
    /// window with the same buttons, counts one more tap.
    private func countTaps(window: UIWindow?, location: CGPoint, time: TimeInterval, buttons: UIEvent.ButtonMask) -> Int {
        var count = 1
        if let last = lastPress, last.windowNumber == window?.windowNumber, last.buttonMask == buttons,
           time - last.time <= doubleClickInterval, time >= last.time,
           last.location.distance(to: location) <= doubleClickDistance {
            count = last.count + 1
        }
        lastPress = PressMemory(windowNumber: window?.windowNumber, location: location, time: time, count: count,
                                buttonMask: buttons)
        return count
    }

    /// The live touch with `identifier`. A scan, not a table: as many touches are down as fingers
    /// (a storm of one touch's moves does not even get here, see `dispatchTouches`), and hashing an
    /// identifier costs more than comparing a few (issue #9).
    private func liveTouch(for identifier: TouchIdentifier) -> UITouch? {
        for touch in touchesEvent.liveTouches where touch.identifier == identifier { return touch }
        return nil
    }

    private func forget(_ touch: UITouch) {
        touchesEvent.liveTouches.removeIdentical(touch)
        touchesEvent.forgetTouchSet()
    }

    private func drop(_ why: String) {
        droppedRecordCount += 1
        EventTrace.log("input dropped: \(why)")
    }

    // MARK: Cancellation (R-T7)

    func cancelTouches(in window: UIWindow, reason: String) {
        for touch in touchesEvent.liveTouches where touch.window === window {
            cancel(touch, reason: reason)
        }
    }

    func cancelTouches(inSubtree root: UIView, of window: UIWindow) {
        for touch in touchesEvent.liveTouches where touch.window === window {
            let hitInside = touch.view.map { $0.isDescendant(of: root) } ?? false
            let recipientInside = touch.recipient.map { $0.isDescendant(of: root) } ?? false
            if hitInside || recipientInside { cancel(touch, reason: "\(root.traceName) left \(window.traceName)") }
        }
    }

    /// Ends `touch` for good: its view gets `touchesCancelled` once (after the running handler
    /// returns), and the platform's later records for it are swallowed.
    func cancel(_ touch: UITouch, reason: String) {
        guard touchesEvent.liveTouches.containsIdentical(touch) else { return }
        // A touch whose release is being delivered now (a view removed by its own touchesEnded, a
        // button's action closing its panel) ends with this event: the platform sends nothing
        // more for it, so nothing may be swallowed — a mouse's next press would be dropped as
        // "already down" — and its view is not told twice.
        guard touch.phase != .ended else {
            EventTrace.log("touch \(touch.identifier) ends now; not cancelled (\(reason))")
            return
        }
        EventTrace.log("touch \(touch.identifier) cancelled: \(reason)")
        forget(touch)
        swallowed[touch.identifier] = .some(touch.window?.windowNumber)
        touch.phase = .cancelled
        if touch.deliveryState == .tracking {
            pendingTouchCancels.append(touch)
        } else {
            touch.deliveryState = .finished
        }
        if touch.recognizersCollected { pendingRecognizerCancels.append(touch) }
        if handlerDepth == 0 { flushPendingCancels() }
    }

    /// Cancels `touch` in its view only: the view gets `touchesCancelled` once (after the running
    /// handler returns) and nothing more, while the touch goes on for gesture recognizers (R-G3).
    func cancelInView(_ touch: UITouch) {
        if touch.deliveryState == .tracking {
            pendingTouchCancels.append(touch)
        } else {
            touch.deliveryState = .finished
        }
        if handlerDepth == 0 { flushPendingCancels() }
    }

    func cancelPresses(_ presses: [UIPress], event: UIPressesEvent) {
        for press in presses { pendingPressCancels.append((press, event)) }
        if handlerDepth == 0 { flushPendingCancels() }
    }

    /// Runs an event handler; cancels it causes wait until it returns (R-T7).
    func runHandler(_ body: () -> Void) {
        handlerDepth += 1
        body()
        handlerDepth -= 1
        if handlerDepth == 0 { flushPendingCancels() }
    }

    private func flushPendingCancels() {
        guard handlerDepth == 0,
              !pendingTouchCancels.isEmpty || !pendingRecognizerCancels.isEmpty || !pendingPressCancels.isEmpty else { return }
        while let touch = pendingTouchCancels.first {
            pendingTouchCancels.removeFirst()
            guard touch.deliveryState == .tracking else { continue }
            touch.deliveryState = .finished
            guard let view = touch.recipient else { continue }
            // Touches cancelled together for the same view arrive in one call.
            var group: Set<UITouch> = [touch]
            pendingTouchCancels.removeAll { other in
                guard other.recipient === view, other.deliveryState == .tracking else { return false }
                other.deliveryState = .finished
                group.insert(other)
                return true
            }
            EventTrace.log("touchesCancelled → \(view.traceName)")
            runHandler { view.touchesCancelled(group, with: touchesEvent) }
        }
        while !pendingRecognizerCancels.isEmpty {
            let touch = pendingRecognizerCancels.removeFirst()
            application.gestureArbiter.touchWasCancelled(touch, event: touchesEvent)
        }
        while let (press, event) = pendingPressCancels.first {
            pendingPressCancels.removeFirst()
            guard press.phase != .ended, press.phase != .cancelled, let responder = press.responder else { continue }
            press.phase = .cancelled
            EventTrace.log("pressesCancelled → \(responder.traceName)")
            runHandler { responder.pressesCancelled([press], with: event) }
        }
    }

    // MARK: Keys (R-F2)

    private func dispatchKey(_ change: InputRecord.KeyChange, record: InputRecord) {
        let window = record.windowNumber.flatMap { application.window(numbered: $0) } ?? application.keyWindow
        // Only the key window receives key events.
        guard let window, window === application.keyWindow else {
            drop("key \(change.key.keyCode) outside the key window")
            return
        }
        let code = change.key.keyCode.rawValue
        let press: UIPress
        if change.isDown {
            if let existing = window.livePresses[code] {
                // Auto-repeat (or a second down): the press changes, it does not begin again.
                press = existing
                press.phase = .changed
            } else {
                press = UIPress(key: change.key, type: UIPress.PressType(keyCode: change.key.keyCode),
                                phase: .began, timestamp: record.timestamp)
                press.window = window
                press.responder = window.firstResponderStorage ?? window
                window.livePresses[code] = press
            }
        } else {
            guard let existing = window.livePresses.removeValue(forKey: code) else {
                drop("key release for \(change.key.keyCode), which is not down")
                return
            }
            press = existing
            press.phase = .ended
        }
        press.timestamp = record.timestamp
        let event = UIPressesEvent(type: .presses, timestamp: record.timestamp)
        event.modifierFlags = change.key.modifierFlags
        event.isSynthetic = record.isSynthetic
        event.livePresses = [press]
        send(event)
    }

    // MARK: Scroll and hover

    private func dispatchLocated(_ type: UIEvent.EventType, record: InputRecord, location: CGPoint, delta: CGPoint) {
        var window: UIWindow?
        var point = location
        if let number = record.windowNumber {
            window = application.window(numbered: number)
        } else if let front = application.windowsFrontToBack.first(where: {
            $0.point(inside: $0.convertFromScreen(location), with: nil)
        }) {
            window = front
            point = front.convertFromScreen(location)
        }
        guard let window, !window.isHidden else { return }
        let event = UIEvent(type: type, timestamp: record.timestamp)
        event.locationWindow = window
        event.windowLocation = point
        event.scrollDelta = delta
        event.modifierFlags = record.modifierFlags
        event.isSynthetic = record.isSynthetic
        send(event)
        if type == .hover { runHandler { window.pointerMoved(to: point, modifiers: record.modifierFlags) } }
    }
}

extension UIPress.PressType {
    /// Arrow keys, Return (select), Escape (menu) and Page Up/Down have UIKit press types; every
    /// other key is `.keyboard`.
    init(keyCode: UIKeyboardHIDUsage) {
        switch keyCode {
        case .keyboardUpArrow: self = .upArrow
        case .keyboardDownArrow: self = .downArrow
        case .keyboardLeftArrow: self = .leftArrow
        case .keyboardRightArrow: self = .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: self = .select
        case .keyboardEscape: self = .menu
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        default: self = .keyboard
        }
    }
}
