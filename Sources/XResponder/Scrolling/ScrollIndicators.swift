import Foundation

/// A scroll view's indicators: thin bars along the right and bottom edges that show where the
/// visible part is in the content. They appear when the content moves and fade out (over 0.25 s)
/// half a second after it stops, frame by frame on the application's clock like every other
/// scroll-view motion. They are drawn above the content as the scroll view's overlay, not as
/// subviews, so `subviews` holds only what the application added.
@MainActor
final class ScrollIndicators {
    /// The scroll view owns this object; it points back without retaining.
    unowned(unsafe) let scrollView: UIScrollView
    private(set) var alpha: CGFloat = 0
    private var lastActivity: TimeInterval = 0

    static let thickness: CGFloat = 3
    static let margin: CGFloat = 2.5
    static let minimumLength: CGFloat = 36
    static let holdTime: TimeInterval = 0.5
    static let fadeTime: TimeInterval = 0.25

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    var isVisible: Bool { alpha > 0 }

    /// The content moved: show the indicators and keep them up.
    func didScroll() {
        show()
    }

    /// The content came to rest: the fade starts counting from now.
    func didStop() {
        guard alpha > 0 else { return }
        show()
    }

    func flash() {
        show()
    }

    /// The content size, inset or style changed: redraw what is shown.
    func contentDidChange() {
        // The bars may have moved or changed size anywhere along the edges.
        if alpha > 0 { for strip in strips() { scrollView.setNeedsDisplay(strip) } }
    }

    private func show() {
        lastActivity = UIApplication.shared.clock.now
        if alpha != 1 {
            alpha = 1
            damage()
        }
        UIApplication.shared.frameTicker.add(self) { [weak self] now in self?.tick(now) ?? false }
    }

    private func tick(_ now: TimeInterval) -> Bool {
        if scrollView.isDragging || scrollView.isMoving || scrollView.isZooming {
            lastActivity = now
            return true
        }
        let idle = now - lastActivity
        guard idle > Self.holdTime else { return true }
        let faded = max(0, 1 - CGFloat((idle - Self.holdTime) / Self.fadeTime))
        if faded != alpha {
            alpha = faded
            damage()
        }
        return alpha > 0
    }

    /// Repaints the bars where they are (appearing, fading).
    private func damage() {
        for bar in bars() { scrollView.setNeedsDisplay(bar) }
    }

    /// The bars that are drawn, in the scroll view's coordinates.
    func bars() -> [CGRect] {
        let (vertical, horizontal) = rects()
        return [vertical, horizontal].compactMap { $0 }
    }

    /// The strips along the right and bottom edges (scroll view coordinates) the indicators live in.
    func strips() -> [CGRect] {
        let b = scrollView.bounds
        let strip = Self.thickness + 2 * Self.margin
        return [CGRect(x: b.maxX - strip, y: b.minY, width: strip, height: b.height),
                CGRect(x: b.minX, y: b.maxY - strip, width: b.width, height: strip)]
    }

    /// How long the vertical bar's track is: the height less the margins and, when the horizontal
    /// bar shows too, the corner.
    var verticalTrackLength: CGFloat {
        let view = scrollView
        let showsHorizontal = view.showsHorizontalScrollIndicator && view.maximumContentOffset.x > view.minimumContentOffset.x
        let insets = view.verticalScrollIndicatorInsets.finite
        return max(view.bounds.height - 2 * Self.margin - (showsHorizontal ? Self.thickness + Self.margin : 0)
                   - insets.top - insets.bottom, 0)
    }

    /// The vertical and horizontal bars, in the scroll view's (content) coordinates; nil where the
    /// content fits or the indicator is turned off.
    func rects() -> (vertical: CGRect?, horizontal: CGRect?) {
        let view = scrollView
        let b = view.bounds
        let inset = view.adjustedContentInset
        let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
        let showsVertical = view.showsVerticalScrollIndicator && maximum.y > minimum.y
        let showsHorizontal = view.showsHorizontalScrollIndicator && maximum.x > minimum.x
        let corner = Self.thickness + Self.margin
        func bar(offset: CGFloat, low: CGFloat, high: CGFloat, visible: CGFloat, content: CGFloat, track: CGFloat) -> (CGFloat, CGFloat) {
            var length = max(Self.minimumLength, track * visible / max(content, 1))
            // Past an edge the bar shrinks with the overshoot, as UIKit's does.
            if offset < low { length -= low - offset }
            if offset > high { length -= offset - high }
            length = min(max(length, Self.thickness * 2), track)
            let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
            return (progress * (track - length), length)
        }
        var vertical: CGRect?
        if showsVertical {
            let track = verticalTrackLength
            let (position, length) = bar(offset: b.minY, low: minimum.y, high: maximum.y, visible: b.height,
                                         content: view.contentSize.height + inset.top + inset.bottom, track: track)
            let insets = view.verticalScrollIndicatorInsets.finite
            vertical = CGRect(x: b.maxX - corner - insets.right, y: b.minY + Self.margin + insets.top + position,
                              width: Self.thickness, height: length)
        }
        var horizontal: CGRect?
        if showsHorizontal {
            let insets = view.horizontalScrollIndicatorInsets.finite
            let track = max(b.width - 2 * Self.margin - (showsVertical ? corner : 0) - insets.left - insets.right, 0)
            let (position, length) = bar(offset: b.minX, low: minimum.x, high: maximum.x, visible: b.width,
                                         content: view.contentSize.width + inset.left + inset.right, track: track)
            horizontal = CGRect(x: b.minX + Self.margin + insets.left + position, y: b.maxY - corner - insets.bottom,
                                width: length, height: Self.thickness)
        }
        return (vertical, horizontal)
    }

    func draw(in context: CGContext) {
        guard alpha > 0 else { return }
        let color: UIColor
        switch scrollView.indicatorStyle {
        case .white: color = UIColor(white: 1, alpha: 0.6 * alpha)
        case .black, .default: color = UIColor(white: 0, alpha: 0.45 * alpha)
        }
        context.setFillColor(color)
        let (vertical, horizontal) = rects()
        for rect in [vertical, horizontal].compactMap({ $0 }) {
            context.beginPath()
            context.addRoundedRect(rect, cornerRadius: Self.thickness / 2)
            context.fillPath()
        }
    }
}
