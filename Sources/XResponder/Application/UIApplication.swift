import Foundation

/// The application: owner of the event queue, the windows and the clock, and the last responder in
/// every chain before its delegate (R-D2).
///
/// Subclass it and override `sendEvent(_:)` to observe or filter every event before any window sees
/// it (R-D1, the seeds' `DPApplication`); install the subclass with `UIApplicationMain(_:_:_:_:)`
/// or ``UIApplication/launch(_:delegate:clock:)``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// A key of the launch options dictionary handed to the delegate's `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The running application, created on first use when nothing launched one.
    public static var shared: UIApplication {
        if let current { return current }
        let application = UIApplication()
        current = application
        return application
    }

    static var current: UIApplication?
    /// The running application if there is one, without making one.
    static var sharedIfExists: UIApplication? { current }

    /// Which way the interface reads; leading and trailing constraints follow it (R-AL1).
    /// Left to right unless the application sets it (XResponder does not read the locale).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    private static var windowCounter = 0

    static func nextWindowNumber() -> Int {
        windowCounter += 1
        return windowCounter
    }

    public required override init() {
        clock = SystemClock()
        super.init()
        dispatcher = InputDispatcher(application: self)
    }

    /// The delegate; `UIApplicationMain` keeps it alive for the life of the application.
    @exclusivity(unchecked) public var delegate: UIApplicationDelegate?

    /// Connected scenes and open sessions (R-AS4, UIApplication+Scenes.swift).
    let sceneRegistry = SceneRegistry()

    /// Writes UserDefaults after work, in the background and at termination (Linux Foundation
    /// does not on its own).
    let defaultsFlusher = UserDefaultsFlusher()

    /// Where `canOpenURL` and `open` look for the application that opens a URL, and the
    /// environment xdg-open runs in (tests point both at folders of their own). Made on first
    /// use: it copies the environment, which launching does not need.
    lazy var urlHandlers = URLHandlers()

    /// Event timestamps, gesture timers and "next run-loop turn" work all use this clock. Read every
    /// turn, set by tests before they run: no run-time exclusivity checks (issue #9).
    @exclusivity(unchecked) public var clock: ApplicationClock

    /// The input pipeline: queue, touch tracking, cancellation (see `InputDispatcher.swift`).
    @exclusivity(unchecked) var dispatcher: InputDispatcher!

    /// Gesture recognizer routing and arbitration (see `GestureArbiter.swift`).
    lazy var gestureArbiter = GestureArbiter(application: self)
    /// Animation frames on `clock` (scroll views; see FrameTicker).
    lazy var frameTicker = FrameTicker(application: self)
    /// `UIView.animate`'s engine; nil until the first animation.
    var viewAnimatorStorage: ViewAnimator?
    package var viewAnimator: ViewAnimator {
        if let viewAnimatorStorage { return viewAnimatorStorage }
        let animator = ViewAnimator(application: self)
        viewAnimatorStorage = animator
        return animator
    }

    /// Core Animation's engine (`CALayer.add(_:forKey:)`); nil until the first layer animation.
    package var layerAnimationEngineStorage: LayerAnimationEngine?
    var layerAnimationEngine: LayerAnimationEngine {
        if let layerAnimationEngineStorage { return layerAnimationEngineStorage }
        let engine = LayerAnimationEngine(application: self)
        layerAnimationEngineStorage = engine
        return engine
    }

    // MARK: Windows

    @exclusivity(unchecked) private var registeredWindows: [WeakWindow] = []
    /// Visible windows stay alive while they are on screen, as an X window would.
    private var visibleWindows: [UIWindow] = []
    private var orderCounter = 0
    weak var keyWindowStorage: UIWindow?
    /// The popup that closes on an outside click (a context menu), while one is up. The
    /// application owns it: it goes when the popup closes (R-DT1).
    var activePopup: ModalPopup?
    /// The drag this application is carrying, until it ends (R-DT2).
    var currentDrag: DragSession?
    /// Where drags that leave our windows go (X11: XDND); set by the platform backend, which owns it.
    weak var externalDrag: ExternalDragPlatform?

    /// Every live window, back to front.
    public var windows: [UIWindow] {
        registeredWindows.compactMap(\.window).sorted(by: UIApplication.isBehind)
    }

    /// The window that receives key presses.
    public var keyWindow: UIWindow? { keyWindowStorage }

    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        registeredWindows.append(WeakWindow(window: window))
    }

    /// Puts `window` in front of the others of its level (R-H7).
    func orderFront(_ window: UIWindow) {
        orderCounter += 1
        window.orderStamp = orderCounter
        if !window.isHidden, !visibleWindows.contains(where: { $0 === window }) { visibleWindows.append(window) }
    }

    func windowDidHide(_ window: UIWindow) {
        visibleWindows.removeAll { $0 === window }
    }

    /// Visible windows, front to back: higher level first, then the most recently ordered front.
    var windowsFrontToBack: [UIWindow] {
        visibleWindows.filter { !$0.isHidden }.sorted { UIApplication.isBehind($1, $0) }
    }

    func window(numbered number: Int) -> UIWindow? {
        // A loop: a main-actor closure costs an actor check per call, and this runs per press. Read
        // by index: copying an entry copies its weak reference, a side-table retain and release.
        for index in registeredWindows.indices {
            if let window = registeredWindows[index].window, window.windowNumber == number { return window }
        }
        return nil
    }

    private static func isBehind(_ lhs: UIWindow, _ rhs: UIWindow) -> Bool {
        if lhs.windowLevel != rhs.windowLevel { return lhs.windowLevel < rhs.windowLevel }
        return lhs.orderStamp < rhs.orderStamp
    }

    // MARK: Event entry point (R-D1)

    /// Dispatches an event taken from the queue: touch events to the windows their touches are in,
    /// everything else to the key window. Override to observe every event (call `super`) or to drop
    /// some (don't call `super` for those).
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // The usual case, every touch in one window, needs no list of windows.
            if let window = event.changedTouches.first?.window, !event.changedTouches.containsTouch(where: { $0.window !== window }) {
                window.sendEvent(event)
                return
            }
            var targets: [UIWindow] = []
            for touch in event.changedTouches {
                if let window = touch.window, !targets.contains(where: { $0 === window }) { targets.append(window) }
            }
            for window in targets { window.sendEvent(event) }
        case .scroll, .hover, .transform:
            event.locationWindow?.sendEvent(event)
        case .presses:
            let windows = (event as? UIPressesEvent)?.livePresses.compactMap(\.window) ?? []
            var targets: [UIWindow] = []
            for window in windows where !targets.contains(where: { $0 === window }) { targets.append(window) }
            for window in targets { window.sendEvent(event) }
        case .motion, .remoteControl:
            if let keyWindow {
                keyWindow.sendEvent(event)
            } else {
                // No key window: the application itself is the only responder left.
                runHandler {
                    if event.type == .remoteControl { remoteControlReceived(with: event) }
                    else if event.motionPhase == .began { motionBegan(event.subtype, with: event) }
                    else if event.motionPhase == .ended { motionEnded(event.subtype, with: event) }
                    else { motionCancelled(event.subtype, with: event) }
                }
            }
        }
    }

    // MARK: Interaction (R-D5)

    @exclusivity(unchecked) private var ignoringCount = 0

    /// True between `beginIgnoringInteractionEvents()` and the matching end.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Stops touches from reaching any view; calls nest. Live touches are cancelled so that every
    /// view that saw a began also sees its cancel (R-T7).
    public func beginIgnoringInteractionEvents() {
        ignoringCount += 1
        if ignoringCount == 1 {
            for window in windows { cancelTouches(in: window, reason: "ignoring interaction events") }
        }
    }

    public func endIgnoringInteractionEvents() {
        ignoringCount = max(0, ignoringCount - 1)
    }

    // MARK: Remote control (R-F3)

    public private(set) var isReceivingRemoteControlEvents = false

    public func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }
    public func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    // MARK: Responder chain

    /// The delegate, when it is a responder that is not a view, view controller or application
    /// (R-D2); otherwise the chain ends here.
    /// The main menu is the application's to build first, then its delegate's (R-DA1): UIKit's
    /// standard menus are already in `builder`; the delegate, when it is a responder, changes them.
    open override func buildMenu(with builder: UIMenuBuilder) {
        (delegate as? UIResponder)?.buildMenu(with: builder)
    }

    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
              !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
        else { return nil }
        return responder
    }

    // MARK: Run loop hooks

    @exclusivity(unchecked) private var turnWork = TurnWorkQueue()
    @exclusivity(unchecked) private var turnScheduled = false

    /// Runs `work` on the next run-loop turn: after the current event has been handled completely.
    public func performOnNextTurn(_ work: @escaping @MainActor () -> Void) {
        scheduleForNextTurn(.closure(work))
    }

    /// Queues `work` for the next turn; gesture actions and resets use it directly (R-G2).
    func scheduleForNextTurn(_ work: TurnWork) {
        turnWork.append(work)
        // Cheapest test first: the clock's type is a dynamic cast, asked only of a running loop.
        guard !turnScheduled, isRunning, clock is SystemClock else { return }
        turnScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { _ = self.runTurnWork() } }
    }

    /// True while `run()` drives a run loop.
    @exclusivity(unchecked) public internal(set) var isRunning = false
    var stopRequested = false
    var backendStorage: PlatformBackend?

    /// Runs the work queued for this turn (not work queued by that work: that waits a turn).
    /// Returns whether anything ran.
    @discardableResult
    func runTurnWork() -> Bool {
        turnScheduled = false
        guard !turnWork.isEmpty else { return false }
        var work = turnWork.takeAll()
        for item in work {
            switch item {
            case .closure(let body):
                runHandler { body() }
            case .sendActions(let recognizer):
                runHandler { recognizer.sendActions() }
            case .reset(let recognizer):
                runHandler { gestureArbiter.performScheduledReset(of: recognizer) }
            }
        }
        turnWork.recycle(&work)
        return true
    }

    /// Lays out the visible windows, as a platform's turn does before it draws: the end of a
    /// headless turn (the headless loop, `HeadlessInput`). A text view scrolls its caret into
    /// view there, once for a burst of keys (R-U8).
    package func layOutVisibleWindows() {
        // In any order (one window's layout does not depend on another's), so unsorted: `windows`
        // sorts them, per turn. The visible list holds every window that is not hidden (it joins
        // when shown, leaves when hidden) by strong reference: walking the registry instead copied,
        // loaded and destroyed a weak reference per window several times a touch (issue #50). A
        // copy of the list: a layout may open or hide a window.
        let visible = visibleWindows
        for index in visible.indices where !visible[index].isHidden { visible[index].layoutIfNeeded() }
    }

    /// Processes every queued input record and every piece of next-turn work, repeatedly, until
    /// nothing is left (or `limit` turns passed, which means work keeps re-queueing itself).
    /// Headless code calls this where a platform run loop would spin.
    @discardableResult
    public func runUntilIdle(limit: Int = 1000) -> Bool {
        for round in 0..<limit {
            let processedInput = dispatcher.drain()
            let ranWork = runTurnWork()
            if !processedInput && !ranWork {
                // Handlers ran: what they changed in UserDefaults is written soon (UserDefaultsFlusher).
                if round > 0 { defaultsFlusher.workRan(on: clock) }
                return true
            }
        }
        EventTrace.log("runUntilIdle stopped after \(limit) turns: work keeps re-queueing itself")
        return false
    }

    /// Runs `body` as an event handler: cancels it causes are delivered after it returns, never
    /// re-entrantly (R-T7).
    func runHandler(_ body: () -> Void) {
        dispatcher.runHandler(body)
    }
}

/// A window held weakly (the application's and the scenes' lists of windows).
struct WeakWindow {
    weak var window: UIWindow?
}
