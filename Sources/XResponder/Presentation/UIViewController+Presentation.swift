import Foundation

// Modal presentation (R-AS2): `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
//
// The presented view sits in a `PresentationContainerView` added on top of the presenter's window.
// Appearance callbacks follow UIKit: the presented controller appears; the presenter disappears
// only when the presentation covers it (full screen), not under a sheet. Both are driven by the
// transition (begin when the animation starts, end when it finishes), so the window hook keeps out.
//
// Ownership: the presenter holds `presentedViewController` strongly, the presented controller holds
// its `presentingViewController` weakly, and the container holds its controller weakly; the window
// holds the container as a subview. Dismissal removes the container, which releases the views.

extension UIViewController {
    /// How long a presentation or dismissal animates (UIKit's sheet takes about a third of a second).
    static let presentationDuration: TimeInterval = 0.35

    /// The controller that presents on behalf of this one: UIKit presents from the root of the
    /// containment chain (a pushed controller presents through its navigation controller).
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        guard presenter.presentedStorage == nil else {
            EventTrace.log("present refused: \(presenter.traceName) is already presenting \(presenter.presentedStorage!.traceName)")
            return
        }
        guard presented.presentingStorage == nil, presented.parent == nil, presented !== presenter else {
            EventTrace.log("present refused: \(presented.traceName) is already presented or a child")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            EventTrace.log("present refused: \(presenter.traceName) is not in a window")
            return
        }
        if presented.modalPresentationStyle == .automatic { presented.modalPresentationStyle = presented.defaultPresentationStyle }
        // A custom style with a transitioning delegate: the app's presentation controller (or
        // UIKit's plain one) lays it out (R-BR2).
        let delegate = presented.transitioningDelegate
        if presented.modalPresentationStyle == .custom, let delegate {
            let supplied = delegate.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            supplied.isSuppliedByApp = true
            supplied.delegate = supplied.delegate ?? presented.presentationControllerStorage?.delegate
            presented.presentationControllerStorage = supplied
        }
        // The presentation's controller (made for the style if the app did not ask for it) may
        // adapt the style in a compact window, and a popover's delegate prepares it.
        let presentationController = presented.presentationController
        presentationController?.presentationWillBegin(from: presenter)
        let style = presentationController.map { $0.adaptedStyle(in: window) } ?? presented.modalPresentationStyle
        presentationController?.shownStyle = style
        if let popover = presentationController as? UIPopoverPresentationController, style == .popover {
            (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        let appLaysOut = presentationController?.isSuppliedByApp == true
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter

        // Keys stop going to the presenter: its first responder resigns (nothing behind is live).
        if let responder = window.firstResponderStorage, presented.viewIfLoaded.map({ responder.isInSubtree(of: $0) }) != true {
            _ = responder.resignFirstResponder()
        }

        let container = PresentationContainerView(frame: window.contentBounds, presented: presented,
                                                  dimmed: !style.fillsWindow && style != .popover && !appLaysOut,
                                                  dismissesOnBackdropClick: presented.dismissesOnBackdropClick && !appLaysOut)
        container.fill(window.contentBounds)
        presented.presentationContainer = container
        let controllerView: UIView = presented.view
        let presentedView = presentationController?.presentedView ?? controllerView
        let finalFrame = appLaysOut ? presentationController!.frameOfPresentedViewInContainerView : presented.presentedFrame(in: container.bounds)
        presentedView.frame = finalFrame
        presentedView.autoresizingMask = style.fillsWindow || appLaysOut ? [.flexibleWidth, .flexibleHeight]
            : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        if !style.fillsWindow, style != .custom { presented.styleAsCard(presentedView, style: style) }
        let covers = presented.presentationCoversPresenter

        // The app's animator, if it has one; not animated, the library places the views.
        let customAnimator = animated && UIView.areAnimationsEnabled ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let animates = animated && UIView.areAnimationsEnabled
        let presenterView = presenter.viewIfLoaded
        let presenterPlace = ViewPlace(of: presenterView)
        let transition = ControllerTransition(
            summary: "present \(presented.traceName)", container: container, animated: animates, style: style,
            from: presenter, to: presented, fromView: covers ? presenterView : nil, toView: presentedView,
            frames: [(presented, .zero, finalFrame), (presenter, presenterView?.frame ?? .zero, presenterView?.frame ?? .zero)])
        presented.transitionInProgress = transition
        presenter.transitionInProgress = transition

        presented.beingPresented = true
        presented.appearanceIsDrivenByTransition = true
        presenter.appearanceIsDrivenByTransition = true
        presented.beginAppearanceTransition(true, animated: animates)
        if covers { presenter.beginAppearanceTransition(false, animated: animates) }
        // An app's animator adds the arriving view itself, as in UIKit.
        if customAnimator == nil { container.addSubview(presentedView) }
        window.addSubview(container)
        container.layoutPopoverChrome()
        if let sheet = presentationController as? UISheetPresentationController, style == .pageSheet {
            container.layoutGrabber(for: sheet)
            container.dim(for: sheet, animated: false)
        }
        presented.presentationDidAddView()
        presentationController?.presentationTransitionWillBegin()

        let backdrop = container.backgroundColor
        let system = SystemTransitionAnimator(duration: Self.presentationDuration, options: [.curveEaseOut], prepare: {
            container.backgroundColor = .clear
            presented.placeForTransition(presentedView, finalFrame: finalFrame, in: window.bounds, entering: true)
        }, animations: {
            container.backgroundColor = backdrop
            presentedView.frame = finalFrame
            presentedView.alpha = 1
            container.popoverChrome?.alpha = 1
        })
        transition.start(animator: customAnimator, system: system, interaction: interaction) { completed in
            presented.transitionInProgress = nil
            presenter.transitionInProgress = nil
            presented.beingPresented = false
            presenterPlace?.restore(displacedFrom: container)
            if completed {
                presented.endAppearanceTransition()
                if covers {
                    presenter.endAppearanceTransition()
                    presented.takeCoveredPresenterViewOut(of: window, presenter: presenter, above: container)
                }
            } else {
                // Cancelled (an interactive presentation let go): everything goes back.
                presented.beginAppearanceTransition(false, animated: animates)
                presented.endAppearanceTransition()
                if covers {
                    presenter.beginAppearanceTransition(true, animated: animates)
                    presenter.endAppearanceTransition()
                }
                container.removeFromSuperview()
                presented.presentationContainer = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
            }
            presented.appearanceIsDrivenByTransition = false
            presenter.appearanceIsDrivenByTransition = false
            presentationController?.presentationTransitionDidEnd(completed)
            if completed { completion?() }
        }
    }

    /// Whether the presentation, once shown, covers the presenter entirely (its view leaves the
    /// window and it disappears): the full-screen styles, or what an app's presentation
    /// controller says (`shouldRemovePresentersView`).
    var presentationCoversPresenter: Bool {
        if let controller = presentationControllerStorage, controller.isSuppliedByApp { return controller.shouldRemovePresentersView }
        return modalPresentationStyle.coversPresenter
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        // Called on a presenter, dismiss what it presented; on a presented controller (or a child of
        // one), ask its presenter to dismiss it.
        let root = presentationRoot
        let target: UIViewController
        if let presented = root.presentedStorage { target = presented }
        else if root.presentingStorage != nil { target = root }
        else { completion?(); return }
        // Dismissed while its presentation still animates: the presentation ends first, at once.
        if let presenting = target.transitionInProgress, target.beingPresented { presenting.completeTransition(true) }
        guard let presenter = target.presentingStorage, !target.beingDismissed, let container = target.presentationContainer else { return }
        // Whatever the target presented goes first, at once (UIKit animates only the top one).
        target.dismissAboveAtOnce()
        let covers = target.presentationCoversPresenter
        let presentationController = target.presentationControllerStorage
        let delegate = target.transitioningDelegate
        let customAnimator = animated && UIView.areAnimationsEnabled ? delegate?.animationController(forDismissed: target) : nil
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let animates = animated && UIView.areAnimationsEnabled
        target.beingDismissed = true
        target.appearanceIsDrivenByTransition = true
        presenter.appearanceIsDrivenByTransition = true
        let covered = target.coveredPresenterView
        target.putCoveredPresenterViewBack()
        target.beginAppearanceTransition(false, animated: animates)
        if covers { presenter.beginAppearanceTransition(true, animated: animates) }

        let leavingView = presentationController?.presentedView ?? target.viewIfLoaded ?? container
        let presenterView = presenter.viewIfLoaded
        // Where the presenter's view stands: an animator may move it into the container
        // (`insertSubview(toView, belowSubview: fromView)` with a presenter that stayed on screen).
        let presenterPlace = ViewPlace(of: presenterView)
        let transition = ControllerTransition(
            summary: "dismiss \(target.traceName)", container: container, animated: animates, style: target.modalPresentationStyle,
            from: target, to: presenter, fromView: leavingView, toView: covers ? presenterView : nil,
            frames: [(target, leavingView.frame, .zero), (presenter, presenterView?.frame ?? .zero, presenterView?.frame ?? .zero)])
        target.transitionInProgress = transition
        presenter.transitionInProgress = transition
        presentationController?.dismissalTransitionWillBegin()

        let system = SystemTransitionAnimator(duration: Self.presentationDuration, options: [.curveEaseIn], prepare: {}, animations: {
            container.backgroundColor = .clear
            target.placeForTransition(leavingView, finalFrame: leavingView.frame, in: container.bounds, entering: false)
        })
        let putPresenterViewBack: @MainActor () -> Void = { presenterPlace?.restore(displacedFrom: container) }
        transition.start(animator: customAnimator, system: system, interaction: interaction) { completed in
            target.transitionInProgress = nil
            presenter.transitionInProgress = nil
            target.beingDismissed = false
            guard completed else {
                // Cancelled (an interactive dismissal let go): the presentation stays.
                putPresenterViewBack()
                target.beginAppearanceTransition(true, animated: animates)
                target.endAppearanceTransition()
                if covers {
                    presenter.beginAppearanceTransition(false, animated: animates)
                    presenter.endAppearanceTransition()
                    target.takeCoveredPresenterViewOut(of: container.window ?? container, presenter: presenter, above: container)
                }
                target.appearanceIsDrivenByTransition = false
                presenter.appearanceIsDrivenByTransition = false
                presentationController?.dismissalTransitionDidEnd(false)
                return
            }
            target.presentationContainer = nil
            // An app's animator may have moved the presenter's view into the container: back to
            // where it stood in the window.
            if let (view, index) = covered, let window = container.window, view.isDescendant(of: container) {
                window.placeFillingView(view)
                window.insertSubview(view, at: min(index, window.subviews.count))
            } else {
                putPresenterViewBack()
            }
            container.removeFromSuperview()
            target.viewIfLoaded?.removeFromSuperview()
            target.viewIfLoaded?.alpha = 1
            presenter.presentedStorage = nil
            target.presentingStorage = nil
            target.endAppearanceTransition()
            if covers { presenter.endAppearanceTransition() }
            target.appearanceIsDrivenByTransition = false
            presenter.appearanceIsDrivenByTransition = false
            presentationController?.dismissalTransitionDidEnd(true)
            completion?()
        }
    }

    /// UIKit removes the presenter's views from the window once a full-screen presentation
    /// covers them (nothing draws, lays out or hit-tests beneath it) and puts them back when the
    /// dismissal starts. The view taken is the window's subview holding the presenter's: its root
    /// view, or the container it was itself presented in.
    private func takeCoveredPresenterViewOut(of window: UIView, presenter: UIViewController, above container: UIView) {
        guard container.superview === window, presentationContainer === container,
              var covered = presenter.viewIfLoaded, covered.isDescendant(of: window) else { return }
        while let parent = covered.superview, parent !== window { covered = parent }
        guard covered !== container, let index = window.subviews.firstIndex(where: { $0 === covered }) else { return }
        coveredPresenterView = (covered, index)
        covered.removeFromSuperview()
    }

    /// Puts back what `takeCoveredPresenterViewOut` took, where it stood, beneath the presentation.
    private func putCoveredPresenterViewBack() {
        guard let (view, index) = coveredPresenterView else { return }
        coveredPresenterView = nil
        guard view.superview == nil, let window = presentationContainer?.window else { return }
        // It filled the window (a root view, or a presentation's container): the window may have
        // been resized while it was out.
        window.placeFillingView(view)
        window.insertSubview(view, at: min(index, window.subviews.count))
    }

    /// Removes, without animation or appearance transitions of the presenter, whatever is left above.
    private func dismissAboveAtOnce() {
        guard let above = presentedStorage else { return }
        above.dismissAboveAtOnce()
        above.putCoveredPresenterViewBack()
        above.disappearAtOnce()
        above.presentationContainer?.removeFromSuperview()
        above.presentationContainer = nil
        above.presentingStorage = nil
        presentedStorage = nil
    }

    /// Where a presented view starts (entering) or ends (leaving) its transition.
    private func placeForTransition(_ view: UIView, finalFrame: CGRect, in bounds: CGRect, entering: Bool) {
        // A popover fades in place, whatever the transition style (as in UIKit): its frame is
        // never animated, so a source set just after `present` moves it at once.
        let isPopover = presentationControllerStorage is UIPopoverPresentationController
            && presentationControllerStorage?.shownStyle == .popover
        switch modalTransitionStyle {
        case .coverVertical where !isPopover:
            view.frame = finalFrame.offsetBy(dx: 0, dy: bounds.maxY - finalFrame.minY)
            if entering { view.alpha = 1 }
        default:
            view.frame = finalFrame
            view.alpha = 0
        }
        // A popover's arrow and shadow fade with its card.
        if isPopover, let container = view.superview as? PresentationContainerView { container.popoverChrome?.alpha = view.alpha }
    }

    /// A sheet's look: rounded corners (the top two for a page sheet) in the grouped background.
    private func styleAsCard(_ view: UIView, style: UIModalPresentationStyle) {
        view.layer.cornerRadius = style == .popover ? PopoverChromeView.cornerRadius : (sheetPresentationController?.preferredCornerRadius ?? 10)
        view.layer.masksToBounds = true
        if style == .pageSheet { view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] }
        if view.backgroundColor == nil {
            view.backgroundColor = (presentationControllerStorage as? UIPopoverPresentationController)?.backgroundColor ?? .systemBackground
        }
    }
}
