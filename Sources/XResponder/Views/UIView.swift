import Foundation

/// A rectangle on screen that draws content and handles the touches that land in it.
///
/// Geometry is stored the way UIKit stores it: `center` (in the superview), `bounds` (the view's own
/// coordinate space, whose origin may be scrolled) and `transform` (about the center). `frame` is
/// derived from them. Hierarchy mutations live in `UIView+Hierarchy.swift`, coordinate conversion in
/// `UIView+Conversion.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Geometry

    // Internal so that conversion and hit-testing read them directly (hot paths).
    @exclusivity(unchecked) final var storedCenter: CGPoint
    @exclusivity(unchecked) final var storedBounds: CGRect
    @exclusivity(unchecked) final var storedTransform: CGAffineTransform = .identity

    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        applyClassDefaults()
        // Appearance rules win over the class's defaults; the app's initializer, after this, wins
        // over them (R-BR3).
        if !AppearanceProxies.isEmpty { AppearanceProxies.applyOnInit(self) }
    }

    /// The set-up a library view class does once its stored properties are initialized — a label's
    /// `isUserInteractionEnabled = false`, a scroll view's recognizers. Both `init(frame:)` and
    /// `init?(coder:)` run it, the latter before a storyboard's attributes are applied, so what the
    /// file says wins over the class's defaults, as in UIKit. Each override calls `super` first.
    func applyClassDefaults() {}

    /// Releases the subtree without recursion (R-U3): a subview that dies with this view gives up its
    /// own subviews first, so its deinit has nothing left to release. A 100,000-deep chain would
    /// otherwise release itself one nested deinit per level and overflow the stack. Subviews that
    /// someone else still holds keep their subtrees; their superview becomes nil.
    ///
    /// Views die on the main thread, where they live: the deinit asserts it (a `@preconcurrency`
    /// class, which UIKit's Swift 5 idiom needs, cannot declare an isolated deinit).
    deinit {
        MainActor.assumeIsolated {
            // The layer's back reference does not keep the view (CALayer.hostView says why).
            if let layerStorage, layerStorage.hostView === self { layerStorage.hostView = nil }
            if let autoLayoutStorage { autoLayoutViewWillDie(autoLayoutStorage) }
            for recognizer in gestureRecognizerStorage where recognizer.view === self { recognizer.view = nil }
            for child in subviewStorage where child.superviewStorage === self { child.superviewStorage = nil }
            // The engine this view is the root of outlives it when a subview someone else holds
            // has items in it: it forgets its root, and such a subview moves its items into an
            // engine of its own when next laid out or added somewhere. Not here: registering an
            // item asks the app's `intrinsicContentSize`, and a deinit can run inside any
            // mutation (the application being replaced, a list being emptied).
            let ownsEngine = layoutEngineStorage != nil
            layoutEngineStorage?.rootDidDie()
            var pending = subviewStorage
            subviewStorage = []
            while var view = pending.popLast() {
                guard isKnownUniquelyReferenced(&view) else {
                    if ownsEngine, view.superviewStorage == nil, view.subtreeHasLayoutItems {
                        view.layoutInOrphanedEngine = true
                        layoutEngineStorage?.adopt(orphan: view)
                    }
                    continue
                }
                for child in view.subviewStorage where child.superviewStorage === view { child.superviewStorage = nil }
                pending.append(contentsOf: view.subviewStorage)
                view.subviewStorage = []
            }
        }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIKit's archive initializer (R-IB1), `required` as in UIKit: storyboards and nibs make every
    /// view through it, so a subclass that overrides it (`super.init(coder: coder)`, then its own
    /// set-up) runs as on iOS. A coder from a storyboard or nib (`NibCoder`) gives the view its frame,
    /// appearance and subviews here; any other coder gives an empty view, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
        applyClassDefaults()
        if !AppearanceProxies.isEmpty { AppearanceProxies.applyOnInit(self) }
        (coder as? NibCoder)?.decodeAttributes(into: self)
    }

    /// The view's rectangle in its superview's coordinates. With a non-identity transform this is the
    /// bounding box of the transformed bounds, as in UIKit; setting it keeps the transform and sets
    /// `center` and `bounds` so that it reads back as set (R-L5, see `centerAndSize`). Open, as in
    /// UIKit: a subclass may observe it (`override var frame: CGRect { didSet { … } }`).
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let untransformed = CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                                       width: size.width, height: size.height)
            guard !storedTransform.isIdentity else { return untransformed }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let (center, size) = Self.centerAndSize(forFrame: newValue, transform: storedTransform)
            // Setting the frame a view already has changes nothing, as in UIKit: no layout, no
            // redraw. Layout code sets every row's frame on each pass; damaging each unchanged row
            // used to overflow the damage list and redraw the whole window on every scrolled frame.
            if center == storedCenter, size == storedBounds.size, UIView.animationRecorder == nil { return }
            let footprint = damageFootprint()
            let oldSize = storedBounds.size
            if let recorder = UIView.animationRecorder {
                recorder.record(self, .center, from: .point(storedCenter), to: .point(center))
                var bounds = storedBounds
                bounds.size = size
                recorder.record(self, .bounds, from: .rect(storedBounds), to: .rect(bounds))
            }
            storedCenter = center
            storedBounds.size = size
            geometryDidChange(previousFootprint: footprint, needsLayout: oldSize != newValue.size)
            resizeSubviews(from: oldSize)
        }
    }

    /// The view's own coordinate space. Changing `origin` scrolls the content (subviews move the other
    /// way); changing `size` grows or shrinks the view about its center. Open, as `frame`.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            if newValue == storedBounds, UIView.animationRecorder == nil { return }   // unchanged: see `frame`
            let footprint = damageFootprint()
            let old = storedBounds
            UIView.animationRecorder?.record(self, .bounds, from: .rect(old), to: .rect(newValue))
            storedBounds = newValue
            geometryDidChange(previousFootprint: footprint, needsLayout: old != newValue)
            resizeSubviews(from: old.size)
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set {
            if newValue == storedCenter, UIView.animationRecorder == nil { return }   // unchanged: see `frame`
            let footprint = damageFootprint()
            UIView.animationRecorder?.record(self, .center, from: .point(storedCenter), to: .point(newValue))
            storedCenter = newValue
            geometryDidChange(previousFootprint: footprint)
        }
    }

    // MARK: Hierarchy storage (mutated in UIView+Hierarchy.swift)

    @exclusivity(unchecked) final var subviewStorage: [UIView] = [] {
        didSet { childCullIndex = nil }
    }
    /// Lets the renderer skip straight to the subviews that reach a visible rectangle (a list's
    /// rows); built on demand, dropped when the subviews or one of their extents change
    /// (`Rendering/ChildCullIndex.swift`).
    @exclusivity(unchecked) final var childCullIndex: ChildCullIndex?
    /// The superview, not retained (the superview retains its subviews). It is cleared when the
    /// subview is removed and when the superview is deallocated, so it never dangles. Not `weak`: a
    /// weak reference gives every view a side table, which makes all its reference counting and
    /// hit-testing several times slower.
    /// An Auto Layout item's state keeps a copy (`LayoutItemState.hostReference`).
    final var superviewStorage: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set {
            superviewReference = newValue.map { Unmanaged.passUnretained($0) }
            autoLayoutStorage?.state?.hostReference = superviewReference
        }
    }
    /// `superviewStorage` as stored. Walks up the tree that only read stored fields take it
    /// unretained, outside the main actor's checks (`GestureArbiter.nearestWithRecognizers`):
    /// reading an unowned reference as a view costs a retain and a release per level, two atomic
    /// operations for each of a deep chain's views on every touch (issue #50). Only the main
    /// thread writes it, like every other field of a view.
    @exclusivity(unchecked) nonisolated(unsafe) final var superviewReference: Unmanaged<UIView>?
    /// `owningViewController` (UIView+Hierarchy.swift) as stored: `next` tests it without a
    /// retain (of nil, nearly always) per hop of the responder chain (issue #50).
    @exclusivity(unchecked) final var owningViewControllerReference: Unmanaged<UIViewController>?
    /// The bounding box of this view and its unclipped descendants in the superview's coordinates,
    /// or nil when it must be recomputed. A view whose extent is nil has ancestors whose extents
    /// are nil too, so invalidation stops at the first ancestor already invalid (see
    /// `UIView+Extent.swift`).
    @exclusivity(unchecked) final var cachedSubtreeExtent: CGRect?

    public var superview: UIView? { superviewStorage }
    public var subviews: [UIView] { subviewStorage }

    /// The window this view is in, or nil. A window's `window` is itself.
    public var window: UIWindow? { windowStorage }

    /// The nearest window at or above this view, kept up to date by the walk that tells a moved
    /// subtree about its new window (`UIView+Hierarchy.swift`), so that reading it does not climb the
    /// tree (R-U3). Weak: a window that dies leaves views someone else still holds with nil.
    final private(set) weak var windowStorage: UIWindow?
    /// The `windowNumber` of `windowStorage`'s window (0: none), set with it (`recordWindow`), so
    /// that "is this view still in that window?" — asked on every touch's way to its view — is a
    /// comparison of numbers, not a weak load (a retain and release on the window's side table,
    /// issue #9). Window numbers are never reused: one left behind by a window that died matches
    /// no live window, as the weak reference that went nil matches none.
    @exclusivity(unchecked) final private(set) var windowNumberStorage = 0

    /// Whether this view is in `window` (`self.window === window`, without loading the weak reference).
    final func isIn(_ window: UIWindow) -> Bool { windowNumberStorage == window.windowNumber }

    /// Records `window` as this view's window: the weak reference and its number, always together.
    final func recordWindow(_ window: UIWindow?) {
        windowStorage = window
        windowNumberStorage = window?.windowNumber ?? 0
    }

    // MARK: Appearance and interaction

    /// The tint set on this view; nil inherits the superview's (`UIView+Tint.swift`).
    final var tintColorStorage: UIColor?
    /// The colour controls and templates use for their accent: set here, or inherited from the
    /// nearest ancestor that sets one, `.systemBlue` at the top (UIKit's default). Setting nil goes
    /// back to inheriting. A change calls `tintColorDidChange()` on this view and every descendant
    /// that inherits it.
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            tintColorStorage = newValue
            propagateTintColorChange()
        }
    }
    /// `.dimmed` greys the tint (behind a modal presentation); `.automatic` inherits.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { propagateTintColorChange() } }
    }
    /// Called when the tint this view sees changes; controls repaint their accents here.
    open func tintColorDidChange() {}

    /// Light or dark for this view and its subtree, whatever the desktop says (`.unspecified`
    /// follows the superview, then the desktop). See `UIView+Traits.swift`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            let previous = traitCollection
            overrideUserInterfaceStyleStorage = newValue
            traitsDidChange(previous: previous)
        }
    }
    final var overrideUserInterfaceStyleStorage: UIUserInterfaceStyle = .unspecified
    /// The traits this view draws with (R-AP3).
    open var traitCollection: UITraitCollection { traits(withStyle: effectiveUserInterfaceStyle) }
    /// The traits this view has with `style`: its window's size classes (regular off-window) with it.
    /// Also builds the previous collection handed over when a style override changes.
    final func traits(withStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        let sizeClasses = windowStorage?.sizeClasses ?? (.regular, .regular)
        return DesktopAppearance.traitCollection(style: style, horizontal: sizeClasses.horizontal, vertical: sizeClasses.vertical)
    }
    /// Called when the view's traits changed (the desktop went dark, an ancestor overrode the
    /// style); dynamic colours resolve anew by themselves, so most views need nothing here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A storyboard's per-size-class constraints, subviews and fonts for this view
    /// (`NibSizeClassVariations`); nil for nearly every view.
    final var nibVariations: NibSizeClassVariations?
    /// The view's layer once something asked for it (`UIView+Layer.swift`); nil costs nothing to draw.
    final var layerStorage: CALayer?
    /// The class of the layer every instance gets (`CAGradientLayer.self` makes the view a gradient).
    open class var layerClass: AnyClass { CALayer.self }

    final var backgroundColorStorage: UIColor?
    @exclusivity(unchecked) final var alphaStorage: CGFloat = 1
    /// How many running animations without `.allowUserInteraction` move this view: while any do,
    /// touches pass it by (R-L3, as UIKit).
    @exclusivity(unchecked) final var animationsBlockingInteraction = 0
    @exclusivity(unchecked) public final var isHidden = false {
        willSet { if newValue != isHidden { invalidateFootprint() } }
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }
    public var isOpaque = true
    /// How the view's content fits its bounds (an image view's image); `.scaleToFill` by default.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }
    /// How this view's frame follows its superview's size (R-L1); none by default, as in UIKit.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether this view resizes its subviews by their masks when its size changes.
    public var autoresizesSubviews = true
    public final var clipsToBounds = false {
        didSet {
            guard clipsToBounds != oldValue else { return }
            if let layer = layerStorage {   // the layer's copy, and a change to what it draws (its shadow)
                layer.masksToBoundsStorage = clipsToBounds
                layer.drawingGeneration &+= 1
            }
            invalidateSubtreeExtent()
            invalidateFootprint()
        }
    }
    @exclusivity(unchecked) public final var isUserInteractionEnabled = true
    /// False by default: the view receives only the first of several simultaneous touches (R-T5).
    @exclusivity(unchecked) public final var isMultipleTouchEnabled = false
    /// While this view tracks a touch no other view in its window receives touches, and the reverse.
    @exclusivity(unchecked) public final var isExclusiveTouch = false
    public var tag = 0
    /// A name for tests and traces (UIKit's `UIAccessibilityIdentification`).
    public var accessibilityIdentifier: String?

    override var traceName: String { accessibilityIdentifier ?? String(describing: type(of: self)) }

    // MARK: Accessibility (R-A11Y1; the defaults and the tree are in Accessibility/)

    /// What the app set; nil until it sets something.
    var accessibilitySettings: AccessibilitySettings?
    /// The settings, made on first use.
    var accessibilitySettingsForWriting: AccessibilitySettings {
        if let accessibilitySettings { return accessibilitySettings }
        let settings = AccessibilitySettings()
        accessibilitySettings = settings
        return settings
    }

    /// Whether a screen reader reads this view as one element (its subviews then are not read).
    /// Controls, labels and text views are elements; plain views are containers.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilitySettingsForWriting.isElement = newValue }
    }
    /// What the element is called (a button's title, a label's text, unless set).
    open var accessibilityLabel: String? {
        get { accessibilitySettings?.label ?? defaultAccessibilityLabel }
        set { accessibilitySettingsForWriting.label = newValue }
    }
    /// What it holds now (a slider's percentage, a switch's "1" or "0", a field's text).
    open var accessibilityValue: String? {
        get { accessibilitySettings?.value ?? defaultAccessibilityValue }
        set { accessibilitySettingsForWriting.value = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibilitySettings?.hint }
        set { accessibilitySettingsForWriting.hint = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilitySettings?.traits ?? defaultAccessibilityTraits }
        set { accessibilitySettingsForWriting.traits = newValue }
    }
    /// The element's frame in screen coordinates (the view's bounds there, unless set).
    open var accessibilityFrame: CGRect {
        get { accessibilitySettings?.frame ?? accessibilityScreenRect(for: bounds) }
        set { accessibilitySettingsForWriting.frame = newValue }
    }
    /// Where activation taps, in screen coordinates (the frame's centre, unless set).
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilitySettings?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilitySettingsForWriting.activationPoint = newValue }
    }
    /// A container's elements in reading order: views and `UIAccessibilityElement`s (nil: the
    /// subviews, in order).
    open var accessibilityElements: [Any]? {
        get { accessibilitySettings?.elements ?? defaultAccessibilityElements }
        set { accessibilitySettingsForWriting.elements = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibilitySettings?.elementsHidden ?? false }
        set { accessibilitySettingsForWriting.elementsHidden = newValue }
    }
    /// A modal view hides its siblings from assistive technology (an alert, a sheet).
    open var accessibilityViewIsModal: Bool {
        get { accessibilitySettings?.viewIsModal ?? defaultAccessibilityViewIsModal }
        set { accessibilitySettingsForWriting.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilitySettings?.groupsChildren ?? false }
        set { accessibilitySettingsForWriting.groupsChildren = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilitySettings?.customActions }
        set { accessibilitySettingsForWriting.customActions = newValue }
    }
    /// A screen reader's "press": a control performs its action; false when the view does nothing
    /// (the bridge then clicks at the activation point, as VoiceOver taps).
    open func accessibilityActivate() -> Bool { defaultAccessibilityActivate() }
    /// An adjustable element's step up and down (a slider by a tenth of its range).
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }
    /// Escape from a modal view (dismiss it); false when there is nothing to escape.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // The class defaults behind the properties, overridden by controls and text views
    // (Accessibility/*+Accessibility.swift).
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    var defaultAccessibilityElements: [Any]? { nil }
    var defaultAccessibilityViewIsModal: Bool { false }
    func defaultAccessibilityActivate() -> Bool { false }
    func defaultAccessibilityAdjust(by steps: Int) {}

    // MARK: The responder chain (R-D2)

    /// A view controller's root view answers its controller; any other view its superview.
    open override var next: UIResponder? {
        if let controller = owningViewControllerReference { return controller.takeUnretainedValue() }
        return superviewStorage
    }

    override var responderWindow: UIWindow? { window }

    /// Ends editing in this view or a view inside it (UIView+EndEditing.swift).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingInside(force: force) }

    // MARK: Hit-testing (R-H1 … R-H8)

    /// The farthest descendant of this view (or the view itself) that contains `point`, which is in
    /// this view's coordinates; nil when the touch should pass this view by. This is the algorithm of
    /// the seeds and of Apple's "Event Delivery" document, step for step.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let trace = EventTrace.active   // nil when tracing is off: no trace call is made at all
        trace?.enter("hitTest \(traceName) entry point=\(point.traceDescription)")
        // 1. Can this view receive touches at all? Hidden, non-interactive or (almost) transparent
        //    views are skipped together with their whole subtree. alpha == 0.01 still counts.
        guard isUserInteractionEnabled, !isHidden, alphaStorage >= 0.01, animationsBlockingInteraction == 0 else {
            trace?.exit("hitTest \(traceName) exit view=nil (hidden, disabled or transparent)")
            return nil
        }
        // 2. Is the point inside this view?
        let inside = self.point(inside: point, with: event)
        trace?.log("pointInside \(traceName) = \(inside ? "YES" : "NO")")
        guard inside else {
            trace?.exit("hitTest \(traceName) exit view=nil")
            return nil
        }
        // 3. Ask the subviews from front (last) to back (first); the first answer wins. A tree
        //    deeper than the stack can hold stops here (see RecursionBudget).
        guard RecursionBudget.enter() else {
            trace?.exit("hitTest \(traceName) exit view=\(traceName) (deeper than \(RecursionBudget.limit) levels)")
            return self
        }
        defer { RecursionBudget.leave() }
        if let fitView = hitTestSubviews(point, with: event) {
            trace?.exit("hitTest \(traceName) exit view=\(fitView.traceName)")
            return fitView
        }
        // 4. No subview fits better: this view is the hit-test view.
        trace?.exit("hitTest \(traceName) exit view=\(traceName)")
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: by default, inside `bounds`.
    /// Non-finite points or bounds are never inside (R-H8).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let b = storedBounds
        // NaN fails every comparison below, so non-finite points and bounds are never inside (R-H8);
        // a negative size is standardized as CoreGraphics does.
        let x0 = b.size.width >= 0 ? b.origin.x : b.origin.x + b.size.width
        let y0 = b.size.height >= 0 ? b.origin.y : b.origin.y + b.size.height
        let x1 = x0 + abs(b.size.width), y1 = y0 + abs(b.size.height)
        return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1 && x1.isFinite && y1.isFinite
    }

    // MARK: Gesture recognizers (R-G1, R-G5)

    /// Storage for `gestureRecognizers`, in the order they were added.
    /// Read outside the main actor's checks by the arbiter's walk up the tree (see
    /// `superviewReference`); only the main thread writes it.
    @exclusivity(unchecked) nonisolated(unsafe) final var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// `interactions` (UIView+Interactions.swift).
    final var interactionStorage: [UIInteraction] = []

    /// A pointer style the view itself gives (text views: the I-beam over their text); nil by
    /// default, so the view's pointer interactions decide (UIView+Interactions.swift).
    func ownPointerStyle(at point: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? { nil }

    /// Asked before `gestureRecognizer` begins, both of the recognizer's view and of the view a touch
    /// was hit-tested to. Return false to make it fail (controls do this to win over their
    /// ancestors' recognizers, R-G6).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy callbacks (overridable, as in UIKit)

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Auto Layout storage (Layout/UIView+AutoLayout.swift, Layout/UIView+LayoutEngine.swift)

    /// Everything Auto Layout knows of this view; nil until the view uses Auto Layout.
    final var autoLayoutStorage: ViewAutoLayoutStorage?
    /// The engine of the hierarchy this view is the root of (made when a constraint needs it).
    final var layoutEngineStorage: LayoutEngine?
    final var translatesAutoresizingMaskStorage = true
    /// This view or a descendant (or one of their guides) is an Auto Layout item: a move of the
    /// subtree carries constraints to the new root's engine. Set up the path; never cleared.
    @exclusivity(unchecked) final var subtreeHasLayoutItems = false
    /// This view outlived the root of the engine its subtree's items are in (a controller held
    /// it when its window died): they move into an engine of its own when it is next laid out or
    /// added somewhere (`adoptOrphanedLayout`).
    final var layoutInOrphanedEngine = false
    final var needsUpdateConstraintsStorage = true
    /// This view or a descendant needs `updateConstraints` (as `subtreeNeedsLayout` for layout).
    @exclusivity(unchecked) final var subtreeNeedsUpdateConstraints = true

    /// Whether this view class lays out only with constraints; UIKit then runs
    /// `updateConstraints` for it even before any constraint exists. XResponder always runs it.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Override to add or update constraints before layout; call super last (R-AL4). Runs
    /// bottom-up (subviews first) in the pass before layout, for views that asked with
    /// `setNeedsUpdateConstraints` and for every view once after it joins a hierarchy.
    open func updateConstraints() {}

    /// Called when the margins change; override to react.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changes; override to react.
    open func safeAreaInsetsDidChange() {}
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    /// Where a first-baseline constraint meets this view, from its top; nil: its bottom (R-AL4).
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// Where a last-baseline constraint meets this view, up from its bottom.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    // MARK: Layout

    /// This view's own layout is due (set by setNeedsLayout, cleared by the layout pass in
    /// UIView+LayoutPass.swift).
    var needsLayout = true
    /// This view or one of its descendants needs layout. When it is true, it is true for every
    /// ancestor too, so a layout pass skips clean subtrees: a frame of a 10,000-row list visits
    /// the path to what changed, not 40,000 views.
    @exclusivity(unchecked) final var subtreeNeedsLayout = true

    /// Lays out the subviews. The default sets the frames of subviews that Auto Layout positions
    /// (as UIKit's does): an override that wants them calls super first.
    open func layoutSubviews() {
        if let storage = autoLayoutStorage, !storage.pendingEngineFrames.isEmpty { applyEngineFrames() }
    }

    // MARK: Drawing

    /// Draws the view's own content into the current graphics context (`UIGraphicsGetCurrentContext()`),
    /// in the view's coordinates. The default draws nothing; the background color is filled before
    /// this is called and the subviews are drawn after it (R-R1). `rect` is the part that needs drawing.
    open func draw(_ rect: CGRect) {}

    /// Whether the view draws something above its subviews (a scroll view's indicators).
    var drawsOverlay: Bool { false }

    /// Draws above the subviews, in the view's coordinates and inside its clip.
    func drawOverlay(in context: CGContext) {}

    /// Whether the view reads the pixels drawn behind it before its own content (a blur).
    var drawsBackdrop: Bool { false }

    /// Draws from what lies behind, in the view's coordinates, before its background.
    func drawBackdrop(in context: CGContext, bounds: CGRect) {}

    /// Whether the view's subtree is drawn into a group that `compositeGroup` paints (vibrancy).
    var compositesAsGroup: Bool { false }

    /// Paints the subtree's group (a `cairo_pattern_t *`) with the view's alpha.
    func compositeGroup(_ group: OpaquePointer, alpha: CGFloat, in context: CGContext) {}

    func visibilityDidChange() {
        invalidateFootprint()
        superviewStorage?.subviewVisibilityDidChange(self)
    }

    /// A subview was hidden or shown (a stack view lays out again: hidden views leave it).
    func subviewVisibilityDidChange(_ subview: UIView) {}

    // MARK: Helpers

    /// The size that best fits `size`; a plain view answers its current size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }

    /// The size the view's content wants, with `noIntrinsicMetric` where it has no opinion. Plain
    /// views have none; labels, buttons, image views and controls do (R-L1).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// The content changed its intrinsic size: a stack view around it lays out again, and its
    /// content-size constraints are read again before the next solve (R-AL3).
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        superview?.subviewIntrinsicContentSizeDidChange(self)
        contentSizeConstraintsNeedUpdate()
    }

    /// A subview's intrinsic size changed (a proportional stack view remakes its constraints).
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    /// The view's hugging or compression resistance changed (its content-size constraints follow;
    /// a stack view remakes the constraint that hugs its content).
    func contentPrioritiesDidChange() { contentSizeConstraintsNeedUpdate() }
}
