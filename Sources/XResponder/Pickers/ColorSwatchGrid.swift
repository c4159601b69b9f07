import Foundation

/// The colour picker's grid, as iOS's "Grid" tab lays it out: a row of greys from white to black,
/// then nine rows of twelve hues from dark to light. A click (or a drag across it) picks the
/// swatch under the pointer; the picked swatch is outlined.
final class ColorSwatchGrid: UIControl {
    static let columns = 12
    static let rows = 10

    /// The swatch colours, row by row.
    static let palette: [UIColor] = {
        var colors: [UIColor] = (0..<columns).map { UIColor(white: 1 - CGFloat($0) / CGFloat(columns - 1), alpha: 1) }
        // Hues in iOS's order: cyan and blue first, round through purple and red to green.
        let hues: [CGFloat] = (0..<columns).map { (CGFloat(195 + $0 * 30).truncatingRemainder(dividingBy: 360)) / 360 }
        for row in 0..<(rows - 1) {
            let t = CGFloat(row) / CGFloat(rows - 2)   // 0: darkest, 1: lightest
            let brightness = 0.35 + 0.65 * min(1, t * 1.6)
            let saturation = t < 0.6 ? 1 : 1 - (t - 0.6) * 1.8
            colors += hues.map { UIColor(hue: $0, saturation: saturation, brightness: brightness, alpha: 1) }
        }
        return colors
    }()

    /// The swatch picked last, or nil when the colour came from elsewhere (the hex field).
    var selectedIndex: Int? { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityLabel = "Colour grid"
    }

    private var cell: CGSize {
        CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows))
    }

    func index(at point: CGPoint) -> Int? {
        guard bounds.contains(point), cell.width > 0, cell.height > 0 else { return nil }
        let column = min(Self.columns - 1, Int(point.x / cell.width)), row = min(Self.rows - 1, Int(point.y / cell.height))
        return row * Self.columns + column
    }

    func frame(ofSwatch index: Int) -> CGRect {
        CGRect(x: CGFloat(index % Self.columns) * cell.width, y: CGFloat(index / Self.columns) * cell.height,
               width: cell.width, height: cell.height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (index, color) in Self.palette.enumerated() {
            context.setFillColor(color)
            context.fill(frame(ofSwatch: index))
        }
        if let selectedIndex {
            context.setStrokeColor(UIColor.white)
            context.setLineWidth(3)
            context.stroke(frame(ofSwatch: selectedIndex).insetBy(dx: 1.5, dy: 1.5))
            context.setStrokeColor(UIColor.black)
            context.setLineWidth(1)
            context.stroke(frame(ofSwatch: selectedIndex).insetBy(dx: 0.5, dy: 0.5))
        }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    private func pick(at point: CGPoint) {
        guard let index = index(at: point), index != selectedIndex else { return }
        selectedIndex = index
        sendActions(for: .valueChanged)
    }
}
