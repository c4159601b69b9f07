import Foundation

/// A view whose content is larger than itself and moves under a finger, a wheel or the keyboard,
/// with UIKit's semantics (R-S1 … R-S5).
///
/// The content offset is `bounds.origin` (R-S1): scrolling moves the bounds, so subviews placed in
/// content coordinates slide the other way, and `layoutSubviews` runs after every scroll (a list can
/// recycle rows there). The rest is spread over files by concern:
///
/// | file | what |
/// | --- | --- |
/// | `UIScrollView+Dragging.swift` | the pan: drag, rubber-band, release, direction lock |
/// | `UIScrollView+Motion.swift` | deceleration, bounce, paging and animated offsets, frame by frame on the app clock |
/// | `ScrollViewGestures.swift` | the pan, the pinch and the touch gate that implements `delaysContentTouches` |
/// | `UIScrollView+Zooming.swift` | pinch zoom, `zoomScale`, `zoom(to:animated:)` |
/// | `UIScrollView+Input.swift` | wheel, smooth scrolling and the keyboard |
/// | `ScrollIndicators.swift` | the indicators and their fade |
/// | `IndicatorDragRecognizer.swift` | the pointer dragging a long content's vertical indicator |
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The colour of a scroll view's indicators: chosen for the background, dark, or light.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// How the safe area adjusts the content inset. A window has none of its own, but bars do make
    /// one (a navigation bar, a toolbar, a tab bar): content scrolls under them and rests below them.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    public weak var delegate: UIScrollViewDelegate?

    // MARK: Content geometry (R-S1)

    /// The point of the content at the scroll view's top-left corner: `bounds.origin`. Setting it
    /// stops any deceleration or animation and tells the delegate `scrollViewDidScroll`.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopMotion()
            applyContentOffset(newValue)
        }
    }

    /// How a drag treats the keyboard: `.onDrag` (and the interactive modes, which have no keyboard
    /// to follow on a desktop) end text editing in the window when a drag begins.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The size of the content, in the scroll view's coordinates. Changing it does not move the
    /// content, as in UIKit: an offset now past the end stays until the next scroll.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { indicators.contentDidChange() } }
    }

    /// The Auto Layout guides of the content and the frame (UIScrollView+LayoutGuides.swift).
    var contentGuideStorage: UILayoutGuide?
    /// Whether a view floats over the content, moving on its own (a row lifted by a drag): then
    /// the content's pixels include it, and slides redraw rather than copy them (SlideCopy).
    var holdsFloatingView: Bool { false }
    var frameGuideStorage: UILayoutGuide?

    /// The part of the adjusted inset the safe area gave at the last layout (R-AS2).
    private var lastSafeAdjustment: UIEdgeInsets = .zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentSizeFromLayoutGuide()
        followSafeAreaAdjustment()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// When the safe area changes the adjusted inset (a navigation bar above a list), content
    /// resting at its top stays at its top, as in UIKit: the offset follows the inset. A change of
    /// `contentInset` alone does not move the content (UIKit's rule too).
    private func followSafeAreaAdjustment() {
        let base = contentInset.finite, adjusted = adjustedContentInset
        let safe = UIEdgeInsets(top: adjusted.top - base.top, left: adjusted.left - base.left,
                                bottom: adjusted.bottom - base.bottom, right: adjusted.right - base.right)
        guard safe != lastSafeAdjustment else { return }
        let previous = lastSafeAdjustment
        lastSafeAdjustment = safe
        var offset = contentOffset
        if abs(offset.y + base.top + previous.top) < 0.5 { offset.y = -adjusted.top }
        if abs(offset.x + base.left + previous.left) < 0.5 { offset.x = -adjusted.left }
        applyContentOffset(offset)
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Extra room around the content, scrollable like the content itself.
    public var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }

    /// `contentInset` plus the safe area: all of it (`.always`), its top and bottom and the edges
    /// of axes that scroll (`.automatic`), only the edges of axes that scroll (`.scrollableAxes`),
    /// or none (`.never`).
    public var adjustedContentInset: UIEdgeInsets {
        var base = contentInset.finite
        // A refreshing control shows above the content, as UIKit adds its height here.
        if let refresh = refreshControlStorage, refresh.isRefreshing { base.top += UIRefreshControl.height }
        guard contentInsetAdjustmentBehavior != .never else { return base }
        var safe = safeAreaInsets
        guard safe != .zero else { return base }
        let vertical = contentSize.height > bounds.height || alwaysBounceVertical
        let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .scrollableAxes:
            if !vertical { safe.top = 0; safe.bottom = 0 }
            if !horizontal { safe.left = 0; safe.right = 0 }
        case .automatic:
            if !horizontal { safe.left = 0; safe.right = 0 }
        default:
            break
        }
        return base.adding(safe)
    }

    open func adjustedContentInsetDidChange() {}

    // MARK: Behaviour

    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    public var isPagingEnabled = false
    public var isDirectionalLockEnabled = false
    public var decelerationRate: DecelerationRate = .normal
    public var showsVerticalScrollIndicator = true { didSet { indicators.contentDidChange() } }
    public var showsHorizontalScrollIndicator = true { didSet { indicators.contentDidChange() } }
    public var indicatorStyle: IndicatorStyle = .default { didSet { indicators.contentDidChange() } }
    /// How far the vertical bar's track stays from the top, bottom and right edges (a bar under a
    /// toolbar or an inset keyboard area keeps clear of it).
    public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.contentDidChange() } }
    /// How far the horizontal bar's track stays from the left, right and bottom edges.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero { didSet { indicators.contentDidChange() } }
    /// Both bars' insets at once (UIKit's older spelling); reads the vertical one.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Whether a touch-down waits (about 150 ms) to see if it becomes a scroll before content gets it
    /// (R-S2).
    public var delaysContentTouches = true {
        didSet { touchGate.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag that starts scrolling may take a touch content already has (R-S2).
    public var canCancelContentTouches = true

    // MARK: State

    /// A finger or button is down on the scroll view (it may not have moved yet).
    public internal(set) var isTracking = false
    /// The content is following a drag.
    public internal(set) var isDragging = false
    /// The content is still moving after the drag ended: a fling, a bounce back or a page snap.
    public internal(set) var isDecelerating = false
    public internal(set) var isZooming = false
    public internal(set) var isZoomBouncing = false

    // MARK: Gesture recognizers

    /// The scroll view's pan: drags (and wheel input) scroll the content. Its delegate is free for
    /// the application, as in UIKit.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }
    /// The pinch that zooms; nil until zooming is possible (`maximumZoomScale > minimumZoomScale`).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchStorage }

    let pan = ScrollViewPanGestureRecognizer()
    let touchGate = ScrollViewTouchGate()
    var pinchStorage: ScrollViewPinchGestureRecognizer?
    /// A subclass's own handling of wheel and touchpad input (a picker's wheel turns a row per
    /// click); nil lets the scroll view scroll (`handleScrollInput`).
    func scrollInputOverride(_ event: UIEvent) -> Bool? { nil }
    /// The pull-to-refresh control (`UIScrollView+Refresh.swift`).
    var refreshControlStorage: UIRefreshControl?

    // MARK: Zooming storage (UIScrollView+Zooming.swift)

    public var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    public var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    public var bouncesZoom = true
    var zoomScaleStorage: CGFloat = 1
    var zoomGesture: ZoomGestureState?

    // MARK: Motion storage (UIScrollView+Motion.swift, UIScrollView+Dragging.swift)

    var motionX: AxisMotion = .idle
    var motionY: AxisMotion = .idle
    var zoomMotion: ZoomMotion?
    var motionKind: MotionKind = .none
    var drag = DragState()
    /// Key codes whose press this scroll view handled: their changes and ends stop here too.
    var handledKeyCodes: Set<Int> = []

    lazy var indicators = ScrollIndicators(scrollView: self)
    lazy var indicatorDrag = IndicatorDragRecognizer(scrollView: self)

    override func applyClassDefaults() {
        super.applyClassDefaults()
        clipsToBounds = true
        pan.scrollView = self
        touchGate.scrollView = self
        pan.addTarget(handler: { [weak self] (recognizer: UIGestureRecognizer) in
            guard let self, let recognizer = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(recognizer)
        })
        addGestureRecognizer(touchGate)
        addGestureRecognizer(pan)
        addGestureRecognizer(indicatorDrag)
        pan.require(toFail: indicatorDrag)
    }

    // MARK: The content touch rules (R-S2)

    /// Asked before content gets a touch (when the delay ends, or at once without it). Return false
    /// to keep the touch from the content: the scroll view can still be dragged with it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when a drag starts scrolling while `view` already has the touch: true cancels the
    /// content's touch (it gets `touchesCancelled`), false keeps it there and the scroll view does
    /// not scroll. The default keeps controls, as UIKit does: a slider in a list goes on sliding.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === pan { return panShouldBegin() }
        if gestureRecognizer === pinchStorage { return delegate?.viewForZooming(in: self) != nil }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Offsets

    /// The smallest offset: the top-left inset shows above and left of the content.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset: the end of the content (plus its inset) at the bottom-right edge.
    var maximumContentOffset: CGPoint { maximumContentOffset(forContentSize: contentSize) }

    /// The largest offset content of `size` would allow (zooming asks before it sets the size).
    func maximumContentOffset(forContentSize size: CGSize) -> CGPoint {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        let content = size.width.isFinite && size.height.isFinite ? size : .zero
        return CGPoint(x: max(minimum.x, content.width + inset.right - bounds.width),
                       y: max(minimum.y, content.height + inset.bottom - bounds.height))
    }

    var horizontalRange: ClosedRange<CGFloat> { minimumContentOffset.x...maximumContentOffset.x }
    var verticalRange: ClosedRange<CGFloat> { minimumContentOffset.y...maximumContentOffset.y }

    /// Whether a drag may move the content sideways: there is more content than room, or it always
    /// bounces that way.
    var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
    }

    var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || (bounces && (alwaysBounceVertical || refreshControlStorage != nil))
    }

    /// `offset` moved inside the valid range (for content of `size`, by default the current one).
    func clampedOffset(_ offset: CGPoint, contentSize size: CGSize? = nil) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset(forContentSize: size ?? contentSize)
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Moves the content and tells the delegate; every scroll, whatever its cause, comes here.
    func applyContentOffset(_ offset: CGPoint) {
        guard offset.isFinite, offset != bounds.origin else { return }
        scrollBounds(to: offset)
        indicators.didScroll()
        refreshControlStorage?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Public scrolling

    /// Scrolls to `contentOffset`, over about 0.3 s when `animated` (the delegate then gets
    /// `scrollViewDidScroll` each frame and `scrollViewDidEndScrollingAnimation` at the end). It
    /// stops a deceleration, as the UIKit idiom `setContentOffset(contentOffset, animated: false)`
    /// relies on.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else { return }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            applyContentOffset(contentOffset)
            return
        }
        animateOffset(to: contentOffset)
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates); nothing when it is
    /// already visible. A rectangle larger than the view shows its top-left part. What shows is the
    /// bounds less the adjusted content inset: a rectangle under a navigation bar is not visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        /// Where what shows should start on one axis (then less the inset: the offset).
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleLength { return low }
            if high > visibleLow + visibleLength { return high - visibleLength }
            return visibleLow
        }
        let target = clampedOffset(CGPoint(x: axis(rect.minX, rect.maxX, visible.minX, visible.width) - inset.left,
                                           y: axis(rect.minY, rect.maxY, visible.minY, visible.height) - inset.top))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators briefly.
    open func flashScrollIndicators() {
        indicators.flash()
    }

    // MARK: Keys (UIScrollView+Input.swift)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = handleScrollKeys(presses)
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = repeatScrollKeys(presses)
        if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = finishScrollKeys(presses)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = finishScrollKeys(presses)
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    // MARK: Window changes

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // An animation off screen has no frames to show; it stops where it is.
        if window == nil { stopMotion() }
    }

    override var drawsOverlay: Bool { indicators.isVisible }

    override func drawOverlay(in context: CGContext) {
        indicators.draw(in: context)
    }
}
