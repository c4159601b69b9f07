import Foundation

/// Slides drawn by moving pixels (R-L3, R-S5): an animation group that only moves sibling views,
/// all by one displacement of whole points, inside a scroll view whose pixels can be copied — a
/// list's rows sliding down after an insert or up after a delete.
///
/// Redrawn every frame, the rows below an insert cost most of a frame: a full-width row's
/// background, text and controls, a dozen times. They do not change while they slide, so each
/// frame instead moves their pixels by the whole points they advanced, as a scroll does
/// (`UIWindow.noteScrollCopy`), and redraws only what the move cannot supply: the strip it
/// uncovers, the other views inside the moved rectangle (a row fading in, a row fading out, a
/// header), views drawn above the scroll view and its indicators. To move by whole points the
/// slide is drawn at whole-point offsets from its start; the last frame lands exactly on the model.
/// When a frame cannot be a copy (a view left, the scroll view stopped being opaque, the window is
/// not drawn), it is damaged as any animation frame is, and the group stops copying.
@MainActor
final class SlideCopy {
    weak var container: UIScrollView?
    /// How far every view moves, in whole points.
    let displacement: CGPoint
    /// How far from their start the views were drawn in the last frame damaged.
    var drawnOffset = CGPoint.zero
    /// The scroll view's offset then: a scroll between frames moved the drawn rows' pixels with
    /// it, so the last footprints no longer say where they are, and that frame is not a copy.
    private var drawnContentOffset: CGPoint

    private init(container: UIScrollView, displacement: CGPoint) {
        self.container = container
        self.displacement = displacement
        drawnContentOffset = container.bounds.origin
    }

    /// The slide `tracks` make, or nil when they do anything else: every track a center moved by
    /// the same whole-point displacement or a bounds left as it is, every view an untransformed
    /// subview of one scroll view.
    static func make(for tracks: [ViewAnimator.Track]) -> SlideCopy? {
        var displacement: CGPoint?
        var container: UIScrollView?
        for track in tracks {
            guard let view = track.view, let scrollView = view.superview as? UIScrollView, view.storedTransform.isIdentity,
                  container == nil || container === scrollView else { return nil }
            container = scrollView
            switch (track.property, track.from, track.to) {
            case (.center, .point(let from), .point(let to)):
                let moved = CGPoint(x: to.x - from.x, y: to.y - from.y)
                guard moved.x == moved.x.rounded(), moved.y == moved.y.rounded(), moved != .zero,
                      displacement == nil || displacement == moved else { return nil }
                displacement = moved
            case (.bounds, .rect(let from), .rect(let to)) where from == to:
                continue
            default:
                return nil
            }
        }
        // A lifted row floating over the rows would be copied along with the rows sliding under it.
        guard let container, let displacement, !container.holdsFloatingView else { return nil }
        return SlideCopy(container: container, displacement: displacement)
    }

    /// The offset from the start drawn at `progress`: the displacement's share, in whole points.
    func offset(at progress: CGFloat) -> CGPoint {
        CGPoint(x: (displacement.x * progress).rounded(), y: (displacement.y * progress).rounded())
    }

    /// Notes this frame's move on the window, with what it must redraw; returns the views'
    /// footprints now (drawn with `presentation`), or nil when the frame cannot be a copy.
    func noteFrame(views: [UIView], offset: CGPoint, lastFootprints: [CGRect],
                   presentation: (() -> [CGRect]) -> [CGRect]) -> [CGRect]? {
        guard let container, let window = container.window, container.bounds.origin == drawnContentOffset,
              views.allSatisfy({ $0.superview === container && $0.storedTransform.isIdentity && !$0.isHidden }) else { return nil }
        let delta = CGPoint(x: offset.x - drawnOffset.x, y: offset.y - drawnOffset.y)
        guard delta != .zero else { return lastFootprints }
        guard let visible = container.copyRectInWindow(moving: delta) else { return nil }
        // Everything is read as the frame will draw it: animations' in-between values swapped in.
        var others: [CGRect] = []
        let footprints = presentation {
            for subview in container.subviews where !subview.isHidden && !views.contains(where: { $0 === subview }) {
                others.append(subview.damageFootprint())
            }
            return views.map { $0.damageFootprint() }
        }
        // Whole points already: `visible` is, and the union is made integral before the cut.
        let band = (lastFootprints + footprints).reduce(CGRect.null) { $0.union($1) }.integral.intersection(visible)
        guard !band.isNull, band.width > abs(delta.x), band.height > abs(delta.y) else { return nil }
        // The window's copy moves the pixels at p + copyDelta to p: here they come from p - delta.
        let copyDelta = CGPoint(x: -delta.x, y: -delta.y)
        // Uncovered by the move: where the moved pixels would come from outside the rectangle.
        var redraw = ScrollCopy.exposedStrips(in: band, delta: copyDelta)
        // Whatever does not slide, inside the rectangle: redrawn where it is and where the move
        // carried its pixels.
        for footprint in others + container.footprintsDrawnAbove(within: band) + container.indicatorBarsInWindow() {
            redraw.append(footprint.intersection(band))
            redraw.append(footprint.offsetBy(dx: delta.x, dy: delta.y).intersection(band))
        }
        let exposed = redraw.filter { !$0.isNull && !$0.isEmpty }
        guard window.noteScrollCopy(rect: band, delta: copyDelta, exposedByMove: exposed) else { return nil }
        drawnOffset = offset
        return footprints
    }
}
