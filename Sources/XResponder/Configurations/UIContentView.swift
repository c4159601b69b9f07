import Foundation

/// The view that shows a content configuration; a cell gives it the next configuration of a kind
/// it supports rather than making another view.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// UIKit's default: a configuration of the same type as the one shown.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
