import Foundation

/// One segment of a segmented control as an element of its own (R-A11Y1): a button titled by the
/// segment, selected when it is; activation selects it as a click does. Its label, traits and
/// frame are read from the control each time, so they are never stale.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    override var accessibilityLabel: String? {
        get { control?.titleForSegment(at: index) }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits: UIAccessibilityTraits = .button
            guard let control else { return traits }
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let control, control.numberOfSegments > 0 else { return .zero }
            let width = control.bounds.width / CGFloat(control.numberOfSegments)
            return control.accessibilityScreenRect(for: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: control.bounds.height))
        }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled else { return false }
        if control.selectedSegmentIndex != index {
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
        }
        return true
    }
}
