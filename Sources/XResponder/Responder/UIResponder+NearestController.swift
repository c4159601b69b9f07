import Foundation

extension UIResponder {
    /// The first view controller from this responder up the chain (itself if it is one).
    var nearestController: UIViewController? {
        var responder: UIResponder? = self
        var depth = 0
        while let current = responder, depth < RecursionBudget.limit {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
            depth += 1
        }
        return nil
    }
}
