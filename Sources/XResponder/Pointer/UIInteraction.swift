import Foundation

/// Something a view hosts that reacts to the user (UIKit's): pointer interactions here.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
