import Foundation

extension UIViewController {
    /// The strip above the content: its bottom is the safe area's top (deprecated in iOS 11).
    public var topLayoutGuide: UILayoutSupport { barLayoutGuidesMade().top }
    /// The strip below the content: its top is the safe area's bottom (deprecated in iOS 11).
    public var bottomLayoutGuide: UILayoutSupport { barLayoutGuidesMade().bottom }

    func barLayoutGuidesMade() -> (top: BarLayoutGuide, bottom: BarLayoutGuide) {
        if let made = barLayoutGuides, made.top.owningView === viewIfLoaded { return made }
        let view: UIView = view
        let made = (top: BarLayoutGuide(.top, in: view), bottom: BarLayoutGuide(.bottom, in: view))
        barLayoutGuides = made
        return made
    }
}
