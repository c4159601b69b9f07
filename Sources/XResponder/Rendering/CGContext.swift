import CCairo
import Foundation

extension UIColor {
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Sets this color as the fill color of the current context (`UIGraphicsGetCurrentContext()`).
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets this color as the stroke color of the current context.
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Sets fill and stroke.
    @MainActor public func set() { setFill(); setStroke() }
}

/// A Cairo-backed drawing context with CoreGraphics' method names, so `draw(_:)` code ports line by
/// line. Anything the wrapper lacks is one call away on the raw ``cairo`` pointer.
///
/// Cairo keeps one source; CoreGraphics keeps a fill and a stroke color. The wrapper remembers both
/// and sets the right one before each fill or stroke.
@preconcurrency @MainActor
public final class CGContext {
    /// The underlying `cairo_t *`.
    public let cairo: OpaquePointer
    @exclusivity(unchecked) private var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    @exclusivity(unchecked) private var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    @exclusivity(unchecked) private var globalAlpha: CGFloat = 1
    @exclusivity(unchecked) private var savedStates: [(CGColor, CGColor, CGFloat, PixelClip)] = []
    /// The clip as one rectangle of whole device pixels, while it is known to be exactly that:
    /// the window's render pass sets it, a rectangle clip under an axis-aligned transform narrows
    /// it, any other clip makes it unknown. Copies that bypass Cairo (`PixelBlitter`) need it.
    @exclusivity(unchecked) var pixelClip = PixelClip.unknown
    /// The pixman image over the surface Cairo draws into, made by the first direct copy.
    @exclusivity(unchecked) var pixelTarget: PixelBlitter.Target?

    /// Wraps `cairo` without taking ownership (the creator destroys it).
    public init(cairo: OpaquePointer) {
        self.cairo = cairo
    }

    // MARK: State

    public func saveGState() {
        cairo_save(cairo)
        savedStates.append((fillColor, strokeColor, globalAlpha, pixelClip))
    }

    public func restoreGState() {
        cairo_restore(cairo)
        if let state = savedStates.popLast() { (fillColor, strokeColor, globalAlpha, pixelClip) = state }
    }

    public func setFillColor(_ color: CGColor) { fillColor = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setFillColor(_ color: UIColor) { fillColor = color.cgColor }
    public func setStrokeColor(_ color: UIColor) { strokeColor = color.cgColor }
    public func setAlpha(_ alpha: CGFloat) { globalAlpha = alpha }
    /// The alpha `setAlpha(_:)` set, for painting that does not go through a fill colour.
    var currentAlpha: CGFloat { globalAlpha.isFinite ? min(max(globalAlpha, 0), 1) : 0 }
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, Double(width)) }

    // MARK: Transform

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cairo, Double(x), Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { cairo_scale(cairo, Double(x), Double(y)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, Double(angle)) }

    public func concatenate(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                                    x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    // MARK: Paths

    public func beginPath() { cairo_new_path(cairo) }
    public func move(to point: CGPoint) { cairo_move_to(cairo, Double(point.x), Double(point.y)) }
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    public func closePath() { cairo_close_path(cairo) }

    public func addRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    public func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
    }

    /// A rectangle with rounded corners (an XResponder helper; UIKit draws these with UIBezierPath).
    public func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        guard r > 0 else { return addRect(rect) }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, Double(rect.maxX - r), Double(rect.minY + r), Double(r), -.pi / 2, 0)
        cairo_arc(cairo, Double(rect.maxX - r), Double(rect.maxY - r), Double(r), 0, .pi / 2)
        cairo_arc(cairo, Double(rect.minX + r), Double(rect.maxY - r), Double(r), .pi / 2, .pi)
        cairo_arc(cairo, Double(rect.minX + r), Double(rect.minY + r), Double(r), .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// An arc like CoreGraphics': angles in radians, `clockwise` as seen on a y-down screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }

    public func fillPath() {
        apply(fillColor)
        cairo_fill(cairo)
    }

    /// Makes the fill colour Cairo's source (for fills that keep the path).
    func applyFill() { apply(fillColor) }

    public func strokePath() {
        apply(strokeColor)
        cairo_stroke(cairo)
    }

    // MARK: Shapes

    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        strokePath()
    }

    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        fillPath()
    }

    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        addEllipse(in: rect)
        strokePath()
    }

    /// Makes `rect` fully transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        addRect(rect)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        addRect(rect)
        cairo_clip(cairo)
        pixelClip = pixelClip.intersection(PixelClip(rect, in: cairo))
    }

    public func clip() {
        cairo_clip(cairo)
        pixelClip = .unknown
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    private func apply(_ color: CGColor) {
        cairo_set_source_rgba(cairo, Double(clamp(color.red)), Double(clamp(color.green)),
                              Double(clamp(color.blue)), Double(clamp(color.alpha * globalAlpha)))
    }

    private func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
}

// MARK: The current context

@MainActor private var contextStack: [CGContext] = []

/// The context `draw(_:)` should draw into, as in UIKit; nil outside drawing.
@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// Fills `rect` of the current context with its fill colour (`UIColor.setFill()`), as UIKit's does.
@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame inside `rect` of the current context with its stroke colour.
@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}
