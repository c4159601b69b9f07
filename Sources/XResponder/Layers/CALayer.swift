import Foundation

/// The visual properties behind a view, as Core Animation's `CALayer` (R-AP1): corner radius (with
/// `maskedCorners`, clipping content when `masksToBounds`), border, shadow, opacity and background,
/// plus sublayers drawn in order. XResponder draws layers with Cairo in the same pass as views; there
/// is no separate render server, so a change shows in the next frame like any `setNeedsDisplay()`.
///
/// Every view has one (`view.layer`), made on first use, so a view that never asks pays nothing.
/// For a view's own layer, `frame`, `bounds`, `position`, `opacity`, `backgroundColor`,
/// `masksToBounds`, `isHidden` and the affine part of `transform` are the view's `frame`, `bounds`,
/// `center`, `alpha`, `backgroundColor`, `clipsToBounds`, `isHidden` and `transform`: setting one
/// sets the other, as in UIKit. Layers you add with `addSublayer(_:)` keep their own geometry, in
/// their superlayer's coordinates.
///
/// Ownership: a view owns its layer; a layer owns its sublayers and its `mask`; the back references
/// (`superlayer`, the hosting view) do not own, so a layer removed or a view gone simply stops being
/// drawn. Sublayers of a view's layer sit among its subviews as in UIKit's one list of sublayers
/// (`anchorSubview`): added after subviews, above them; at index 0, beneath them all.
@preconcurrency @MainActor
open class CALayer: CAMediaTiming {
    /// The view this layer backs (UIKit: the layer's `delegate`), nil for a layer made on its own.
    /// Not `weak`: a weak reference gives its target a side table, and then every retain and release
    /// of the view — hit testing and the responder chain make dozens per touch — takes the slow
    /// path (issue #50 measured a sixth of a touch's dispatch there). The view clears it in its
    /// deinit, so a layer that outlives its view (held by an animation) reads nil.
    @exclusivity(unchecked) unowned(unsafe) var hostView: UIView?
    weak var superlayerStorage: CALayer?
    var sublayerStorage: [CALayer] = []
    /// Counts changes to what the layer draws (`change`): the chrome cache's memo of this layer's
    /// chrome is good while it stands still.
    @exclusivity(unchecked) var drawingGeneration: UInt32 = 0
    /// The chrome this layer's view drew last frame, and what it was drawn from.
    @exclusivity(unchecked) var chromeMemo: LayerChromeCache.Memo?

    // Geometry of a layer that backs no view.
    private var ownBounds = CGRect.zero
    private var ownPosition = CGPoint.zero
    private var ownTransform = CATransform3DIdentity
    private var ownOpacity: Float = 1
    private var ownBackgroundColor: CGColor?
    /// `masksToBounds`, for a view's layer kept equal to the view's `clipsToBounds` (the view sets
    /// it): the renderer asks for every layer in every frame, and a weak load of the view is not free.
    @exclusivity(unchecked) var masksToBoundsStorage = false
    private var ownIsHidden = false

    public required init() {}

    /// Core Animation's copy initialiser for presentation layers: copies the drawing properties.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        ownBounds = other.bounds; ownPosition = other.position; anchorPoint = other.anchorPoint
        ownTransform = other.transform; ownOpacity = other.opacity; ownBackgroundColor = other.backgroundColor
        masksToBoundsStorage = other.masksToBounds; ownIsHidden = other.isHidden
        cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; zPosition = other.zPosition; name = other.name
    }

    /// A layer that dies stops its animations: their delegates hear `finished: false`, and the
    /// transactions waiting for them go on. Layers die on the main thread, where they live (a
    /// `@preconcurrency` class cannot declare an isolated deinit).
    deinit {
        // Most layers die with no animation: they never enter the main actor here.
        guard !animationEntries.isEmpty else { return }
        let entries = animationEntries
        MainActor.assumeIsolated {
            for entry in entries where !entry.animation.hasStopped {
                entry.animation.hasStopped = true
                LayerAnimationEngine.tellStopped(entry, finished: false)
            }
        }
    }

    init(hostView: UIView) {
        self.hostView = hostView
        masksToBoundsStorage = hostView.clipsToBounds
    }

    // MARK: Geometry

    open var bounds: CGRect {
        get { hostView?.bounds ?? ownBounds }
        set {
            if let hostView { hostView.bounds = newValue; return }
            implicitChange("bounds", from: .rect(ownBounds), to: .rect(newValue))
            change { ownBounds = newValue }
        }
    }

    /// Where `anchorPoint` sits in the superlayer (a view's `center`).
    open var position: CGPoint {
        get { hostView?.center ?? ownPosition }
        set {
            if let hostView { hostView.center = newValue; return }
            implicitChange("position", from: .point(ownPosition), to: .point(newValue))
            change { ownPosition = newValue }
        }
    }

    /// The point of the bounds (0…1 in each axis) that `position` places and `transform` turns
    /// about. A view's layer keeps its centre (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { if hostView == nil { noteFootprintBeforeChange() } }
        didSet {
            guard hostView == nil else { return }
            implicitChange("anchorPoint", from: .point(oldValue), to: .point(anchorPoint))
            change {}
        }
    }

    open var frame: CGRect {
        get {
            if let hostView { return hostView.frame }
            return ownBounds.applying(toSuperlayer)
        }
        set {
            if let hostView { hostView.frame = newValue; return }
            guard newValue.isFiniteRect else { return }
            let position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            implicitChange("bounds", from: .rect(ownBounds), to: .rect(CGRect(origin: ownBounds.origin, size: newValue.size)))
            implicitChange("position", from: .point(ownPosition), to: .point(position))
            change {
                ownBounds.size = newValue.size
                ownPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                                      y: newValue.minY + anchorPoint.y * newValue.height)
            }
        }
    }

    open var transform: CATransform3D {
        get { hostView.map { CATransform3D($0.transform) } ?? ownTransform }
        set {
            if let hostView { hostView.transform = newValue.affine; return }
            implicitChange("transform", from: .transform(ownTransform), to: .transform(newValue))
            change { ownTransform = newValue }
        }
    }

    open func affineTransform() -> CGAffineTransform { transform.affine }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// Sublayers with a larger `zPosition` draw above those with a smaller one; equal ones keep
    /// their order.
    open var zPosition: CGFloat = 0 {
        didSet { implicitChange("zPosition", from: .scalar(oldValue), to: .scalar(zPosition)); change {} }
    }

    /// From this layer's bounds coordinates to its superlayer's.
    var toSuperlayer: CGAffineTransform {
        let size = ownBounds.size
        let toAnchor = CGAffineTransform(translationX: -ownBounds.minX - anchorPoint.x * size.width,
                                         y: -ownBounds.minY - anchorPoint.y * size.height)
        return toAnchor.concatenating(ownTransform.affine).concatenating(
            CGAffineTransform(translationX: ownPosition.x, y: ownPosition.y))
    }

    // MARK: Appearance

    open var isHidden: Bool {
        get { hostView?.isHidden ?? ownIsHidden }
        set {
            if let hostView { hostView.isHidden = newValue; return }
            change { ownIsHidden = newValue }
        }
    }

    /// 0…1; multiplies down the tree, applied to the layer and its sublayers as one group.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let hostView { hostView.alpha = CGFloat(newValue); return }
            implicitChange("opacity", from: .scalar(CGFloat(ownOpacity)), to: .scalar(CGFloat(newValue)))
            change { ownOpacity = newValue }
        }
    }

    open var backgroundColor: CGColor? {
        get { hostView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let hostView { hostView.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            implicitChange("backgroundColor", from: .color(ownBackgroundColor), to: .color(newValue))
            change { ownBackgroundColor = newValue }
        }
    }

    /// Clips the contents, sublayers (and a view's subviews) to the rounded bounds; also hides the
    /// shadow, which lies outside them (the well-known Core Animation trade-off).
    open var masksToBounds: Bool {
        get { masksToBoundsStorage }
        set {
            if let hostView { hostView.clipsToBounds = newValue; return }
            change { masksToBoundsStorage = newValue }
        }
    }

    /// Rounds the background and border (and the clip when `masksToBounds`); clamped to half the
    /// shorter side when drawn.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { implicitChange("cornerRadius", from: .scalar(oldValue), to: .scalar(cornerRadius)); change {} } }
    }
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = .all { didSet { if maskedCorners != oldValue { change {} } } }
    @exclusivity(unchecked) open var cornerCurve: CALayerCornerCurve = .circular { didSet { if cornerCurve != oldValue { change {} } } }

    /// Drawn inside the bounds, above the contents and sublayers (and a view's subviews).
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { implicitChange("borderWidth", from: .scalar(oldValue), to: .scalar(borderWidth)); change {} } }
    }
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { implicitChange("borderColor", from: .color(oldValue), to: .color(borderColor)); change {} }
    }

    /// The shadow is seen only when `shadowOpacity` is above zero (Core Animation's default is 0).
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        willSet { noteFootprintBeforeChange() }
        didSet { implicitChange("shadowColor", from: .color(oldValue), to: .color(shadowColor)); change {} }
    }
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        willSet { noteFootprintBeforeChange() }
        didSet { if shadowOpacity != oldValue { implicitChange("shadowOpacity", from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(shadowOpacity))); change {} } }
    }
    /// Core Animation's default, (0, −3), lifts the shadow above the layer on a y-down screen.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { noteFootprintBeforeChange() }
        didSet { if shadowOffset != oldValue { implicitChange("shadowOffset", from: .size(oldValue), to: .size(shadowOffset)); change {} } }
    }
    /// The blur radius: the shadow's Gaussian has this standard deviation (docs/appearance.md).
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        willSet { noteFootprintBeforeChange() }
        didSet { if shadowRadius != oldValue { implicitChange("shadowRadius", from: .scalar(oldValue), to: .scalar(shadowRadius)); change {} } }
    }
    /// The shadow's shape in the layer's coordinates. Without one the shadow follows the rounded
    /// bounds when the layer paints a background or border, and the drawn content otherwise.
    @exclusivity(unchecked) open var shadowPath: CGPath? {
        willSet { noteFootprintBeforeChange() }
        didSet { implicitChange("shadowPath", from: .path(oldValue), to: .path(shadowPath)); change {} }
    }

    /// A layer whose alpha masks this one (in this layer's coordinates).
    @exclusivity(unchecked) open var mask: CALayer? {
        willSet { mask?.superlayerStorage = nil }
        didSet {
            mask?.removeFromSuperlayer()
            mask?.superlayerStorage = self
            change {}
        }
    }

    open var name: String?
    /// Kept for source compatibility; XResponder draws every layer at the screen's scale.
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    /// Kept for source compatibility; layers are drawn each frame they are damaged.
    open var shouldRasterize = false
    open var needsDisplayOnBoundsChange = false
    open var allowsEdgeAntialiasing = false

    // MARK: Drawing

    /// Draws the layer's own content after its background, in its bounds coordinates (a subclass's
    /// drawing, as `CALayer.draw(in:)`).
    open func draw(in ctx: CGContext) {}

    /// What the layer's class draws between its background and its sublayers: `draw(in:)` for a
    /// plain layer, the path of a shape layer, the gradient of a gradient layer.
    func renderContents(in context: CGContext, bounds: CGRect) {
        draw(in: context)
    }

    /// What the layer draws beyond `bounds` (its own bounds coordinates), or nil when nothing:
    /// a shadow, and sublayers (with their own shadows and sublayers) that stick out.
    func drawingOutsideBounds(_ bounds: CGRect) -> CGRect? {
        guard !masksToBounds else { return nil }
        var reach = bounds
        if hasVisibleShadow {
            let box = shadowPath?.boundingBox ?? bounds
            if box.isFiniteRect, !box.isNull { reach = reach.union(shadowExtent(around: box)) }
        }
        for sublayer in sublayerStorage where !sublayer.isHidden {
            let frame = sublayer.frame
            guard frame.isFiniteRect else { continue }
            let own = sublayer.drawingOutsideBounds(sublayer.bounds).map { $0.applying(sublayer.toSuperlayer) } ?? frame
            reach = reach.union(own.union(frame))
        }
        return reach == bounds ? nil : reach
    }

    /// Redraws the layer in the next frame.
    open func setNeedsDisplay() { change {} }
    open func displayIfNeeded() {}
    open func display() {}

    /// The layer as it is on screen now (R-AP3, R-BR2): a copy holding the values being drawn —
    /// for a view animating (`UIView.animate`, a spring, a property animator) its in-between
    /// frame, position, bounds, opacity and background, and for any layer what its Core Animation
    /// animations show now; otherwise the model's.
    open func presentation() -> Self? {
        guard let application = UIApplication.sharedIfExists else { return type(of: self).init(layer: self) }
        let copy = { type(of: self).init(layer: self) }
        let layers = application.layerAnimationEngineStorage
        if hostView == nil { return layers?.withPresentationValues(copy) ?? copy() }
        return application.viewAnimator.withPresentationValues { layers?.withPresentationValues(copy) ?? copy() }
    }
    open func model() -> Self { self }

    // MARK: Animations and time (R-BR2; see CALayer+Animations.swift)

    /// An animation on the layer (the copy `add(_:forKey:)` made), under its key, with what to
    /// call when it stops for the transactions waiting on it.
    struct AnimationEntry {
        let key: String?
        let animation: CAAnimation
        let transactionDone: (@MainActor () -> Void)?
    }

    /// In the order added: each is applied on top of the ones before. Touched only on the main
    /// actor; `nonisolated(unsafe)` so that the deinit can see whether there are any.
    nonisolated(unsafe) var animationEntries: [AnimationEntry] = []
    /// Set when the layer is first drawn. A layer never drawn has no picture to animate from, so
    /// its changes are not animated implicitly (Core Animation's rule for a layer made in the same
    /// transaction as the change).
    @exclusivity(unchecked) var hasBeenDrawn = false
    /// Values under keys the layer does not have (`setValue(_:forKey:)`), as Core Animation keeps.
    var userValues: [String: Any] = [:]

    /// The layer's place in the tree of time spaces (`CAMediaTiming`): `beginTime`, `speed` and
    /// `timeOffset` map its superlayer's time to its own (and so its animations'); `speed = 0`
    /// with `timeOffset` set to the current time is the idiom that pauses a layer. The other
    /// timing properties are kept for source compatibility.
    open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1 { didSet { timingDidChange() } }
    open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Actions by property key, looked up before the class's default (`NSNull()` turns one off).
    open var actions: [String: any CAAction]?

    /// What to do when the property `event` changes: the `actions` entry, else the class's
    /// `defaultAction(forKey:)`, else, for an animatable property of a layer that backs no view, a
    /// `CABasicAnimation` lasting `CATransaction.animationDuration()` (Core Animation's implicit
    /// animation). nil: change at once. A view's own layer changes at once (its view animates it).
    open func action(forKey event: String) -> (any CAAction)? {
        standardAction(forKey: event)
    }

    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// Kept for source compatibility: a custom property's change redraws through `setNeedsDisplay`.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The current value of an animatable property by key (`position`, `opacity`, a subclass's
    /// `strokeEnd`); nil when the layer has no such property.
    func animatableValue(forKey key: String) -> AnimatableValue? { baseAnimatableValue(forKey: key) }

    /// Sets one: through the public setters, or, while the engine swaps in what is drawn
    /// (`LayerAnimationEngine.isWritingPresentation`), straight into storage without damage.
    @discardableResult
    func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool { setBaseAnimatableValue(value, forKey: key) }

    // MARK: The layer tree

    open var superlayer: CALayer? { superlayerStorage ?? hostView?.superview?.layer }

    /// The layers added with `addSublayer(_:)` and its siblings, back to front.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            change { sublayerStorage = [] }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Above everything, the subviews of a view included.
    open func addSublayer(_ layer: CALayer) {
        guard layer !== self, layer.hostView == nil, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        insert(layer, at: sublayerStorage.count, anchor: hostView?.subviewStorage.last)
    }

    /// On a view's layer, index 0 is beneath every subview and the end above them all, as in
    /// UIKit, where the subviews' layers are sublayers too; between, the new layer joins the layer
    /// it is inserted before.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, layer.hostView == nil, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let position = min(Int(index), sublayerStorage.count)
        let anchor: UIView? = position == 0 ? nil
            : position == sublayerStorage.count ? hostView?.subviewStorage.last : sublayerStorage[position].anchorSubview
        insert(layer, at: position, anchor: anchor)
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        guard layer !== self, layer.hostView == nil, !isDescendant(of: layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        insert(layer, at: sublayerStorage.firstIndex { $0 === sibling } ?? index, anchor: sibling.anchorSubview)
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sublayerStorage.contains(where: { $0 === sibling }) else { return addSublayer(layer) }
        guard layer !== self, layer.hostView == nil, !isDescendant(of: layer), layer !== sibling else { return }
        layer.removeFromSuperlayer()
        let index = (sublayerStorage.firstIndex { $0 === sibling } ?? sublayerStorage.count - 1) + 1
        insert(layer, at: index, anchor: sibling.anchorSubview)
    }

    private func insert(_ layer: CALayer, at index: Int, anchor: UIView?) {
        change {
            sublayerStorage.insert(layer, at: min(max(index, 0), sublayerStorage.count))
            layer.superlayerStorage = self
            layer.anchorSubview = hostView == nil ? nil : anchor
        }
    }

    // MARK: Sublayers among a view's subviews

    /// For a sublayer of a view's layer: the subview it is drawn right above (after that
    /// subview's subtree, before the next subview); nil is beneath every subview. This is where
    /// UIKit's single list of sublayers, in which the subviews' layers sit too, puts it.
    weak var anchorSubview: UIView?

    /// The subview this sublayer of `host` is drawn above, if it is still one of its subviews.
    func anchor(in host: UIView) -> UIView? {
        guard let anchorSubview, anchorSubview.superviewStorage === host else { return nil }
        return anchorSubview
    }

    /// Whether some sublayer is drawn among the subviews rather than beneath them all.
    var hasSublayersAmongSubviews: Bool {
        guard let hostView else { return false }
        return sublayerStorage.contains { $0.anchor(in: hostView) != nil }
    }

    /// The subview at `index` of the view this layer backs leaves its place: the sublayers drawn
    /// above it stay where they are in the stack, above the subview beneath it.
    func subviewWillLeave(at index: Int) {
        guard let hostView, hostView.subviewStorage.indices.contains(index) else { return }
        let leaving = hostView.subviewStorage[index]
        let below = index > 0 ? hostView.subviewStorage[index - 1] : nil
        for layer in sublayerStorage where layer.anchorSubview === leaving { layer.anchorSubview = below }
    }

    /// `view` went beneath everything (`sendSubviewToBack`): the sublayers that were beneath every
    /// subview are now above it.
    func subviewWentToBack(_ view: UIView) {
        guard let hostView else { return }
        for layer in sublayerStorage where layer.anchor(in: hostView) == nil { layer.anchorSubview = view }
    }

    /// Two subviews traded places: the sublayers above each stay at their place, above the other.
    func subviewsExchanged(_ a: UIView, _ b: UIView) {
        for layer in sublayerStorage {
            if layer.anchorSubview === a { layer.anchorSubview = b } else if layer.anchorSubview === b { layer.anchorSubview = a }
        }
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let superlayer = superlayerStorage else { return }
        if superlayer.mask === self { superlayer.mask = nil; return }
        superlayer.change {
            superlayer.sublayerStorage.removeAll { $0 === self }
            superlayerStorage = nil
        }
    }

    private func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayerStorage
        }
        return false
    }

    /// The view whose drawing includes this layer: its host, or its nearest ancestor's.
    var drawingView: UIView? {
        var layer: CALayer? = self
        while let l = layer {
            if let view = l.hostView { return view }
            layer = l.superlayerStorage
        }
        return nil
    }

    /// Runs a change and damages what it may have moved: the view that draws this layer, before and
    /// after (a shadow or sublayer can reach outside the view's frame).
    /// Where the view drew just before a property that reaches outside the bounds changed (a
    /// shadow's, a standalone layer's anchor point). Such a property's didSet runs after the value
    /// is new, and the cached extent `change(_:)` starts from may have been dropped by an animation
    /// frame, so without this note a shrinking or removed shadow, or a sublayer moved by its anchor,
    /// would leave its old pixels on screen (a lifted row set back down kept its shadow).
    /// Properties set inside `change { }` (masksToBounds) need no note.
    @exclusivity(unchecked) private var footprintBeforeChange: CGRect?

    private func noteFootprintBeforeChange() {
        guard !LayerAnimationEngine.isWritingPresentation, let view = drawingView, view.window != nil else { return }
        let now = view.damageFootprint()
        footprintBeforeChange = footprintBeforeChange.map { $0.union(now) } ?? now
    }

    func change(_ body: () -> Void) {
        drawingGeneration &+= 1
        guard let view = drawingView else { return body() }
        // Animated values swapped in for drawing: caches learn of them, but nothing is damaged.
        if LayerAnimationEngine.isWritingPresentation {
            body()
            view.invalidateSubtreeExtent()
            return
        }
        var before = view.window != nil ? view.damageFootprint() : nil
        if let noted = footprintBeforeChange {
            // Unioned, so a note left by a set that changed nothing only widens the damage.
            before = before.map { $0.union(noted) } ?? noted
            footprintBeforeChange = nil
        }
        body()
        view.layerDrawingDidChange(previousFootprint: before)
    }
}
