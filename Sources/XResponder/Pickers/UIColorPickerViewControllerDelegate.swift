import Foundation

/// Hears the colour picker: each colour chosen (`continuously` while a slider is dragged) and the
/// picker closing. UIKit's optional methods have empty defaults (Swift on Linux has no optional
/// protocol methods); the iOS 14 `colorPickerViewControllerDidSelectColor(_:)` is called too.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
