import Foundation
import XResponder

/// Drives an application with synthetic input and a manual clock, with no display: the way to test
/// your own views (and the way XResponder tests itself).
///
/// It builds the same `InputRecord` values the X11 backend produces and enqueues them, so
/// everything after the record — the queue, hit-testing, gesture recognizers, the responder chain —
/// is the production path. By default each call delivers at once; inside ``batch(_:)`` records pile
/// up and are delivered together, which is how tests produce coalesced motion and simultaneous
/// touches.
///
/// ```swift
/// let app = UIApplication.launch()
/// let input = HeadlessInput(application: app)
/// let touch = input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
/// input.moveTouch(touch, to: CGPoint(x: 40, y: 20))
/// input.endTouch(touch)
/// ```
@preconcurrency @MainActor
public final class HeadlessInput {
    /// A touch this simulator started; pass it back to move, end or cancel it.
    public struct Touch: Hashable, Sendable {
        public let identifier: TouchIdentifier
        public let windowNumber: Int?
        public let type: UITouch.TouchType
        public let buttonMask: UIEvent.ButtonMask
    }

    public let application: UIApplication
    /// The application's clock, replaced by a manual one when it was not manual already.
    public let clock: ManualClock
    /// Modifier keys reported with every record (set it to hold Shift while clicking, say).
    @exclusivity(unchecked) public var modifierFlags: UIKeyModifierFlags = []
    /// Marks every record as synthesized by another client (R-X6 tests).
    @exclusivity(unchecked) public var isSynthetic = false

    @exclusivity(unchecked) private var nextTouchID = 1
    @exclusivity(unchecked) private var batchDepth = 0

    public init(application: UIApplication = .shared) {
        self.application = application
        if let manual = application.clock as? ManualClock {
            clock = manual
        } else {
            clock = ManualClock(now: application.clock.now)
            application.clock = clock
        }
    }

    // MARK: Touches

    /// Puts a finger down at `point` in `window`'s coordinates (nil: screen coordinates, tried on
    /// windows front to back).
    @discardableResult
    public func beginTouch(at point: CGPoint, in window: UIWindow? = nil,
                           type: UITouch.TouchType = .direct) -> Touch {
        let touch = Touch(identifier: .direct(allocateTouchID()), windowNumber: window?.windowNumber,
                          type: type, buttonMask: [])
        send(touch, .began, point)
        return touch
    }

    /// Several fingers going down in the same event (R-T4).
    @discardableResult
    public func beginTouches(at points: [CGPoint], in window: UIWindow? = nil) -> [Touch] {
        var touches: [Touch] = []
        batch {
            for point in points { touches.append(beginTouch(at: point, in: window)) }
        }
        return touches
    }

    public func moveTouch(_ touch: Touch, to point: CGPoint) { send(touch, .moved, point) }
    public func endTouch(_ touch: Touch, at point: CGPoint? = nil) { send(touch, .ended, point) }
    public func cancelTouch(_ touch: Touch) { send(touch, .cancelled, nil) }

    /// Presses a mouse button at `point` (a pointer touch, `.indirectPointer`, R-X1).
    @discardableResult
    public func mouseDown(at point: CGPoint, in window: UIWindow? = nil,
                          button: UIEvent.ButtonMask = .primary, device: Int = 0) -> Touch {
        let touch = Touch(identifier: .pointer(device), windowNumber: window?.windowNumber,
                          type: .indirectPointer, buttonMask: button)
        send(touch, .began, point)
        return touch
    }

    /// A finger down and up at `point`, `tapCount` times in quick succession (within the double-click
    /// interval), so the last touch reports that `tapCount`.
    public func tap(at point: CGPoint, in window: UIWindow? = nil, tapCount: Int = 1, type: UITouch.TouchType = .direct) {
        for index in 0..<max(1, tapCount) {
            if index > 0 { advance(by: 0.05) }
            let touch = type == .indirectPointer ? mouseDown(at: point, in: window) : beginTouch(at: point, in: window, type: type)
            endTouch(touch, at: point)
        }
    }

    /// A press, `steps` moves along a straight line, and a release.
    public func drag(from start: CGPoint, to end: CGPoint, in window: UIWindow? = nil, steps: Int = 4) {
        let touch = beginTouch(at: start, in: window)
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        endTouch(touch, at: end)
    }

    // MARK: Keys

    public func keyDown(_ key: UIKey, isRepeat: Bool = false, in window: UIWindow? = nil) {
        enqueue(.key(.init(isDown: true, isRepeat: isRepeat, key: key)), window: window)
    }

    public func keyUp(_ key: UIKey, in window: UIWindow? = nil) {
        enqueue(.key(.init(isDown: false, key: key)), window: window)
    }

    /// A key down and up.
    public func pressKey(_ key: UIKey, in window: UIWindow? = nil) {
        keyDown(key, in: window)
        keyUp(key, in: window)
    }

    /// Presses and releases one key per character of `text` (ASCII letters, digits, space and common
    /// punctuation get their US-layout HID usage; other characters are sent with no usage, as an
    /// input method would commit them).
    public func typeText(_ text: String, in window: UIWindow? = nil) {
        for character in text {
            pressKey(UIKey.forCharacter(character, modifiers: modifierFlags), in: window)
        }
    }

    /// An input method's preedit, as the X11 backend reports it: `text` shown as marked text with
    /// the caret `caret` UTF-16 units into it (nil: at its end); "" ends the composition.
    public func preedit(_ text: String, caret: Int? = nil, in window: UIWindow? = nil) {
        enqueue(.preedit(text: text, caret: caret ?? text.utf16.count), window: window)
    }

    // MARK: Other events

    /// A scroll of `delta` points (positive y scrolls down) at `point`.
    public func scroll(by delta: CGPoint, at point: CGPoint, in window: UIWindow? = nil) {
        enqueue(.scroll(location: point, delta: delta), window: window)
    }

    /// The pointer moving with no button held.
    public func hover(at point: CGPoint, in window: UIWindow? = nil) {
        enqueue(.hover(location: point), window: window)
    }

    /// A media key or other remote-control command (R-F3).
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        enqueue(.remoteControl(subtype), window: nil)
    }

    /// A shake: motion began, then ended.
    public func shake() {
        enqueue(.motion(.motionShake, phase: .began), window: nil)
        enqueue(.motion(.motionShake, phase: .ended), window: nil)
    }

    /// Input taken away from `window` (nil: all windows), as when X focus or a grab is lost.
    public func loseInput(in window: UIWindow? = nil, reason: String = "input lost") {
        enqueue(.inputLost(reason: reason), window: window)
    }

    // MARK: Window manager (R-AS4)

    /// The window gains or loses the keyboard focus, as X11's FocusIn and FocusOut say: its scene
    /// (and the application) becomes active or inactive.
    public func setFocus(_ focused: Bool, of window: UIWindow) {
        if focused, !window.isKeyWindow { window.makeKey() }
        window.hasPlatformFocus = focused
    }

    /// The window manager iconifies (or restores) the window: its scene enters the background (or
    /// the foreground), as an unmap the app did not ask for does on X11.
    public func setIconified(_ iconified: Bool, of window: UIWindow) {
        window.isIconified = iconified
    }

    /// The user resizes the window, as an X11 ConfigureNotify says: the root view controller hears
    /// `viewWillTransition(to:with:)`, the window takes the size and lays out, and the
    /// coordinator's blocks run.
    public func resize(_ window: UIWindow, to size: CGSize) {
        window.resizeFromPlatform(to: CGRect(origin: window.frame.origin, size: size))
    }

    // MARK: Desktop settings

    /// The desktop's text scale changes (GNOME's "Large Text" is 1.25), as XSETTINGS'
    /// Gdk/UnscaledDPI says on X11: the application's content size category becomes the nearest
    /// one, Dynamic Type labels grow, views hear `traitCollectionDidChange(_:)` and
    /// `UIContentSizeCategory.didChangeNotification` is posted (R-BR3).
    public func setTextScale(_ scale: Double) {
        application.textScaleDidChange(to: scale)
        if batchDepth == 0 { finishTurn() }
    }

    // MARK: Time and delivery

    /// Moves the manual clock forward (firing due timers) and runs everything that became ready.
    public func advance(by seconds: TimeInterval) {
        clock.advance(by: seconds)
        if batchDepth == 0 { finishTurn() }
    }

    /// Processes queued input and next-turn work until nothing is left, then lays out the visible
    /// windows, as a turn of the run loop does before it draws: a burst of keys relays a text view
    /// out once, there (R-U8), and what layout does (scrolling the caret into view) is done when
    /// this returns.
    public func runUntilIdle() {
        finishTurn()
    }

    private func finishTurn() {
        application.runUntilIdle()
        application.layOutVisibleWindows()
    }

    /// Queues every record produced inside `body` and delivers them together afterwards, so that
    /// moves coalesce (R-T6) and simultaneous begins share one event (R-T4).
    public func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0 { finishTurn() }
    }

    /// Enqueues a raw record (for malformed-stream tests and custom devices).
    public func send(_ record: InputRecord) {
        application.enqueue(record)
        if batchDepth == 0 { finishTurn() }
    }

    // MARK: Helpers

    private func allocateTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    /// Where each touch that is down was last, for a move or an end given no point. A short list
    /// searched from the end, not a dictionary: a few fingers are down at most, and hashing the
    /// identifier three times a touch was a thirtieth of the dispatch benchmark (issue #50).
    @exclusivity(unchecked) private var lastLocations: [(identifier: TouchIdentifier, location: CGPoint)] = []

    private func send(_ touch: Touch, _ phase: InputRecord.Phase, _ point: CGPoint?) {
        var index = lastLocations.count - 1
        while index >= 0, lastLocations[index].identifier != touch.identifier { index -= 1 }
        let location = point ?? (index >= 0 ? lastLocations[index].location : .zero)
        if phase == .ended || phase == .cancelled {
            if index >= 0 { lastLocations.remove(at: index) }
        } else if index >= 0 {
            lastLocations[index].location = location
        } else {
            lastLocations.append((touch.identifier, location))
        }
        let change = InputRecord.TouchChange(identifier: touch.identifier, phase: phase, location: location,
                                             type: touch.type, buttonMask: touch.buttonMask)
        send(InputRecord(.touch(change), timestamp: clock.now, windowNumber: touch.windowNumber,
                         modifierFlags: modifierFlags, isSynthetic: isSynthetic))
    }

    private func enqueue(_ kind: InputRecord.Kind, window: UIWindow?) {
        send(InputRecord(kind, timestamp: clock.now, windowNumber: window?.windowNumber,
                         modifierFlags: modifierFlags, isSynthetic: isSynthetic))
    }
}

extension UIKey {
    /// The key a US keyboard would press for `character`.
    public static func forCharacter(_ character: Character, modifiers: UIKeyModifierFlags = []) -> UIKey {
        let text = String(character)
        let lower = text.lowercased()
        var flags = modifiers
        var usage = UIKeyboardHIDUsage.keyboardErrorUndefined
        if let scalar = lower.unicodeScalars.first, lower.unicodeScalars.count == 1 {
            switch scalar {
            case "a"..."z":
                usage = UIKeyboardHIDUsage(rawValue: 4 + Int(scalar.value - 97))
                if text != lower { flags.insert(.shift) }
            case "1"..."9": usage = UIKeyboardHIDUsage(rawValue: 30 + Int(scalar.value - 49))
            case "0": usage = .keyboard0
            case " ": usage = .keyboardSpacebar
            case "\n", "\r": usage = .keyboardReturnOrEnter
            case "\t": usage = .keyboardTab
            case "-": usage = .keyboardHyphen
            case "=": usage = .keyboardEqualSign
            case ",": usage = .keyboardComma
            case ".": usage = .keyboardPeriod
            case "/": usage = .keyboardSlash
            case ";": usage = .keyboardSemicolon
            case "'": usage = .keyboardQuote
            default: break
            }
        }
        return UIKey(characters: text, charactersIgnoringModifiers: lower, modifierFlags: flags, keyCode: usage)
    }
}
