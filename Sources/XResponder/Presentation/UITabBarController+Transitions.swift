import Foundation

// A tab switch the delegate animates (R-BR2), as UIKit runs it: the delegate's
// `animationControllerForTransitionFrom:to:` gives an animator, whose `animateTransition(using:)`
// gets a context whose container is the tab bar controller's view, the old tab's view as `.from`
// and the new one's as `.to` (the animator adds it); `interactionControllerFor:` may drive it.
// Both controllers hear their appearance calls around it; the tab bar stays in front. Completed,
// the new tab is selected; cancelled (an interaction let go), the old one stays.

extension UITabBarController {
    /// Runs the switch from `old` to `new` through the delegate's animator; false when there is
    /// none (or nothing is on screen to animate), and the switch is the plain one.
    func transitionTabs(from old: UIViewController, to new: UIViewController) -> Bool {
        guard let delegate, let view = viewIfLoaded, view.window != nil, UIView.areAnimationsEnabled,
              appearanceState == .appeared, tabTransition == nil,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: old, to: new) else { return false }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        let oldView = old.viewIfLoaded
        let newView: UIView = new.view
        newView.frame = view.bounds
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        selectedStorage = new
        tabBar.selectedItem = new.tabBarItem
        let transition = ControllerTransition(
            summary: "tab \(new.traceName)", container: view, animated: true, style: .none,
            from: old, to: new, fromView: oldView, toView: newView,
            frames: [(old, oldView?.frame ?? view.bounds, oldView?.frame ?? view.bounds), (new, view.bounds, view.bounds)])
        tabTransition = transition
        for controller in [old, new] {
            controller.transitionInProgress = transition
            controller.appearanceIsDrivenByTransition = true
        }
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        // Not animated, the library only swaps the views.
        let system = SystemTransitionAnimator(duration: 0, options: [], prepare: { view.insertSubview(newView, belowSubview: self.tabBar) },
                                              animations: {})
        transition.start(animator: animator, system: system, interaction: interaction) { [weak self] completed in
            guard let self else { return }
            self.tabTransition = nil
            for controller in [old, new] { controller.transitionInProgress = nil }
            if completed {
                oldView?.removeFromSuperview()
                self.install(new, in: view)
                old.endAppearanceTransition()
                new.endAppearanceTransition()
            } else {
                // Cancelled: the old tab stays; each controller hears the reverse and ends.
                newView.removeFromSuperview()
                self.selectedStorage = old
                self.tabBar.selectedItem = old.tabBarItem
                if let oldView, oldView.superview !== view { self.install(old, in: view) }
                old.beginAppearanceTransition(true, animated: true)
                new.beginAppearanceTransition(false, animated: true)
                old.endAppearanceTransition()
                new.endAppearanceTransition()
            }
            for controller in [old, new] { controller.appearanceIsDrivenByTransition = false }
            view.bringSubviewToFront(self.tabBar)
        }
        // The animator put the new view in the container: the tab bar stays above it.
        view.bringSubviewToFront(tabBar)
        return true
    }
}
