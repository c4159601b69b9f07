import Foundation

/// A − / + control: a tap on the left half decrements `value` by `stepValue`, on the right half
/// increments it, and sends `valueChanged`. Wins single taps over ancestors' tap recognizers (R-G6).
@MainActor
open class UIStepper: UIControl {
    public var value: Double = 0 { didSet { if value != oldValue { setNeedsDisplay() } } }
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    /// Past the ends, wrap around instead of stopping.
    public var wraps = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        isOpaque = false
    }

    open override var wantsToWinSingleTaps: Bool { true }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        // UIControl has just decided whether the touch ended inside (slop included).
        guard let touch, isTouchInside else { return }
        let step = touch.location(in: self).x < bounds.midX ? -stepValue : stepValue
        var next = value + step
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor(white: 0.92, alpha: 1))
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: 8)
        context.fillPath()
        context.setStrokeColor(UIColor.darkGray)
        context.setLineWidth(2)
        let quarter = bounds.width / 4, mid = bounds.midY
        context.beginPath()
        context.move(to: CGPoint(x: quarter - 7, y: mid))
        context.addLine(to: CGPoint(x: quarter + 7, y: mid))
        context.move(to: CGPoint(x: 3 * quarter - 7, y: mid))
        context.addLine(to: CGPoint(x: 3 * quarter + 7, y: mid))
        context.move(to: CGPoint(x: 3 * quarter, y: mid - 7))
        context.addLine(to: CGPoint(x: 3 * quarter, y: mid + 7))
        context.strokePath()
    }
}

/// A row of segments; a tap selects one and sends `valueChanged` (R-G6: wins single taps).
@MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    private var titles: [String]
    private var labels: [UILabel] = []
    public var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { if selectedSegmentIndex != oldValue { refresh() } } }
    public var numberOfSegments: Int { titles.count }

    public init(items: [String]) {
        titles = items
        super.init(frame: CGRect(x: 0, y: 0, width: CGFloat(max(items.count, 1)) * 80, height: 32))
        isOpaque = false
        for title in items {
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

    private func refresh() {
        for (index, label) in labels.enumerated() { label.textColor = index == selectedSegmentIndex ? .white : .systemBlue }
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        context.setStrokeColor(UIColor.systemBlue)
        context.setLineWidth(1)
        context.beginPath()
        context.addRoundedRect(bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 6)
        context.strokePath()
        guard selectedSegmentIndex >= 0 else { return }
        let width = bounds.width / CGFloat(titles.count)
        context.setFillColor(UIColor.systemBlue)
        context.fill(CGRect(x: CGFloat(selectedSegmentIndex) * width, y: 0, width: width, height: bounds.height))
    }
}

/// Page dots; a tap on the left or right half moves `currentPage` by one and sends `valueChanged`
/// (R-G6: wins single taps).
@MainActor
open class UIPageControl: UIControl {
    public var numberOfPages = 0 { didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)); setNeedsDisplay() } }
    public var currentPage = 0 { didSet { if currentPage != oldValue { setNeedsDisplay() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
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
        guard let context = UIGraphicsGetCurrentContext(), numberOfPages > 0 else { return }
        let spacing: CGFloat = 16
        let start = bounds.midX - CGFloat(numberOfPages - 1) * spacing / 2
        for page in 0..<numberOfPages {
            context.setFillColor(page == currentPage ? UIColor.darkGray : UIColor.lightGray)
            context.fillEllipse(in: CGRect(x: start + CGFloat(page) * spacing - 4, y: bounds.midY - 4, width: 8, height: 8))
        }
    }
}
