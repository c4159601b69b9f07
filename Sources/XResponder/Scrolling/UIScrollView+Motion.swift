import Foundation

// Motion after the finger: deceleration, bounce back, page snaps, animated offsets and zoom
// animations, one frame at a time on the application's clock (FrameTicker), so a headless test steps
// them with `HeadlessInput.advance(by:)` and sees exactly the frames an application would (R-S3).

/// Why the content is moving on its own; it decides which delegate callback ends the motion.
enum MotionKind {
    case none
    /// After a drag: fling, bounce back, page snap (`scrollViewDidEndDecelerating`).
    case deceleration
    /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys (`scrollViewDidEndScrollingAnimation`).
    case scrollAnimation
    /// A zoom moving back inside its limits, or `setZoomScale(_:animated:)` (`scrollViewDidEndZooming`).
    case zoomAnimation
}

/// A zoom scale moving over time, with the offsets animated beside it.
struct ZoomMotion {
    let scale: TimedCurve
    let since: TimeInterval
}

extension UIScrollView {
    /// Whether the content is moving on its own (a touch on it stops it, R-S3).
    var isMoving: Bool { motionKind != .none }

    /// Starts the motion that follows a release from `offset` at `velocity` (points per second).
    /// With `followTarget` the motion ends exactly at `target` (a page, or the delegate's choice);
    /// otherwise it coasts to `target`, which the caller computes as `coastEnd(from:velocity:)`
    /// (the end `willEndDragging` announced), bouncing at the edges. Returns whether anything moves.
    func startReleaseMotion(from offset: CGPoint, velocity: CGPoint, target: CGPoint, followTarget: Bool) -> Bool {
        let now = UIApplication.shared.clock.now
        let rate = decelerationRate.rawValue
        func axis(_ position: CGFloat, _ v: CGFloat, _ target: CGFloat, _ range: ClosedRange<CGFloat>) -> AxisMotion {
            if followTarget {
                guard abs(target - position) >= 0.5 || abs(v) >= 20 else { return .idle }
                if isPagingEnabled || !range.contains(position) {
                    return .spring(SpringCurve(start: position, velocity: v, target: target,
                                               omega: isPagingEnabled ? SpringCurve.pagingOmega : SpringCurve.bounceOmega), since: now)
                }
                let adjusted = DecelerationCurve.velocity(toTravel: target - position, rate: rate)
                return .decelerating(DecelerationCurve(start: position, velocity: adjusted, rate: rate), since: now, target: target)
            }
            if !range.contains(position) {
                let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
                return .spring(SpringCurve(start: position, velocity: v, target: edge, omega: SpringCurve.bounceOmega), since: now)
            }
            let end = min(max(target, range.lowerBound), range.upperBound)
            guard abs(end - position) >= 0.5 else { return .idle }
            let curve = DecelerationCurve(start: position, velocity: DecelerationCurve.velocity(toTravel: end - position, rate: rate),
                                          rate: rate)
            // The end is the target, so the last frame lands on it exactly, not on the curve's
            // floating-point end.
            return .decelerating(curve, since: now, target: end)
        }
        motionX = axis(offset.x, velocity.x, target.x, horizontalRange)
        motionY = axis(offset.y, velocity.y, target.y, verticalRange)
        return !(motionX.isIdle && motionY.isIdle)
    }

    /// Where a coast from `offset` at `velocity` comes to rest inside the content: UIKit's curve's
    /// end, on a whole pixel as UIKit's is. At a fractional offset every row edge is drawn
    /// anti-aliased, and two rows sharing an edge let the background show through it (a faint line
    /// between rows, until the next scroll).
    func coastEnd(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        return clampedOffset(CGPoint(x: pixelRounded(DecelerationCurve(start: offset.x, velocity: velocity.x, rate: rate).end),
                                     y: pixelRounded(DecelerationCurve(start: offset.y, velocity: velocity.y, rate: rate).end)))
    }

    /// Eases the offset to `target` over 0.3 s.
    func animateOffset(to target: CGPoint) {
        let now = UIApplication.shared.clock.now
        let offset = contentOffset
        motionX = .timed(TimedCurve(from: offset.x, to: target.x, duration: TimedCurve.standardDuration), since: now)
        motionY = .timed(TimedCurve(from: offset.y, to: target.y, duration: TimedCurve.standardDuration), since: now)
        motionKind = .scrollAnimation
        indicators.didScroll()
        startFrames()
    }

    func startFrames() {
        UIApplication.shared.frameTicker.add(self) { [weak self] now in
            self?.motionFrame(at: now) ?? false
        }
    }

    /// One frame: zoom first (it changes the content size and so the offset range), then the offset.
    private func motionFrame(at now: TimeInterval) -> Bool {
        if let zoom = zoomMotion {
            let t = now - zoom.since
            applyZoomScale(zoom.scale.isFinished(at: t) ? zoom.scale.to : zoom.scale.position(at: t))
            if zoom.scale.isFinished(at: t) { zoomMotion = nil }
        }
        let offset = contentOffset
        let x = motionX.step(from: offset.x, at: now, range: horizontalRange, bounces: bounces)
        let y = motionY.step(from: offset.y, at: now, range: verticalRange, bounces: bounces)
        motionX = x.next
        motionY = y.next
        // Frames in flight land on whole pixels, as UIKit's do, so that the compositor can move
        // the pixels that stay visible instead of redrawing them (R-S5); the resting place is
        // exact (a coast's is a whole pixel already; a delegate's or page's target is kept).
        applyContentOffset(CGPoint(x: x.next.isIdle ? x.position : pixelRounded(x.position),
                                   y: y.next.isIdle ? y.position : pixelRounded(y.position)))
        guard motionX.isIdle, motionY.isIdle, zoomMotion == nil else { return true }
        finishMotion()
        return false
    }

    /// `value` on the pixel grid of the screen the scroll view is on.
    func pixelRounded(_ value: CGFloat) -> CGFloat {
        let scale = max(window?.screen.scale ?? 1, 1)
        return (value * scale).rounded() / scale
    }

    /// The motion arrived: the delegate hears the end that matches its cause.
    private func finishMotion() {
        let kind = motionKind
        motionKind = .none
        indicators.didStop()
        switch kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoomAnimation:
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
        case .none:
            break
        }
    }

    /// Stops any motion where it is, without telling the delegate it ended (UIKit does not call
    /// `scrollViewDidEndDecelerating` when a touch or a new offset interrupts a deceleration).
    func stopMotion() {
        guard motionKind != .none || !motionX.isIdle || !motionY.isIdle || zoomMotion != nil else { return }
        UIApplication.shared.frameTicker.remove(self)
        motionX = .idle
        motionY = .idle
        zoomMotion = nil
        motionKind = .none
        isDecelerating = false
        isZoomBouncing = false
    }

    /// A touch landed on the moving content (R-S3): it holds the content where it is. If the touch
    /// lifts without dragging, the content goes back inside its edges (`settleAfterTouch`).
    func stopMotionForTouch() {
        EventTrace.log("scroll view \(traceName): touch stops its motion")
        stopMotion()
    }

    /// After a touch that did not drag: content left past an edge (a bounce caught by the touch)
    /// bounces back.
    func settleAfterTouch() {
        guard !isDragging, !isMoving, !isZooming else { return }
        let offset = contentOffset
        guard !horizontalRange.contains(offset.x) || !verticalRange.contains(offset.y) else { return }
        if startReleaseMotion(from: offset, velocity: .zero, target: clampedOffset(offset), followTarget: false) {
            beginDecelerating()
        }
    }

    /// The motion `startReleaseMotion` set up runs as a deceleration (UIKit's name for any motion
    /// after a release: fling, bounce back, page snap).
    func beginDecelerating() {
        isDecelerating = true
        motionKind = .deceleration
        delegate?.scrollViewWillBeginDecelerating(self)
        startFrames()
    }
}
