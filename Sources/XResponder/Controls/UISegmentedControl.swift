import Foundation

/// A row of segments; a tap selects one and sends `valueChanged` (R-G6: wins single taps).
///
/// Drawn as iOS 13 and later draw it (R-BR5): a grey rounded track, the selected segment a raised
/// white thumb (`selectedSegmentTintColor` when set; grey in dark mode), hairlines between the
/// other segments, titles in the label colour, the selected one semibold. The tint colour is not
/// used, as in current UIKit; `setTitleTextAttributes(_:for:)` sets a state's font and colour.
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
    /// The thumb's colour (iOS 13); nil: white, grey in dark mode.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        refresh()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The thumb when the app sets no colour: white, and grey in dark mode, as in iOS.
    static let thumbColor = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white }

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
        let normal = titleAttributesByState[UIControl.State.normal.rawValue]
        let selected = titleAttributesByState[UIControl.State.selected.rawValue]
        for (index, label) in labels.enumerated() {
            let isSelected = index == selectedSegmentIndex
            let attributes = (isSelected ? selected : nil) ?? normal
            label.textColor = attributes?[.foregroundColor] as? UIColor ?? (isEnabled ? .label : .tertiaryLabel)
            label.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: isSelected ? .semibold : .regular)
        }
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        let width = bounds.width / CGFloat(titles.count)
        context.setFillColor(UIColor.tertiarySystemFill)
        context.beginPath()
        context.addRoundedRect(bounds, cornerRadius: 9)
        context.fillPath()
        // Hairlines between segments, except beside the thumb.
        context.setFillColor(UIColor.separator)
        for index in 1..<titles.count where index != selectedSegmentIndex && index != selectedSegmentIndex + 1 {
            context.fill(CGRect(x: (CGFloat(index) * width).rounded() - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16)))
        }
        guard titles.indices.contains(selectedSegmentIndex) else { return }
        let thumb = CGRect(x: CGFloat(selectedSegmentIndex) * width, y: bounds.minY, width: width, height: bounds.height).insetBy(dx: 2, dy: 2)
        // A faint edge stands for iOS's shadow under the thumb.
        context.setFillColor(UIColor(white: 0, alpha: 0.06))
        context.beginPath()
        context.addRoundedRect(thumb.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 7.5)
        context.fillPath()
        context.setFillColor(selectedSegmentTintColor ?? Self.thumbColor)
        context.beginPath()
        context.addRoundedRect(thumb, cornerRadius: 7)
        context.fillPath()
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
