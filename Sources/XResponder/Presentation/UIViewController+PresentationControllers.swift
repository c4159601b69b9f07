import Foundation

// The objects that manage a presentation, as UIKit hands them out: made when first asked for, of
// the class the controller's `modalPresentationStyle` calls for, so that an app can configure a
// popover's source or a sheet's detents before presenting.
extension UIViewController {
    /// The presentation's controller: a popover's for `.popover`, a sheet's for page and form
    /// sheets (and `.automatic`), a plain one otherwise.
    public var presentationController: UIPresentationController? {
        let wanted: UIPresentationController.Type = switch modalPresentationStyle {
        case .popover: UIPopoverPresentationController.self
        case .pageSheet, .formSheet, .automatic: UISheetPresentationController.self
        default: UIPresentationController.self
        }
        if let made = presentationControllerStorage, type(of: made) == wanted || made.isSuppliedByApp { return made }
        let made: UIPresentationController = switch modalPresentationStyle {
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presentingStorage)
        case .pageSheet, .formSheet, .automatic: UISheetPresentationController(presentedViewController: self, presenting: presentingStorage)
        default: UIPresentationController(presentedViewController: self, presenting: presentingStorage)
        }
        // A style changed after the app configured the old one: its delegate stays.
        made.delegate = presentationControllerStorage?.delegate
        presentationControllerStorage = made
        return made
    }

    /// The popover's controller while the style is `.popover`, else nil (as on an iPhone, so
    /// `alert.popoverPresentationController?.sourceView = view` does nothing there).
    public var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The sheet's controller for a page or form sheet (iOS 15), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
