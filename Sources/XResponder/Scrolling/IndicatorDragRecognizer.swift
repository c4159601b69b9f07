import Foundation

/// Dragging the vertical scroll indicator with the pointer, as UIKit lets a pointer (iPadOS, Mac
/// Catalyst) and a held finger drag it through long content: the indicator follows the pointer and
/// the content follows the indicator, so the end of a million-line document is one drag away.
///
/// Only long content (at least `minimumPages` screens tall) has a draggable indicator, as in
/// UIKit, and only a pointer press in the strip along the right edge starts a drag: a click
/// elsewhere, a finger or the wheel do what they did. A press on the bar keeps the point grabbed
/// under the pointer; a press on the track beside it moves the bar's middle there first (GTK's
/// "primary button warps slider"). When it begins it takes the touch from the content (no caret is
/// placed, no row selected) and the scroll view's pan does not start.
@MainActor
final class IndicatorDragRecognizer: UIGestureRecognizer {
    /// The content must be this many times the visible height for the indicator to be draggable.
    static let minimumPages: CGFloat = 4
    /// How wide the strip along the right edge is that a press grabs the indicator in.
    static let grabWidth: CGFloat = 12

    /// The scroll view owns this recognizer; it points back without retaining.
    unowned(unsafe) let scrollView: UIScrollView
    private weak var trackedTouch: UITouch?
    /// Where in the bar the pointer holds it, from the bar's top.
    private var grabOffset: CGFloat = 0

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        delaysTouchesBegan = false
        delaysTouchesEnded = false
        name = "IndicatorDrag"
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether a pointer press at `point` (scroll view coordinates) would grab the indicator.
    func grabs(_ point: CGPoint) -> Bool {
        let view = scrollView
        let bounds = view.bounds
        guard view.showsVerticalScrollIndicator, view.isScrollEnabled, bounds.height > 0,
              view.contentSize.height >= Self.minimumPages * bounds.height,
              view.maximumContentOffset.y > view.minimumContentOffset.y else { return false }
        return point.x >= bounds.maxX - Self.grabWidth && point.x <= bounds.maxX && point.y >= bounds.minY && point.y <= bounds.maxY
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, trackedTouch == nil, let touch = touches.first, touch.type == .indirectPointer,
              touch.buttonMask.isEmpty || touch.buttonMask.contains(.primary), grabs(touch.location(in: scrollView)),
              let bar = scrollView.indicators.rects().vertical else {
            if trackedTouch == nil { state = .failed }
            return
        }
        trackedTouch = touch
        let y = touch.location(in: scrollView).y
        grabOffset = bar.minY <= y && y <= bar.maxY ? y - bar.minY : bar.height / 2
        scrollView.indicators.flash()
        follow(y)
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        follow(touch.location(in: scrollView).y)
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        state = .cancelled
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
    }

    /// Scrolls so that the bar's grabbed point is at `y` (scroll view coordinates): the bar's
    /// travel along its track is the offset's travel from the top to the bottom of the content.
    private func follow(_ y: CGFloat) {
        let view = scrollView
        guard let bar = view.indicators.rects().vertical else { return }
        let minimum = view.minimumContentOffset.y, maximum = view.maximumContentOffset.y
        let trackTop = view.bounds.minY + ScrollIndicators.margin
        let travel = view.indicators.verticalTrackLength - bar.height
        guard travel > 0, y.isFinite else { return }
        let progress = min(max((y - grabOffset - trackTop) / travel, 0), 1)
        let offset = (minimum + progress * (maximum - minimum)).rounded()
        if offset != view.contentOffset.y { view.contentOffset.y = offset }
    }
}
