/// Gives a find interaction its session for a view, and hears when one begins and ends (UIKit's).
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: AnyObject {
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}
