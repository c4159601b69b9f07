import Foundation

extension UIView {
    /// Whether a view draws its tint colour normally or dimmed (as under a modal alert), or as its superview does.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0, normal = 1, dimmed = 2
    }

    /// The nearest tint up the tree (an iterative climb: trees may be deeper than the stack), dimmed
    /// to grey when the nearest adjustment mode that is not `.automatic` says so.
    var inheritedTintColor: UIColor {
        var view: UIView? = self
        var color: UIColor?
        var mode = TintAdjustmentMode.automatic
        while let current = view, color == nil || mode == .automatic {
            if color == nil { color = current.tintColorStorage }
            if mode == .automatic { mode = current.tintAdjustmentMode }
            view = current.superviewStorage
        }
        return mode == .dimmed ? UIColor.systemGray : color ?? .systemBlue
    }

    /// Tells this view and the descendants that inherit from it that their tint changed.
    func propagateTintColorChange() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.tintColorDidChange()
            view.setNeedsDisplay()
            for child in view.subviewStorage where child.tintColorStorage == nil {
                pending.append(child)
            }
        }
    }
}
