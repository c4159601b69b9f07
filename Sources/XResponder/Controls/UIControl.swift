import Foundation

/// A view that tracks touches and sends actions for control events (SPEC §6, R-C1, R-F4).
///
/// Tracking, like UIKit: `touchDown` (plus `touchDownRepeat` when `tapCount > 1`), then
/// `touchDragInside`/`touchDragOutside` on each move with `touchDragEnter`/`touchDragExit` when the
/// touch crosses the boundary, then `touchUpInside` or `touchUpOutside`, or `touchCancel`. "Inside"
/// is the bounds grown by 70 points on each side, UIKit's tracking slop, so a finger that drifts a
/// little still counts. A disabled control ignores touches (they go up the chain instead).
///
/// Actions: closures (`addAction(_:for:)`), typed targets held weakly (`addTarget(_:action:for:)`
/// with a `Selector`), and nil targets, which travel the responder chain from the first responder
/// (R-F4).
@preconcurrency @MainActor
open class UIControl: UIView {
    // Accessibility (R-A11Y1): a disabled control says so; a selected one too.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// The events a control sends to its targets (`addTarget(_:action:for:)`), with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (normal, highlighted, disabled, selected, focused): what per-state titles and images are keyed by.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// iOS 14: a tap shows the control's menu (a button's `menu`) instead of sending its actions.
    open var showsMenuAsPrimaryAction = false
    /// The interaction showing the control's menu, made when it gets one (iOS 14).
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction?.recognizer.isEnabled ?? false }
        set { contextMenuInteraction?.recognizer.isEnabled = newValue }
    }

    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking { cancelCurrentTracking(with: nil) }
            setNeedsDisplay()
        }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Where a control places its content across (buttons: title and image); centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// How a control's content sits across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    /// How a control's content sits down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// How far outside the bounds a tracked touch still counts as inside (UIKit's slop).
    static let trackingSlop: CGFloat = 70

    private weak var trackedTouch: UITouch?

    // MARK: Tracking hooks

    /// Return false to refuse tracking this touch.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Return false to stop tracking (no more drag events, and no touch-up event).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        isTouchInside = isInsideForTracking(touch)
        let wasTracking = isTracking
        isHighlighted = false
        isTracking = false
        trackedTouch = nil
        endTracking(touch, with: event)
        if wasTracking {
            let upInside: Event = sendsPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
            sendActions(for: isTouchInside ? upInside : .touchUpOutside, event: event)
        }
        isTouchInside = false
    }

    /// Whether a tap is the control's primary action (buttons); a text field's is Return.
    var sendsPrimaryActionOnTouchUp: Bool { true }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        cancelCurrentTracking(with: event)
    }

    private func cancelCurrentTracking(with event: UIEvent?) {
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        trackedTouch = nil
        cancelTracking(with: event)
        sendActions(for: .touchCancel, event: event)
    }

    private func isInsideForTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        return bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(point)
    }

    // MARK: Targets and actions

    private struct Entry {
        weak var target: AnyObject?
        let hadTarget: Bool
        let selector: Selector?
        let action: UIAction?
        let events: Event
    }
    private var entries: [Entry] = []

    /// Adds a target-action pair. The target is held weakly; nil sends the action up the responder
    /// chain (R-F4), and so does a target that is not an object (`ActionTarget` says when that
    /// happens). Once a non-nil target is released its actions are dropped, not rerouted.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = ActionTarget.object(target)
        guard !entries.contains(where: { $0.target === object && $0.selector == action && $0.events == controlEvents }) else { return }
        entries.append(Entry(target: object, hadTarget: object != nil, selector: action, action: nil, events: controlEvents))
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = ActionTarget.object(target)
        entries.removeAll { entry in
            entry.selector != nil && (object == nil || entry.target === object)
                && (action == nil || entry.selector == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        entries.append(Entry(target: nil, hadTarget: false, selector: nil, action: action, events: controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        entries.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        entries.removeAll { $0.action?.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// The live targets (nil targets are represented by `NSNull`-like absence: not included).
    public var allTargets: [AnyObject] { entries.compactMap(\.target) }

    /// The control events some action is registered for.
    public var allControlEvents: Event { entries.reduce(into: []) { $0.formUnion($1.events) } }

    /// Sends one action message; the default goes through `UIApplication.sendAction`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends every action registered for any of `controlEvents`, in the order they were added.
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, event: nil)
    }

    func sendActions(for controlEvents: Event, event: UIEvent?) {
        entries.removeAll { $0.hadTarget && $0.target == nil }
        EventTrace.log("\(traceName) control events \(controlEvents.rawValue)")
        for entry in entries where !entry.events.isDisjoint(with: controlEvents) {
            if let action = entry.action {
                sendAction(action)
            } else if let selector = entry.selector {
                sendAction(selector, to: entry.target, for: event)
            }
        }
    }

    // MARK: Controls win (R-G6)

    /// UIKit lets a control's own single-tap-style action win over a tap recognizer on an ancestor:
    /// such recognizers are refused while the touch is on the control. Recognizers attached to the
    /// control itself are allowed. Subclasses with another primary gesture (the slider) override.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, isEnabled, wantsToWinSingleTaps else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        if let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Buttons, switches, steppers, segmented and page controls win single taps (UIKit's list).
    open var wantsToWinSingleTaps: Bool { false }
}
