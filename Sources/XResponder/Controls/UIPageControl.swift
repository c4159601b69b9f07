import Foundation

/// Page dots; a tap on the left or right half moves `currentPage` by one and sends `valueChanged`
/// (R-G6: wins single taps).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    // Accessibility (R-A11Y1): "page 2 of 5", adjustable a page at a time.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    override func defaultAccessibilityAdjust(by steps: Int) {
        guard isEnabled, numberOfPages > 0 else { return }
        currentPage = min(max(currentPage + steps, 0), numberOfPages - 1)
        sendActions(for: .valueChanged)
    }

    public var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)); setNeedsDisplay() } }
    public var currentPage = 0 { didSet { if currentPage != oldValue { setNeedsDisplay() } } }
    /// The colour of the dots of other pages (nil: UIKit's translucent grey).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot (nil: the label colour, as UIKit's).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the control hides itself with a single page.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
    }

    open override var wantsToWinSingleTaps: Bool { true }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 0, bounds.contains(touch.location(in: self)) else { return }
        let next = touch.location(in: self).x < bounds.midX ? max(0, currentPage - 1) : min(numberOfPages - 1, currentPage + 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), numberOfPages > (hidesForSinglePage ? 1 : 0) else { return }
        let spacing: CGFloat = 16
        let start = bounds.midX - CGFloat(numberOfPages - 1) * spacing / 2
        for page in 0..<numberOfPages {
            context.setFillColor(page == currentPage ? currentPageIndicatorTintColor ?? UIColor.label
                                                     : pageIndicatorTintColor ?? UIColor.tertiaryLabel)
            context.fillEllipse(in: CGRect(x: start + CGFloat(page) * spacing - 4, y: bounds.midY - 4, width: 8, height: 8))
        }
    }
}
