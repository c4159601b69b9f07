import Foundation

// Dragging: the scroll view's pan moves the content with the finger, rubber-banding past the edges
// when `bounces`, locked to one axis when `isDirectionalLockEnabled` and the drag starts along an
// axis. On release the delegate learns the velocity and the target, and the content decelerates,
// bounces back or snaps to a page (UIScrollView+Motion.swift).

/// The axis a directional lock holds a drag to.
enum ScrollAxis { case horizontal, vertical }

/// What the current drag started from.
struct DragState {
    /// The offset the finger's translation is measured from (in "finger space": past an edge, the
    /// distance a finger would have needed to rubber-band the content there).
    var startOffset: CGPoint = .zero
    var lockedAxis: ScrollAxis?
    /// The pan ended and its end was handled; later actions of the same gesture are ignored.
    var finished = false
}

extension UIScrollView {
    /// A drag locks to an axis when it starts within about 27° of it (one component at least twice
    /// the other); a diagonal start moves freely.
    static let directionalLockRatio: CGFloat = 2
    /// A page snap goes to the next page when the release is faster than this (points per second);
    /// slower, to the nearest page.
    static let pagingFlickVelocity: CGFloat = 300

    /// The pan's action. Actions arrive on the next turn (R-G2): a quick drag can begin and end in
    /// one batch of input, in which case both of its actions read `.ended`, so the first one does the
    /// whole drag and the second finds it finished.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard !isZooming else { return }
        switch pan.state {
        case .began, .changed:
            guard !drag.finished else { return }
            if !isDragging { beginDragging(pan) }
            followDrag(pan)
        case .ended:
            guard !drag.finished else { return }
            if !isDragging {
                beginDragging(pan)
                followDrag(pan)
            }
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            guard isDragging, !drag.finished else { return }
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// The pan reset: the next gesture starts afresh.
    func dragGestureDidReset() {
        if isDragging {
            // The pan went away without an end (removed mid-drag): settle where the content is.
            endDragging(velocity: .zero)
        }
        drag.finished = false
        settleAfterTouch()
    }

    /// Whether the pan may begin: scrolling is on, the drag goes along an axis this view scrolls (so
    /// an inner scroll view lets an outer one have the other axis, R-S4), and the content keeps
    /// touches it should keep (R-S2).
    func panShouldBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let translation = pan.translation(in: self)
        let horizontal = abs(translation.x) > abs(translation.y)
        if horizontal ? !scrollsHorizontally : !scrollsVertically {
            EventTrace.log("scroll view \(traceName): does not scroll \(horizontal ? "horizontally" : "vertically"); pan fails")
            return false
        }
        for touch in pan.trackedTouches where touch.deliveryState == .tracking {
            guard let content = touch.recipient, content !== self, content.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) {
                EventTrace.log("scroll view \(traceName): \(content.traceName) keeps its touch; no scrolling")
                return false
            }
        }
        return true
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        isDragging = true
        drag.finished = false
        // A drag that catches the content past an edge continues from where the rubber band had it.
        let offset = contentOffset
        func fingerSpace(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            if value < range.lowerBound {
                return range.lowerBound - ScrollPhysics.inverseRubberBand(range.lowerBound - value, dimension: dimension)
            }
            if value > range.upperBound {
                return range.upperBound + ScrollPhysics.inverseRubberBand(value - range.upperBound, dimension: dimension)
            }
            return value
        }
        // The content does not jump by the distance the pan needed to begin (its hysteresis): the
        // drag starts from there. A drag that began and ended in one batch moved farther before
        // its first action, and follows all but the hysteresis.
        let translation = pan.translation(in: self)
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let swallowed = length > UIPanGestureRecognizer.hysteresis ? UIPanGestureRecognizer.hysteresis / length : 1
        drag.startOffset = CGPoint(x: fingerSpace(offset.x, horizontalRange, bounds.width) + translation.x * swallowed,
                                   y: fingerSpace(offset.y, verticalRange, bounds.height) + translation.y * swallowed)
        drag.lockedAxis = nil
        if isDirectionalLockEnabled {
            if abs(translation.x) >= Self.directionalLockRatio * abs(translation.y) {
                drag.lockedAxis = .horizontal
            } else if abs(translation.y) >= Self.directionalLockRatio * abs(translation.x) {
                drag.lockedAxis = .vertical
            }
        }
        indicators.didScroll()
        if keyboardDismissMode != .none, let responder = window?.firstResponderStorage, responder is any UIKeyInput {
            _ = responder.resignFirstResponder()   // the "keyboard" goes: text editing ends
        }
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        var translation = pan.translation(in: self)
        switch drag.lockedAxis {
        case .horizontal: translation.y = 0
        case .vertical: translation.x = 0
        case nil: break
        }
        let desired = CGPoint(x: drag.startOffset.x - translation.x, y: drag.startOffset.y - translation.y)
        let current = contentOffset
        func follow(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat, scrolls: Bool, current: CGFloat) -> CGFloat {
            guard scrolls else { return current }
            if value < range.lowerBound {
                return bounces ? range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - value, dimension: dimension) : range.lowerBound
            }
            if value > range.upperBound {
                return bounces ? range.upperBound + ScrollPhysics.rubberBand(value - range.upperBound, dimension: dimension) : range.upperBound
            }
            return value
        }
        applyContentOffset(CGPoint(
            x: follow(desired.x, horizontalRange, bounds.width, scrolls: scrollsHorizontally && drag.lockedAxis != .vertical, current: current.x),
            y: follow(desired.y, verticalRange, bounds.height, scrolls: scrollsVertically && drag.lockedAxis != .horizontal, current: current.y)))
    }

    /// The finger lifted with `fingerVelocity` (points per second, in this view's coordinates).
    private func endDragging(velocity fingerVelocity: CGPoint) {
        drag.finished = true
        // The content moves against the finger; axes that cannot scroll do not move.
        var velocity = CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
        if !velocity.isFinite { velocity = .zero }
        if !scrollsHorizontally || drag.lockedAxis == .vertical { velocity.x = 0 }
        if !scrollsVertically || drag.lockedAxis == .horizontal { velocity.y = 0 }

        let offset = contentOffset
        let proposed = isPagingEnabled ? pageTarget(velocity: velocity) : coastEnd(from: offset, velocity: velocity)
        var target = proposed
        // UIKit reports the velocity in points per millisecond.
        let reported = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: pointer)
        }
        if isPagingEnabled, target != proposed {
            // UIKit logs the same and keeps the page.
            EventTrace.log("scroll view \(traceName): stop offset can not be modified for paging scroll views")
            target = proposed
        }
        if !target.isFinite { target = proposed }
        let targetChanged = target != proposed

        isDragging = false
        let willDecelerate = startReleaseMotion(from: offset, velocity: velocity, target: target,
                                                 followTarget: targetChanged || isPagingEnabled)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            beginDecelerating()
        } else {
            indicators.didStop()
        }
    }

    /// The page a release settles on: the next one in the direction of a flick, else the nearest.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        let offset = contentOffset
        func axis(_ value: CGFloat, _ v: CGFloat, _ page: CGFloat, _ range: ClosedRange<CGFloat>, start: CGFloat) -> CGFloat {
            guard page > 0, page.isFinite else { return min(max(value, range.lowerBound), range.upperBound) }
            let startPage = (start / page).rounded()
            var index: CGFloat
            if abs(v) > Self.pagingFlickVelocity {
                index = v > 0 ? (value / page).rounded(.down) + 1 : (value / page).rounded(.up) - 1
                // A flick moves one page from where the drag started, never more.
                index = min(max(index, startPage - 1), startPage + 1)
            } else {
                index = (value / page).rounded()
            }
            return min(max(index * page, range.lowerBound), range.upperBound)
        }
        let start = drag.startOffset
        return CGPoint(x: axis(offset.x, velocity.x, bounds.width, horizontalRange, start: start.x),
                       y: axis(offset.y, velocity.y, bounds.height, verticalRange, start: start.y))
    }
}
