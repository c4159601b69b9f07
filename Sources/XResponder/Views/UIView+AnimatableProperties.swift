import Foundation

// The view properties an animation block records (R-L3) that no app overrides: the transform, the
// background colour and alpha — each change told to the animation recorder when one is open, then
// stored and its damage noted. `frame`, `bounds` and `center` are open, in UIView.swift.

extension UIView {
    /// The background colour, filled before `draw(_:)` (nil: none).
    public final var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            UIView.animationRecorder?.record(self, .backgroundColor, from: .color(backgroundColorStorage), to: .color(newValue))
            backgroundColorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// The view's opacity; below 0.01 it is not hit-tested (R-H1).
    public final var alpha: CGFloat {
        get { alphaStorage }
        set {
            guard newValue != alphaStorage else { return }
            UIView.animationRecorder?.record(self, .alpha, from: .scalar(alphaStorage), to: .scalar(newValue))
            alphaStorage = newValue
            invalidateFootprint()
        }
    }

    /// Applied about the view's center, as in UIKit.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let footprint = damageFootprint()
            UIView.animationRecorder?.record(self, .transform, from: .transform(storedTransform), to: .transform(newValue))
            storedTransform = newValue
            geometryDidChange(previousFootprint: footprint)
        }
    }

    /// The center and bounds size that make `frame` read back as `frame` under `transform` (R-L5).
    /// UIKit documents frame as undefined under a transform; in practice it divides the size by a
    /// scale and keeps a translation, which is what ported code relies on. A rotation or skew has
    /// no unique answer: the size is then taken as given, and the frame reads back as the bounding
    /// box of the rotated rectangle, as in UIKit.
    static func centerAndSize(forFrame frame: CGRect, transform t: CGAffineTransform) -> (CGPoint, CGSize) {
        guard !t.isIdentity, t.isFinite else { return (CGPoint(x: frame.midX, y: frame.midY), frame.size) }
        let center = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else { return (center, frame.size) }
        return (center, CGSize(width: frame.width / abs(t.a), height: frame.height / abs(t.d)))
    }
}
