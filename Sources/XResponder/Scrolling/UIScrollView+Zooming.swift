import Foundation

// Zooming (R-S1): the delegate's `viewForZooming(in:)` names the view that scales. Its transform
// becomes a scale of `zoomScale`, its frame keeps its origin at the content's top-left corner, and
// `contentSize` follows its scaled size, so scrolling works on the zoomed content unchanged. A
// pinch keeps the content point under the fingers under the fingers; past the limits it
// rubber-bands when `bouncesZoom` and animates back when the fingers lift.

/// The content point a pinch holds under the fingers.
struct ZoomGestureState {
    /// In the zooming view's own (unscaled) coordinates.
    let anchor: CGPoint
    let startScale: CGFloat
}

extension UIScrollView {
    /// The scale of the zooming view; setting it keeps the middle of the visible area in place.
    public var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Zooms to `scale` (clamped to the limits) about the middle of the visible area.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = zoomingView else { return }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visibleMiddle = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = view.convert(visibleMiddle, from: self)
        let target = CGPoint(x: anchor.x * clamped - bounds.width / 2, y: anchor.y * clamped - bounds.height / 2)
        zoom(to: clamped, offset: target, view: view, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the scroll view as far as the
    /// zoom limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomingView, rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let target = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        zoom(to: scale, offset: target, view: view, animated: animated)
    }

    private func zoom(to scale: CGFloat, offset: CGPoint, view: UIView, animated: Bool) {
        stopMotion()
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let target = clampedOffset(offset, contentSize: size)
        guard animated else {
            applyZoomScale(scale)
            applyContentOffset(target)
            return
        }
        animateZoom(to: scale, offset: target, bouncing: false)
    }

    private func animateZoom(to scale: CGFloat, offset: CGPoint, bouncing: Bool) {
        let now = UIApplication.shared.clock.now
        let current = contentOffset
        zoomMotion = ZoomMotion(scale: TimedCurve(from: zoomScale, to: scale, duration: TimedCurve.standardDuration), since: now)
        motionX = .timed(TimedCurve(from: current.x, to: offset.x, duration: TimedCurve.standardDuration), since: now)
        motionY = .timed(TimedCurve(from: current.y, to: offset.y, duration: TimedCurve.standardDuration), since: now)
        motionKind = .zoomAnimation
        isZoomBouncing = bouncing
        startFrames()
    }

    /// Scales the zooming view and sets the content size from it.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch exists while zooming is possible, as in UIKit.
    func updatePinchRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchStorage == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTarget(handler: { [weak self] (recognizer: UIGestureRecognizer) in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.handlePinch(pinch)
            })
            pinchStorage = pinch
            addGestureRecognizer(pinch)
        }
        pinchStorage?.isEnabled = zooms
    }

    /// Past a limit the scale follows the fingers at a square root's pace.
    private func rubberBandedZoom(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return zoomScale }
        if raw > maximumZoomScale {
            return bouncesZoom ? maximumZoomScale * (raw / maximumZoomScale).squareRoot() : maximumZoomScale
        }
        if raw < minimumZoomScale {
            return bouncesZoom ? minimumZoomScale * (raw / minimumZoomScale).squareRoot() : minimumZoomScale
        }
        return raw
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began, .changed:
            if zoomGesture == nil {
                stopMotion()
                isZooming = true
                let centroid = pinch.location(in: self)
                zoomGesture = ZoomGestureState(anchor: view.convert(centroid, from: self), startScale: zoomScale)
                delegate?.scrollViewWillBeginZooming(self, with: view)
            }
            followPinch(pinch)
        case .ended, .cancelled:
            guard zoomGesture != nil else { return }
            followPinch(pinch)
            endPinch(view: view)
        default:
            break
        }
    }

    private func followPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let gesture = zoomGesture else { return }
        let scale = rubberBandedZoom(gesture.startScale * pinch.scale)
        // Where the fingers are, relative to the scroll view's corner (independent of the offset).
        let fingers = pinch.location(in: self)
        let inFrame = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
        applyZoomScale(scale)
        let offset = CGPoint(x: gesture.anchor.x * scale - inFrame.x, y: gesture.anchor.y * scale - inFrame.y)
        applyContentOffset(bounces ? offset : clampedOffset(offset))
    }

    private func endPinch(view: UIView) {
        let anchor = zoomGesture?.anchor ?? .zero
        zoomGesture = nil
        isZooming = false
        let limited = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
        if limited != zoomScale {
            // Back inside the limits, about the same content point.
            let inFrame = CGPoint(x: anchor.x * zoomScale - contentOffset.x, y: anchor.y * zoomScale - contentOffset.y)
            let size = CGSize(width: view.bounds.width * limited, height: view.bounds.height * limited)
            let target = clampedOffset(CGPoint(x: anchor.x * limited - inFrame.x, y: anchor.y * limited - inFrame.y), contentSize: size)
            animateZoom(to: limited, offset: target, bouncing: true)
            return
        }
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        settleAfterTouch()
    }
}
