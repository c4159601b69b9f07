import Foundation

// The appearance half of the view controller lifecycle (R-AS1): viewWillAppear, viewDidAppear,
// viewWillDisappear and viewDidDisappear, in UIKit's order, once per transition.
//
// Three things start a transition:
// - the window hook: a controller's root view enters or leaves a visible window, or its window is
//   shown or hidden (`controllersMayHaveChangedVisibility`). It calls begin and end at once.
// - a container (navigation, tab bar) or a presentation, which calls begin when its animation
//   starts and end when it finishes, with `appearanceIsDrivenByTransition` set so that the window
//   hook keeps out meanwhile.
// - an app's own container, calling `beginAppearanceTransition`/`endAppearanceTransition`.
//
// A transition reaches the children whose views are inside the controller's view, unless
// `shouldAutomaticallyForwardAppearanceMethods` is false (the built-in containers forward to the
// child they show and no other).

extension UIViewController {
    /// Where a controller is between its appearance callbacks.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    public var isBeingPresented: Bool { beingPresented }
    public var isBeingDismissed: Bool { beingDismissed }
    public var isMovingToParent: Bool { movingToParent }
    public var isMovingFromParent: Bool { movingFromParent }

    /// Starts an appearance transition: `viewWillAppear` or `viewWillDisappear`, unless the
    /// controller is already going that way (UIKit tolerates the repeat and so do we).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        appearanceTransitionIsAnimated = animated
        for child in appearanceForwardingChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        let animated = appearanceTransitionIsAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in appearanceForwardingChildren { child.endAppearanceTransition() }
    }

    /// Whether the root view is in a window that is shown and no full-screen presentation covers it.
    var isViewOnScreen: Bool {
        guard let window = viewIfLoaded?.window, !window.isHidden else { return false }
        if let covering = presentationRoot.presentedStorage, covering.presentationCoversPresenter,
           !covering.beingPresented { return false }
        return true
    }

    /// The window hook: the root view may have entered or left a shown window. A controller driven
    /// by a transition, or a child that its parent drives, is left alone.
    func viewVisibilityMayHaveChanged() {
        guard !appearanceIsDrivenByTransition else { return }
        if let parent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods,
                  parent.appearanceState == .appeared || parent.appearanceState == .appearing else {
                // The parent's own transition (or its container) brings this child along.
                if !isViewOnScreen, appearanceState != .disappeared { disappearAtOnce() }
                return
            }
        }
        if isViewOnScreen { appearAtOnce() } else { disappearAtOnce() }
    }

    func appearAtOnce(animated: Bool = false) {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        beginAppearanceTransition(true, animated: animated)
        endAppearanceTransition()
    }

    func disappearAtOnce(animated: Bool = false) {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        beginAppearanceTransition(false, animated: animated)
        endAppearanceTransition()
    }
}

extension UIView {
    /// The view's subtree moved between windows, or its window was shown or hidden: every
    /// controller whose root view is in it checks whether it appeared or disappeared.
    func controllersMayHaveChangedVisibility() {
        var controllers: [UIViewController] = []
        TreeWalk.forEach(in: self) { view in
            if let controller = view.owningViewController { controllers.append(controller) }
        }
        for controller in controllers { controller.viewVisibilityMayHaveChanged() }
    }
}
