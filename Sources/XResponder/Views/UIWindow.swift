import Foundation

/// A top-level view: the root of a view hierarchy, the place touches are hit-tested from, and the
/// owner of a first responder. With the X11 backend every visible window is an X window.
///
/// Windows start hidden, as in UIKit: call `makeKeyAndVisible()` (or set `isHidden = false`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Where the window sits among others: higher levels are in front (R-H7).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A number that identifies the window in input records and to the platform backend.
    public let windowNumber: Int

    public var windowLevel: Level = .normal

    /// The title the platform shows (X11: `_NET_WM_NAME`). An XResponder addition; UIKit has scenes.
    public var title: String = "" { didSet { platformWindow?.titleDidChange(self) } }

    /// Set by the platform backend while the window is realized on screen.
    public var platformWindow: PlatformWindow?

    /// Bumped each time the window is ordered front; breaks ties between windows of the same level.
    var orderStamp = 0

    /// The window's first responder (R-F1). Weak, so a released responder stops being first.
    weak var firstResponderStorage: UIResponder?
    /// What draws the window (its last frame is where a `CATransition` takes its "before" picture).
    weak var compositor: WindowCompositor?

    /// The window's undo manager, which every responder in it shares by default.
    private let windowUndoManager = UndoManager()
    open override var undoManager: UndoManager? { windowUndoManager }

    /// The pointer's last hover position and the style it was given (UIWindow+Pointer.swift).
    var lastPointerLocation: CGPoint?
    var currentPointerStyle: UIPointerStyle?

    /// Live presses keyed by the platform key code, so ends and repeats find their press.
    var livePresses: [Int: UIPress] = [:]

    /// Work that waits until the touches being delivered have reached every recognizer and view
    /// (UIWindow+TouchDelivery.swift): a text view takes the focus there, after the actions the
    /// same touch fired, as UIKit's text field does in its own touch handling.
    var afterTouchDelivery: [() -> Void] = []

    /// The main menu's bar across the top of the window, while it shows one (UIWindow+MenuBar).
    var menuBarStorage: MenuBarView?

    /// Whether the window is a popup menu (R-DT1): X11 makes it override-redirect, of the popup-menu
    /// type, and grabs the pointer and keyboard while the root popup shows.
    var isPopupMenu: Bool { false }
    /// The window a popup was opened from (X11: WM_TRANSIENT_FOR); nil for other windows.
    var popupOpener: UIWindow? { nil }
    /// The platform gave up grabbing the pointer for this popup.
    func popupGrabFailed() {}

    /// The window's size classes, from its size (`sizeClassesMayHaveChanged`, UIView+Traits.swift).
    final var sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) = (.regular, .regular)

    public override init(frame: CGRect) {
        windowNumber = UIApplication.nextWindowNumber()
        super.init(frame: frame)
        sizeClasses = DesktopAppearance.sizeClasses(for: bounds.size)
        recordWindow(self)
        super.isHidden = true
        UIApplication.shared.register(self)
    }

    /// A window from a nib (an old app's `MainWindow.xib`): hidden until made key, as in code.
    public required init?(coder: NSCoder) {
        windowNumber = UIApplication.nextWindowNumber()
        super.init(coder: coder)
        sizeClasses = DesktopAppearance.sizeClasses(for: bounds.size)
        recordWindow(self)
        super.isHidden = true
        UIApplication.shared.register(self)
    }

    /// A window in `windowScene`. UIKit makes it the size of the screen; here it opens at the
    /// scene's default size, centred in the desktop's work area (UIWindowScene+WindowPlacement).
    /// On X11 each window is a top-level X window that the scene's title names.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.defaultWindowFrame)
        // Observers do not run in an initializer of the class itself, so the scene is told here.
        self.windowScene = windowScene
        windowScene.add(self)
    }

    /// The scene the window belongs to; weak, the application keeps connected scenes.
    public weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
            adoptSceneFrameIfScreenSized()
            windowScene?.windowsDidChange()
        }
    }

    /// iOS code makes a scene's window the size of the screen (`UIWindow(frame: UIScreen.main.bounds)`,
    /// then `window.windowScene = scene`), and on iOS a scene's windows are the scene's size. Here a
    /// scene is a desktop window: a screen-sized window that joins one takes the scene's placement
    /// (UIWindowScene+WindowPlacement), shown or not. A window of any other size keeps it.
    private func adoptSceneFrameIfScreenSized() {
        guard let windowScene else { return }
        adoptPlacementIfScreenSized(windowScene.defaultWindowFrame)
    }

    /// Moves a window the size of the screen to `placed`, on the platform too; other sizes stay.
    private func adoptPlacementIfScreenSized(_ placed: CGRect) {
        guard frame.size == UIScreen.main.bounds.size, placed != frame else { return }
        frame = placed
        platformWindow?.placementDidChange(self)
    }

    /// Whether the platform says the window has the keyboard focus (X11: FocusIn/FocusOut; headless:
    /// while it is the key window). Scenes are active while one of their windows has it (R-AS4).
    package var hasPlatformFocus = true {
        didSet { if hasPlatformFocus != oldValue { windowScene?.windowsDidChange(); UIApplication.shared.sceneActivationDidChange() } }
    }

    /// Whether the window is iconified (X11: unmapped by the window manager while not hidden).
    package var isIconified = false {
        didSet { if isIconified != oldValue { windowScene?.windowsDidChange(); UIApplication.shared.sceneActivationDidChange() } }
    }

    public var screen: UIScreen { .main }

    // MARK: Root view controller

    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            // The new root's view loads first, then the old root's view leaves (it disappears),
            // then the new one enters (it appears), as in UIKit.
            let newView: UIView? = rootViewController?.view
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            if let rootView = newView {
                rootView.frame = contentBounds
                // UIKit makes the root view follow the window (R-L1).
                rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(rootView, at: 0)
            }
            updateMenuBar()
        }
    }

    /// Keeps the menu bar across the top, in front (R-DA1). Override to lay out; call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutMenuBar()
    }

    /// A view the app adds to the window goes behind the menu bar at the next layout (R-DA1).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if let bar = menuBarStorage, subview !== bar { setNeedsLayout() }
    }

    // MARK: Key window

    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window: the one that receives key presses and, with no first responder,
    /// motion and remote-control events.
    public func makeKey() {
        let application = UIApplication.shared
        guard application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application.keyWindowStorage = self
        application.orderFront(self)
        previous?.resignKey()
        becomeKey()
        previous?.windowScene?.windowsDidChange()
        windowScene?.windowsDidChange()
        application.sceneActivationDidChange()
    }

    /// Stops being the key window without another taking over: the window was hidden, or the host
    /// program of an embedded window took the keyboard focus (R-E1).
    func resignKeyWindow() {
        let application = UIApplication.shared
        guard application.keyWindow === self else { return }
        application.keyWindowStorage = nil
        resignKey()
        windowScene?.windowsDidChange()
        application.sceneActivationDidChange()
    }

    public func makeKeyAndVisible() {
        if windowScene == nil { adoptApplicationPlacement() }
        isHidden = false
        makeKey()
    }

    /// An app without scenes makes its window the size of the screen in
    /// `application(_:didFinishLaunchingWithOptions:)`, as the device's screen on iOS. On the
    /// desktop that window opens where a scene's would (UIWindowScene+WindowPlacement: a phone's
    /// or a pad's size in the work area, centred) and, untitled, takes the app's display name.
    private func adoptApplicationPlacement() {
        if title.isEmpty { title = UIWindowScene.applicationDisplayName }
        adoptPlacementIfScreenSized(UIWindowScene.defaultWindowFrame(restrictions: nil))
    }

    /// Called when the window becomes the key window. Override to observe; call `super`.
    open func becomeKey() {}

    /// Called when the window stops being the key window. Override to observe; call `super`.
    open func resignKey() {
        cancelPresses(reason: "window resigned key")
    }

    open override var next: UIResponder? { UIApplication.shared }

    /// Tab and Shift+Tab that no responder used move the keyboard focus (R-TX1); the Menu key and
    /// Shift+F10 open the focused view's context menu (R-DT1); F10 and Alt+letter the menu bar's
    /// menus (R-DA1); Ctrl+F focuses the search field
    /// (R-BR1); F5 refreshes a list with a refresh control (R-BR1); every other press goes on to
    /// the application.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if handleUnusedTab(presses) || handleUnusedMenuKey(presses) || handleUnusedMenuBarKey(presses)
            || handleUnusedFindKey(presses) || handleUnusedRefreshKey(presses) { return }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Event entry point (R-D1)

    /// Delivers an event the application passed to this window: touches to their hit-test views
    /// (gesture recognizers first), presses to the first responder, motion and remote-control events
    /// to the first responder. Override to observe (call `super`) or filter (don't).
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            deliverTouches(of: event)
        case .presses:
            if let pressesEvent = event as? UIPressesEvent { deliverPresses(of: pressesEvent) }
        case .motion, .remoteControl:
            deliverToFirstResponder(event)
        case .scroll, .hover, .transform:
            deliverToGestureRecognizersOnly(event)
        }
    }

    // MARK: Visibility

    override func visibilityDidChange() {
        super.visibilityDidChange()
        let application = UIApplication.shared
        if isHidden {
            // R-T7: hiding, unmapping or closing a window cancels its touches and presses.
            application.cancelTouches(in: self, reason: "window hidden")
            cancelPresses(reason: "window hidden")
            resignKeyWindow()
            application.windowDidHide(self)
            platformWindow?.visibilityDidChange(self)
        } else {
            application.orderFront(self)
            updateMenuBar()
            if platformWindow == nil { application.platformBackend?.windowDidBecomeVisible(self) }
            platformWindow?.visibilityDidChange(self)
            setNeedsDisplay()
        }
        controllersMayHaveChangedVisibility()
        windowScene?.windowsDidChange()
    }

    /// Called after `view` (and its subtree) left this window: their touches are cancelled (R-T7) and
    /// a first responder among them resigns (R-F1, our choice: UIKit leaves this undefined).
    func subtreeDidLeave(_ view: UIView) {
        UIApplication.shared.cancelTouches(inSubtree: view, of: self)
        if let responder = firstResponderStorage, responder.isInSubtree(of: view) {
            firstResponderStorage = nil
            EventTrace.log("firstResponder \(responder.traceName) resigned: left \(traceName)")
            (responder as? any TextEditingView)?.finishEditing()
        }
        cancelPresses(reason: "responder left window") { press in
            press.responder.map { $0.isInSubtree(of: view) } ?? true
        }
    }

    // MARK: Screen coordinates

    func convertToScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + frame.minX - bounds.minX, y: point.y + frame.minY - bounds.minY)
    }

    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    // MARK: Display (R-R2)

    /// Damage in window coordinates that the next frame must redraw.
    @exclusivity(unchecked) public internal(set) var damage = DamageRegion()

    /// Views in this window that blur what lies behind them (`UIVisualEffectView`), weakly; the
    /// dead and the departed are dropped whenever the list is read.
    var backdropViews: [Weak<UIView>] = []

    /// Pixel moves scroll views asked for since the last frame (Rendering/ScrollCopy.swift).
    var pendingScrollCopies: [ScrollCopy] = []

    /// True when some part of the window waits to be redrawn.
    public var needsDisplay: Bool { !damage.isEmpty || !pendingScrollCopies.isEmpty }

    func addDamage(_ rect: CGRect) {
        guard rect.isFiniteRect, bounds.isFiniteRect else { return }
        let wasEmpty = damage.isEmpty
        damage.add(rect.intersection(bounds))
        if wasEmpty, !damage.isEmpty { platformWindow?.setNeedsDisplay(self) }
    }
}

extension UIResponder {
    /// Whether this responder is `view`, a view inside it, or a controller whose view is inside it.
    func isInSubtree(of view: UIView) -> Bool {
        if let responderView = self as? UIView { return responderView.isDescendant(of: view) }
        if let controller = self as? UIViewController, let controllerView = controller.viewIfLoaded {
            return controllerView.isDescendant(of: view)
        }
        return false
    }
}

