import Foundation
import Testing
@testable import XResponder

/// A view with a fixed intrinsic size (either dimension may be `noIntrinsicMetric`).
@MainActor
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

@Suite("UIStackView (R-L2)", .tearsDownTestTrees)
@MainActor
struct StackViewTests {
    func stack(_ views: [UIView], _ axis: NSLayoutConstraint.Axis, frame: CGRect,
               _ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill,
               spacing: CGFloat = 0) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.frame = frame
        stack.layoutIfNeeded()
        return stack
    }

    @Test("R-L2, R-AL4: fill stretches the view that hugs least (no intrinsic size, else the last); too little room shrinks the last")
    func fill() {
        let a = SizedView(50, 20), b = SizedView(UIView.noIntrinsicMetric, 20), c = SizedView(30, 20)
        _ = stack([a, b, c], .horizontal, frame: CGRect(x: 0, y: 0, width: 200, height: 40), spacing: 10)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 100, height: 40))
        #expect(c.frame == CGRect(x: 170, y: 0, width: 30, height: 40))
        let d = SizedView(50, 20), e = SizedView(30, 20)
        _ = stack([d, e], .horizontal, frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(e.frame == CGRect(x: 50, y: 0, width: 150, height: 40))
        // Too little room: compression resistance decides; on a tie the last view gives way.
        let f = SizedView(100, 20), g = SizedView(300, 20)
        _ = stack([f, g], .horizontal, frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(f.frame.width == 100 && g.frame.width == 100)
        let k = SizedView(100, 20), m = SizedView(300, 20)
        k.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        _ = stack([k, m], .horizontal, frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(k.frame.width == 0 && m.frame.width == 200)
    }

    @Test("R-L2: fillEqually, fillProportionally, equalSpacing and equalCentering along a column")
    func distributions() {
        func three() -> [SizedView] { [SizedView(40, 10), SizedView(40, 30), SizedView(40, 20)] }
        let equal = three()
        _ = stack(equal, .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 320), .fillEqually, spacing: 10)
        #expect(equal.map(\.frame.height) == [100, 100, 100])
        #expect(equal.map(\.frame.minY) == [0, 110, 220])
        let proportional = three()
        _ = stack(proportional, .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 120), .fillProportionally)
        #expect(proportional.map(\.frame.height) == [20, 60, 40])
        let spaced = three()
        _ = stack(spaced, .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 160), .equalSpacing, spacing: 5)
        #expect(spaced.map(\.frame.minY) == [0, 60, 140])
        let centred = three()
        _ = stack(centred, .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 210), .equalCentering)
        // Centers 5, 102.5, 200; frames are rounded to whole pixels, as UIKit rounds them.
        #expect(centred.map(\.frame.midY) == [5, 103, 200])
    }

    @Test("R-L2: alignment across the axis: fill, leading/top, center, trailing/bottom")
    func alignments() {
        for (alignment, expected) in [(UIStackView.Alignment.fill, CGRect(x: 0, y: 0, width: 30, height: 60)),
                                      (.top, CGRect(x: 0, y: 0, width: 30, height: 20)),
                                      (.center, CGRect(x: 0, y: 20, width: 30, height: 20)),
                                      (.bottom, CGRect(x: 0, y: 40, width: 30, height: 20))] {
            let view = SizedView(30, 20)
            _ = stack([view, SizedView(30, 60)], .horizontal, frame: CGRect(x: 0, y: 0, width: 60, height: 60), .fill, alignment)
            #expect(view.frame == expected, "\(alignment)")
        }
        let column = SizedView(30, 20)
        _ = stack([column], .vertical, frame: CGRect(x: 0, y: 0, width: 100, height: 20), .fill, .trailing)
        #expect(column.frame == CGRect(x: 70, y: 0, width: 30, height: 20))
    }

    @Test("R-L2: hidden arranged views leave the layout; removed ones leave the arrangement")
    func hiddenAndRemoved() {
        let a = SizedView(40, 20), b = SizedView(40, 20), c = SizedView(40, 20)
        let column = stack([a, b, c], .vertical, frame: CGRect(x: 0, y: 0, width: 40, height: 300), .fillEqually)
        b.isHidden = true
        column.layoutIfNeeded()
        #expect(a.frame.height == 150 && c.frame.minY == 150)
        b.isHidden = false
        column.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 100, width: 40, height: 100))
        column.removeArrangedSubview(b)
        column.layoutIfNeeded()
        #expect(b.superview === column && column.arrangedSubviews.count == 2)
        c.removeFromSuperview()
        #expect(column.arrangedSubviews.map { $0 === a } == [true])
        // A stack has no intrinsic size (UIKit): its constraints size it.
        #expect(column.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 20))
    }

    @Test("R-L2: nested stacks size themselves from their content and relayout when it changes")
    func nested() {
        let label = UILabel(frame: .zero)
        label.text = "km"
        let value = SizedView(UIView.noIntrinsicMetric, 30)
        let row = UIStackView(arrangedSubviews: [label, value])
        row.spacing = 8
        let button = SizedView(80, 34)
        let outer = stack([row, button], .vertical, frame: CGRect(x: 0, y: 0, width: 300, height: 200), .equalSpacing, .fill, spacing: 12)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 300, height: max(30, label.intrinsicContentSize.height)))
        outer.layoutIfNeeded()
        #expect(value.frame.minX == label.intrinsicContentSize.width + 8)
        #expect(value.frame.maxX == 300)
        #expect(button.frame.maxY == 200)
        // A longer label moves the value along, on the next layout.
        let before = value.frame.minX
        label.text = "nautical miles"
        outer.layoutIfNeeded()
        #expect(value.frame.minX > before)
    }

    @Test("R-L2: a label that grows next to a stretchy slider gets its whole width, every time")
    func growingLabelBesideStretchyView() {
        let h = Harness()
        let window = h.makeWindow()
        let label = UILabel(frame: .zero)
        label.text = "1.0 km"
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let row = UIStackView(arrangedSubviews: [label, slider])
        row.spacing = 12
        #expect(row.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let column = UIStackView(arrangedSubviews: [row])
        column.axis = .vertical
        column.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.addSubview(column)
        let compositor = WindowCompositor(window: window)
        for text in ["1.0 km", "79.3 °C and more", "-40.0 °C", "100.0 kg, a long value"] {
            label.text = text
            compositor.renderIfNeeded()
            #expect(label.frame.width == label.intrinsicContentSize.width, "\(text)")
            #expect(slider.frame.minX == label.frame.maxX + 12 && slider.frame.maxX == 400, "\(text)")
        }
    }

    @Test("R-AL4: setCustomSpacing(_:after:), spacingUseDefault, layout margins relative arrangement, constraints listed on the stack")
    func customSpacingAndMargins() {
        let a = SizedView(20, 10), b = SizedView(20, 10), c = SizedView(20, 10)
        let row = UIStackView(arrangedSubviews: [a, b, c])
        row.spacing = 4
        row.setCustomSpacing(30, after: a)
        #expect(row.customSpacing(after: a) == 30 && row.customSpacing(after: b) == UIStackView.spacingUseDefault)
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        row.distribution = .equalSpacing
        row.layoutIfNeeded()
        // Equal gaps (the room left over, shared), each at least its spacing.
        #expect(a.frame.minX == 0 && c.frame.maxX == 200 && b.frame.minX - a.frame.maxX == c.frame.minX - b.frame.maxX)
        row.distribution = .fill
        row.alignment = .center
        row.layoutIfNeeded()
        #expect(b.frame.minX == 50 && c.frame.minX == 74)          // 20 + 30, then 50 + 20 + 4
        #expect(row.constraints.contains { $0.identifier == "UISV-arrangement" })
        row.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        row.layoutIfNeeded()
        #expect(a.frame.minX == 10 && b.frame.minX == 34 && c.frame.maxX == 190)
    }

    @Test("R-AL4: a row aligned on first baselines lines up texts of different sizes")
    func firstBaseline() {
        let small = UILabel(), large = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        let row = UIStackView(arrangedSubviews: [small, large])
        row.alignment = .firstBaseline
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        row.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        let largeBaseline = large.frame.minY + large.font.ascender
        #expect(abs(smallBaseline - largeBaseline) <= 1)
        #expect(small.frame.minY > large.frame.minY)
    }
}
