import Foundation

/// A row of segments; a tap selects one and sends `valueChanged` (R-G6: wins single taps).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    // Accessibility (R-A11Y1): each segment is a button of its own, selected or not. The elements
    // are kept (one per segment) so that assistive technology sees the same objects each time.
    override var defaultAccessibilityElements: [Any]? {
        if segmentElements.count != numberOfSegments {
            segmentElements = (0..<numberOfSegments).map { SegmentAccessibilityElement(control: self, index: $0) }
        }
        return segmentElements
    }
    private var segmentElements: [SegmentAccessibilityElement] = []

    public static let noSegment = -1
    private var titles: [String]
    private var labels: [UILabel] = []
    public var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { if selectedSegmentIndex != oldValue { refresh() } } }
    public var numberOfSegments: Int { titles.count }

    public init(items: [String]) {
        titles = items
        super.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(items.count, 1)) * 80, height: 32))
    }

    /// A segmented control from a storyboard or nib, with the file's segment titles.
    public required init?(coder: NSCoder) {
        titles = NibCoder.segmentTitles(in: coder)
        super.init(coder: coder)
    }

    override func applyClassDefaults() {
        super.applyClassDefaults()
        isOpaque = false
        for title in titles {
            let label = UILabel(frame: .zero)
            label.text = title
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            addSubview(label)
            labels.append(label)
        }
        refresh()
    }

    public override convenience init(frame: CGRect) {
        self.init(items: [])
        self.frame = frame
    }

    public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    open override var wantsToWinSingleTaps: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(titles.count, 1))
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, !titles.isEmpty, bounds.contains(touch.location(in: self)) else { return }
        let index = min(titles.count - 1, Int(touch.location(in: self).x / (bounds.width / CGFloat(titles.count))))
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func refresh() {
        for (index, label) in labels.enumerated() { label.textColor = index == selectedSegmentIndex ? .white : tintColor }
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        context.setStrokeColor(tintColor)
        context.setLineWidth(1)
        context.beginPath()
        context.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 6)
        context.strokePath()
        guard selectedSegmentIndex >= 0 else { return }
        let width = bounds.width / CGFloat(titles.count)
        context.setFillColor(tintColor)
        context.fill(CGRect(x: CGFloat(selectedSegmentIndex) * width, y: 0, width: width, height: bounds.height))
    }

    /// Every segment as wide as the widest title plus padding, 32 points tall (UIKit's layout).
    open override var intrinsicContentSize: CGSize {
        let widest = labels.map {
            $0.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        }.max() ?? 0
        return CGSize(width: (widest + 24) * CGFloat(max(titles.count, 1)), height: 32)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
