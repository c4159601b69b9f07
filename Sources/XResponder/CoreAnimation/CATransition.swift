import Foundation

/// Animates a layer from how it looked to how it looks now (R-BR2): add one to a layer
/// (`label.layer.add(transition, forKey: kCATransition)`), change the layer or its view's
/// content in the same turn, and the old picture fades, pushes, moves in or reveals to the new one.
///
/// The "before" picture is what the window showed of the layer at the last frame, taken when the
/// transition is added — so the change may come before or after `add`, as in Core Animation, whose
/// render tree has not seen the change yet either. (A window never drawn has no last frame: the
/// new picture then comes in over nothing.) Being a picture of the window, it holds whatever was
/// drawn there, what lies behind a transparent layer included. Moving transitions are clipped to
/// the layer's bounds, as the screen edge clips a navigation push. Filters and page curls (the
/// private types) are drawn as a fade.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start and end (0…1).
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Kept for source compatibility: Core Image filters are not applied.
    open var filter: Any?

    /// The old picture, in the layer's bounds coordinates at `snapshotOrigin`.
    var snapshot: UIImage?
    var snapshotOrigin = CGPoint.zero

    public required init() { super.init() }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type; copy.subtype = subtype; copy.startProgress = startProgress; copy.endProgress = endProgress
        copy.filter = filter; copy.snapshot = snapshot; copy.snapshotOrigin = snapshotOrigin
    }

    /// Takes the "before" picture of `layer` from its window's last frame.
    func captureBefore(of layer: CALayer) {
        guard let drawn = layer.boundsInWindow, let compositor = drawn.window.compositor,
              let pixels = compositor.lastFramePixels(in: drawn.rect) else { return }
        snapshot = pixels.image
        // The picture's corner relative to the layer's bounds origin (layers drawn unrotated).
        snapshotOrigin = CGPoint(x: layer.bounds.minX + pixels.origin.x - drawn.rect.minX,
                                 y: layer.bounds.minY + pixels.origin.y - drawn.rect.minY)
    }

    /// How far along the transition is at the layer's `time` (nil: not showing).
    func progress(atParentTime time: CFTimeInterval) -> CGFloat? {
        guard let phase = phase(atParentTime: time, inherited: nil) else { return nil }
        let start = CGFloat(startProgress.isFinite ? min(max(startProgress, 0), 1) : 0)
        let end = CGFloat(endProgress.isFinite ? min(max(endProgress, 0), 1) : 1)
        return start + (end - start) * min(max(phase.fraction, 0), 1)
    }

    /// Where the old and new pictures are drawn at `progress` (offsets in units of the layer's
    /// size), the old one's opacity, and which goes on top.
    ///
    /// A fade draws the new picture, then the old one over it at 1 − progress: the old picture is
    /// a copy of the window (opaque), so that is an exact cross-fade even where the new picture is
    /// transparent.
    func placement(at progress: CGFloat) -> (old: CGVector, new: CGVector, oldAlpha: CGFloat, oldOnTop: Bool) {
        let direction: CGVector
        switch subtype {
        case .fromLeft?: direction = CGVector(dx: -1, dy: 0)
        case .fromTop?: direction = CGVector(dx: 0, dy: -1)
        case .fromBottom?: direction = CGVector(dx: 0, dy: 1)
        default: direction = CGVector(dx: 1, dy: 0)
        }
        func scaled(_ f: CGFloat) -> CGVector { CGVector(dx: direction.dx * f, dy: direction.dy * f) }
        let still = CGVector(dx: 0, dy: 0)
        switch type {
        case .push: return (scaled(-progress), scaled(1 - progress), 1, false)
        case .moveIn: return (still, scaled(1 - progress), 1, false)
        case .reveal: return (scaled(-progress), still, 1, true)
        default: return (still, still, 1 - progress, true)
        }
    }

    var isMoving: Bool { type == .push || type == .moveIn || type == .reveal }
}

/// The key UIKit code adds transitions under.
public let kCATransition = "transition"
