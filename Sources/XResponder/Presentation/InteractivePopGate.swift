import Foundation

/// The delegate of a navigation controller's `interactivePopGestureRecognizer`: the swipe begins
/// only when there is something to pop the system's way (see
/// `UINavigationController.mayBeginInteractivePop`). An app that sets the recognizer's delegate
/// itself decides instead, as in UIKit.
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation?.mayBeginInteractivePop ?? false
    }
}
