import CCairo
import Foundation

/// A view that blurs what lies behind it (`UIBlurEffect`) or makes its content vibrant
/// (`UIVibrancyEffect`) (R-BR1). Subviews go in `contentView`, as in UIKit.
///
/// How it draws: when the renderer reaches it, everything behind it is already in the window's
/// pixels; it reads those under its bounds, blurs and tints them (`BackdropBlur`) and paints them
/// back, then its content is drawn on top. Live: the window redraws the whole
/// view whenever anything beneath it changes (`UIWindow.expandDamageForBackdrops`), so a list
/// scrolling under a blurred bar blurs frame by frame. The backdrop is what the window drew behind
/// it; inside a parent with alpha below 1, only what that parent's group holds.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews go; it fills the effect view.
    public let contentView: UIView

    /// The effect; nil shows only the content. Set inside an animation block, the blur fades from
    /// the old effect's to the new one's (UIVisualEffectView+Fade.swift).
    open var effect: UIVisualEffect? {
        didSet { effectChanged(from: oldValue) }
    }
    /// How far the drawn blur has gone from `fadingFrom` to the effect's: 1 at rest; animated
    /// (`ViewAnimator`'s `effectProgress`) while a change made in an animation block fades.
    var effectProgress: CGFloat = 1
    /// The material drawn before an animated change (nil: none).
    var fadingFrom: BlurMaterial?

    public init(effect: UIVisualEffect?) {
        contentView = VisualEffectContentView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = VisualEffectContentView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        (contentView as? VisualEffectContentView)?.owner = self
        addSubview(contentView)
        effectDidChange()
    }

    func effectDidChange() {
        setNeedsDisplay()
        contentView.setNeedsDisplay()
        window?.registerBackdrop(self)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        window?.registerBackdrop(self)
    }

    /// The material drawn, for the view's appearance; nil without a blur.
    var material: BlurMaterial? { Self.material(of: effect, dark: traitCollection.userInterfaceStyle == .dark) }

    /// Whether the view reads what lies behind it (its blur, or one fading out).
    var blursBackdrop: Bool { effect is UIBlurEffect || (effectProgress < 1 && fadingFrom != nil) }

    override var drawsBackdrop: Bool { blursBackdrop }

    /// Blurs the pixels beneath `bounds` and tints them (within the layer's rounded corners).
    override func drawBackdrop(in context: CGContext, bounds: CGRect) {
        guard let material = drawnMaterial, material.radius > 0 || material.tintAlpha > 0 else { return }
        let cr = context.cairo
        context.saveGState()
        if let layer = layerStorage, layer.isRounded { LayerRenderer.clipToShape(of: layer, bounds: bounds, in: context) }
        // The bounds in device pixels: the blur radius scales with them (a transform or HiDPI).
        let device = ViewRenderer.deviceBoundingBox(of: bounds, in: cr)
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        let pixelsPerPoint = CGFloat((unitX * unitX + unitY * unitY).squareRoot())
        let blurred = BackdropBlur.paint(device, radius: material.radius * pixelsPerPoint, saturation: material.saturation,
                                         tintWhite: material.tintWhite, tintAlpha: material.tintAlpha, in: cr)
        if !blurred {
            // Nothing to read back (a PDF or a recording surface): the material's tint alone.
            context.setFillColor(UIColor(white: material.tintWhite, alpha: material.tintAlpha).cgColor)
            context.fill(bounds)
        }
        context.restoreGState()
    }
}

/// The effect view's content view: under a vibrancy effect its subtree is drawn into a group and
/// painted through its alpha in the vibrant colour.
@MainActor
final class VisualEffectContentView: UIView {
    weak var owner: UIVisualEffectView?

    override var compositesAsGroup: Bool { owner?.effect is UIVibrancyEffect }

    override func compositeGroup(_ group: OpaquePointer, alpha: CGFloat, in context: CGContext) {
        guard let vibrancy = owner?.effect as? UIVibrancyEffect else {
            cairo_set_source(context.cairo, group)
            cairo_paint_with_alpha(context.cairo, Double(alpha))
            return
        }
        let material = BlurMaterial.of(vibrancy.blurEffect.style, dark: traitCollection.userInterfaceStyle == .dark)
        let colour = material.vibrantColor(vibrancy.style).cgColor
        let cr = context.cairo
        cairo_set_source_rgba(cr, Double(colour.red), Double(colour.green), Double(colour.blue), Double(colour.alpha * alpha))
        cairo_mask(cr, group)
    }
}
