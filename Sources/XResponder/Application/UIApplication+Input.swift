import Foundation

// The application's side of the input pipeline: where platform backends and the headless input API
// hand in records, and the cancellation entry points windows use.

extension UIApplication {
    /// Appends a platform input record to the event queue (FIFO). Nothing is delivered until the
    /// queue is processed: by the run loop, or by ``processPendingInput()`` / ``runUntilIdle(limit:)``.
    public func enqueue(_ record: InputRecord) {
        dispatcher.enqueue(record)
    }

    /// Dispatches every queued record now, in order.
    public func processPendingInput() {
        dispatcher.drain()
    }

    /// Whether records are waiting in the queue.
    public var hasPendingInput: Bool { dispatcher.hasPendingInput }

    /// Whether input is waiting: records in the queue, or events the platform has not read yet.
    /// Idle-time work yields to it.
    var isInputWaiting: Bool { dispatcher.hasPendingInput || platformBackend?.hasUnreadInput == true }

    /// How many malformed records (a release without a press, a duplicate press, an unknown touch)
    /// were dropped since launch. They are also traced.
    public var droppedInputCount: Int { dispatcher.droppedRecordCount }

    /// The double-click (double-tap) interval in seconds; 0.4 by default (R-T3).
    public var doubleClickInterval: TimeInterval {
        get { dispatcher.doubleClickInterval }
        set { dispatcher.doubleClickInterval = newValue }
    }

    /// How far apart (in points) two presses may be and still count as a double click (R-T3).
    public var doubleClickDistance: CGFloat {
        get { dispatcher.doubleClickDistance }
        set { dispatcher.doubleClickDistance = newValue }
    }

    func cancelTouches(in window: UIWindow, reason: String) {
        dispatcher.cancelTouches(in: window, reason: reason)
    }

    func cancelTouches(inSubtree view: UIView, of window: UIWindow) {
        dispatcher.cancelTouches(inSubtree: view, of: window)
    }

    func deliverPressCancels(_ presses: [UIPress], in window: UIWindow, reason: String) {
        EventTrace.log("\(presses.count) press(es) cancelled in \(window.traceName): \(reason)")
        let event = UIPressesEvent(type: .presses, timestamp: clock.now)
        event.livePresses = presses
        dispatcher.cancelPresses(presses, event: event)
    }
}
