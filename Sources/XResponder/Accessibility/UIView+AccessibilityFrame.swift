import Foundation

extension UIView {
    /// `rect` (in this view's coordinates) in screen coordinates, as accessibility frames are.
    func accessibilityScreenRect(for rect: CGRect) -> CGRect {
        guard let window else { return convert(rect, to: nil) }
        let inWindow = convert(rect, to: window)
        let origin = window.convertToScreen(inWindow.origin)
        return CGRect(origin: origin, size: inWindow.size)
    }
}
