import Foundation

/// The Value interface of adjustable objects (R-A11Y1): a slider's, a stepper's, a page control's
/// and a progress view's range and current value, which a client may set.
@MainActor
enum ATSPIValue {
    struct Range {
        var minimum: Double
        var maximum: Double
        var step: Double
        var current: Double
    }

    static func range(of node: AccessibilityNode) -> Range? {
        switch node.view {
        case let slider as UISlider:
            return Range(minimum: Double(slider.minimumValue), maximum: Double(slider.maximumValue),
                         step: Double(slider.maximumValue - slider.minimumValue) / 10, current: Double(slider.value))
        case let stepper as UIStepper:
            return Range(minimum: stepper.minimumValue, maximum: stepper.maximumValue, step: stepper.stepValue, current: stepper.value)
        case let pages as UIPageControl:
            return Range(minimum: 0, maximum: Double(max(0, pages.numberOfPages - 1)), step: 1, current: Double(pages.currentPage))
        case let progress as UIProgressView:
            return Range(minimum: 0, maximum: 1, step: 0, current: Double(progress.progress))
        default:
            return nil
        }
    }

    /// Sets the value as a user's adjustment does: the control's value, then its valueChanged.
    static func set(_ value: Double, on node: AccessibilityNode) {
        guard value.isFinite else { return }
        switch node.view {
        case let slider as UISlider where slider.isEnabled:
            slider.setValue(Float(value), animated: false)
            slider.sendActions(for: .valueChanged)
        case let stepper as UIStepper where stepper.isEnabled:
            stepper.value = min(max(value, stepper.minimumValue), stepper.maximumValue)
            stepper.sendActions(for: .valueChanged)
        case let pages as UIPageControl where pages.isEnabled:
            pages.currentPage = min(max(Int(value.rounded()), 0), max(0, pages.numberOfPages - 1))
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }
}
