import Foundation
import Testing
@testable import XResponder

/// Custom view-controller transitions (R-BR2): animators from a transitioning delegate and a
/// navigation controller's delegate, presentation controller subclasses, the transition
/// coordinator, interactive transitions.
@Suite("Custom view-controller transitions (R-BR2)", .serialized, .tearsDownTestTrees)
@MainActor
struct CustomTransitionTests {
    /// A window showing a presenter; made in each test so the controllers die on the main actor.
    @MainActor
    final class Scene {
        let h = Harness()
        let window: UIWindow
        let presenter = LoggingController("presenter")

        init() {
            window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            window.rootViewController = presenter
            window.layoutIfNeeded()
            presenter.log.removeAll()
        }

        /// The value drawn now (animations swap their presentation values in).
        func drawn<T>(_ read: () -> T) -> T { h.app.viewAnimator.withPresentationValues(read) }
        func advance(_ seconds: TimeInterval) {
            for _ in 0..<Int((seconds * 60).rounded(.up)) { h.input.advance(by: 1.0 / 60) }
        }
    }

    /// Notes its appearance callbacks.
    final class LoggingController: UIViewController {
        let name: String
        var log: [String] = []
        var onWillAppear: ((LoggingController) -> Void)?
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear"); onWillAppear?(self) }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    /// A fade in (presenting) or out (dismissing), as tutorials write it.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var ended: [Bool] = []
        var seen: (from: UIView?, to: UIView?, container: UIView?) = (nil, nil, nil)
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            seen = (transitionContext.view(forKey: .from), transitionContext.view(forKey: .to), container)
            if presenting {
                guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
                toView.frame = transitionContext.finalFrame(for: to)
                toView.alpha = 0
                container.addSubview(toView)
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { fromView.alpha = 0 }) { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// A half-height sheet laid out by the app's own presentation controller with a dimming view.
    final class HalfSheetController: UIPresentationController {
        let dimming = UIView()
        var layouts = 0
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            guard let containerView else { return }
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimming.frame = containerView.bounds
            dimming.alpha = 0
            containerView.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming.removeFromSuperview() }
        }
        override func containerViewWillLayoutSubviews() {
            layouts += 1
            dimming.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var presentAnimator: UIViewControllerAnimatedTransitioning?
        var dismissAnimator: UIViewControllerAnimatedTransitioning?
        var dismissInteraction: UIPercentDrivenInteractiveTransition?
        var usesHalfSheet = false
        var sheet: HalfSheetController?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            dismissInteraction
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            guard usesHalfSheet else { return nil }
            let made = HalfSheetController(presentedViewController: presented, presenting: presenting)
            sheet = made
            return made
        }
    }

    @Test("R-BR2 a transitioning delegate's animator presents and dismisses: it adds the view, animates, completes")
    func animatorPresentsAndDismisses() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        let presentAnimator = FadeAnimator(presenting: true), dismissAnimator = FadeAnimator(presenting: false)
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        var done = false
        scene.presenter.present(presented, animated: true) { done = true }
        #expect(presentAnimator.seen.to === presented.view)
        #expect(presentAnimator.seen.from === scene.presenter.view, "a full-screen presentation hands out the presenter's view")
        #expect(presented.view.superview === presentAnimator.seen.container)
        #expect(presented.transitionCoordinator != nil && scene.presenter.transitionCoordinator != nil)
        scene.advance(0.25)
        let alpha = scene.drawn { presented.view.alpha }
        #expect(alpha > 0.3 && alpha < 0.7, "drawn half faded in: \(alpha)")
        #expect(!done && presented.log == ["willAppear"])
        scene.advance(0.35)
        #expect(done && presentAnimator.ended == [true])
        #expect(presented.log == ["willAppear", "didAppear"])
        #expect(scene.presenter.log == ["willDisappear", "didDisappear"])
        #expect(presented.transitionCoordinator == nil)
        #expect(scene.presenter.view.window == nil, "the covered presenter leaves the window")

        presented.dismiss(animated: true)
        #expect(dismissAnimator.seen.from === presented.view && dismissAnimator.seen.to === scene.presenter.view)
        scene.advance(0.6)
        #expect(dismissAnimator.ended == [true])
        #expect(scene.presenter.presentedViewController == nil)
        #expect(presented.view.window == nil && scene.presenter.view.window === scene.window)
        #expect(scene.presenter.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    }

    @Test("R-BR2 a custom presentation controller lays the presentation out, dims alongside the transition and relays out on resize")
    func customPresentationController() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        delegate.usesHalfSheet = true
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: true)
        guard let sheet = delegate.sheet else { Issue.record("the delegate was not asked for a presentation controller"); return }
        #expect(presented.presentationController === sheet)
        #expect(presented.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(sheet.containerView?.backgroundColor == .clear, "the app's controller dims, not the library")
        scene.advance(0.15)
        let dim = scene.drawn { sheet.dimming.alpha }
        #expect(dim > 0.05 && dim < 0.95, "the dimming animates alongside: \(dim)")
        scene.advance(0.4)
        #expect(sheet.dimming.alpha == 1 && scene.drawn { sheet.dimming.alpha } == 1)
        #expect(scene.presenter.log.isEmpty, "the presenter stays on screen (shouldRemovePresentersView is false)")
        #expect(scene.presenter.view.window === scene.window)

        // A click on the dimmed part is the app's business: nothing dismisses.
        scene.h.input.tap(at: CGPoint(x: 200, y: 100), in: scene.window)
        scene.advance(0.5)
        #expect(scene.presenter.presentedViewController === presented)

        scene.h.input.resize(scene.window, to: CGSize(width: 500, height: 800))
        scene.window.layoutIfNeeded()
        #expect(sheet.layouts > 0)
        #expect(presented.view.frame == CGRect(x: 0, y: 400, width: 500, height: 400))

        presented.dismiss(animated: true)
        scene.advance(0.6)
        #expect(sheet.dimming.superview == nil && scene.presenter.presentedViewController == nil)
    }

    @Test("R-BR2 the transition coordinator: alongside blocks animate with a system presentation; completions run after it")
    func coordinatorOfASystemPresentation() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.presenter.view.addSubview(marker)
        let presented = LoggingController("presented")
        var events: [String] = []
        presented.onWillAppear = { controller in
            guard let coordinator = controller.transitionCoordinator else { events.append("no coordinator"); return }
            events.append("animated \(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { context in
                marker.alpha = 0
                events.append("alongside \(context.viewController(forKey: .to) === controller)")
            }, completion: { context in events.append("completion cancelled \(context.isCancelled)") })
        }
        scene.presenter.present(presented, animated: true)
        #expect(events == ["animated true", "alongside true"])
        scene.advance(0.1)
        let alpha = scene.drawn { marker.alpha }
        #expect(alpha > 0 && alpha < 1, "the alongside change is drawn part-way: \(alpha)")
        scene.advance(0.4)
        #expect(events.last == "completion cancelled false")
        #expect(presented.transitionCoordinator == nil)
    }

    @Test("R-BR2 an interactive dismissal follows update(_:), goes back on cancel() and through on finish()")
    func interactiveDismissal() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        let dismissAnimator = FadeAnimator(presenting: false)
        delegate.dismissAnimator = dismissAnimator
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: false)
        presented.log.removeAll()

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        presented.dismiss(animated: true)
        #expect(presented.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        scene.advance(0.2)
        let halfway = scene.drawn { presented.view.alpha }
        #expect(abs(halfway - 0.5) < 0.05, "held where the interaction put it: \(halfway)")
        interaction.cancel()
        scene.advance(0.6)
        #expect(dismissAnimator.ended == [false])
        #expect(scene.presenter.presentedViewController === presented, "a cancelled dismissal leaves it presented")
        #expect(presented.view.alpha == 1 && scene.drawn { presented.view.alpha } == 1, "\(presented.view.alpha)")
        #expect(presented.log == ["willDisappear", "willAppear", "didAppear"])

        let second = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = second
        presented.dismiss(animated: true)
        second.update(0.3)
        second.finish()
        scene.advance(0.6)
        #expect(dismissAnimator.ended == [false, true])
        #expect(scene.presenter.presentedViewController == nil && presented.view.window == nil)
    }

    @Test("R-BR2 an alongside block given during an interactive dismissal is scrubbed with it from there: halfway through the rest at 75 %; cancelled, it goes back")
    func lateAlongsideIsScrubbed() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        delegate.dismissAnimator = FadeAnimator(presenting: false)
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: false)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.presenter.view.addSubview(marker)

        for cancelling in [true, false] {
            if cancelling == false { scene.presenter.present(presented, animated: false) }
            marker.alpha = 1
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.dismissInteraction = interaction
            presented.dismiss(animated: true)
            interaction.update(0.5)
            _ = presented.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
            #expect(abs(scene.drawn { marker.alpha } - 1) < 0.05, "given at 50 %: nothing of it yet")
            interaction.update(0.75)
            let halfway = scene.drawn { marker.alpha }
            #expect(abs(halfway - 0.5) < 0.1, "half of the rest: \(halfway)")
            if cancelling { interaction.cancel() } else { interaction.finish() }
            scene.advance(0.8)
            #expect(marker.alpha == (cancelling ? 1 : 0) && scene.drawn { marker.alpha } == (cancelling ? 1 : 0), "cancelled \(cancelling): \(marker.alpha)")
        }
    }

    @Test("R-BR2 completionSpeed and completionCurve: finish() at half speed takes twice the rest, along the completion curve from where it stood")
    func completionSpeedAndCurve() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        let dismissAnimator = FadeAnimator(presenting: false)
        delegate.dismissAnimator = dismissAnimator
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionSpeed = 0.5
        interaction.completionCurve = .linear
        delegate.dismissInteraction = interaction
        presented.dismiss(animated: true)
        interaction.update(0.5)
        interaction.finish()
        // The fade lasts 0.5 s; the half left takes 0.5 s at half speed, linearly from alpha 0.5.
        scene.advance(0.25)
        let quarter = scene.drawn { presented.view.alpha }
        #expect(abs(quarter - 0.25) < 0.05, "half of the rest gone: \(quarter)")
        #expect(dismissAnimator.ended.isEmpty, "not over at the animation's own pace")
        scene.advance(0.35)
        #expect(dismissAnimator.ended == [true] && scene.presenter.presentedViewController == nil)
    }

    /// A navigation delegate that slides pushes up from the bottom.
    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        var operations: [UINavigationController.Operation] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return operation == .push ? FadeAnimator(presenting: true) : nil
        }
    }

    @Test("R-BR2 a navigation controller's delegate animates a push; the view ends beneath the bar")
    func navigationDelegateAnimatesPush() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let root = LoggingController("root"), next = LoggingController("next")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = NavigationDelegate()
        navigation.delegate = delegate
        scene.window.rootViewController = navigation
        scene.window.layoutIfNeeded()
        navigation.pushViewController(next, animated: true)
        #expect(delegate.operations == [.push])
        #expect(next.view.superview === navigation.view)
        scene.advance(0.25)
        let alpha = scene.drawn { next.view.alpha }
        #expect(alpha > 0.3 && alpha < 0.7, "\(alpha)")
        scene.advance(0.4)
        #expect(navigation.topViewController === next && root.view.superview == nil)
        let subviews = navigation.view.subviews
        let nextIndex = subviews.firstIndex { $0 === next.view }, barIndex = subviews.firstIndex { $0 === navigation.navigationBar }
        #expect(nextIndex != nil && barIndex != nil && nextIndex! < barIndex!, "the pushed view sits beneath the bar")
        navigation.popViewController(animated: true)
        #expect(delegate.operations == [.push, .pop])
        scene.advance(0.5)
        #expect(navigation.topViewController === root)
    }

    @Test("R-BR2 the edge pan pops interactively: the slide follows the finger, short of half it goes back")
    func interactiveEdgePop() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let root = LoggingController("root"), next = LoggingController("next")
        let navigation = UINavigationController(rootViewController: root)
        scene.window.rootViewController = navigation
        navigation.pushViewController(next, animated: false)
        scene.window.layoutIfNeeded()
        next.log.removeAll()

        func pan(to x: CGFloat) {
            let touch = scene.h.input.beginTouch(at: CGPoint(x: 3, y: 300), in: scene.window)
            var at: CGFloat = 3
            while at < x {
                at = min(at + 20, x)
                scene.h.input.advance(by: 0.1)
                scene.h.input.moveTouch(touch, to: CGPoint(x: at, y: 300))
            }
            let moved = scene.drawn { next.view.transform.tx }
            #expect(moved > 0 && moved < x + 1, "the popped view follows the finger: \(moved) at \(x) \(next.view.transform.tx)")
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            scene.h.input.advance(by: 0.3)   // held still: no flick
            scene.h.input.endTouch(touch, at: CGPoint(x: x, y: 300))
            scene.advance(0.6)
        }
        pan(to: 120)
        #expect(navigation.topViewController === next && navigation.viewControllers.count == 2)
        #expect(next.view.superview === navigation.view && next.view.transform == .identity)
        #expect(root.view.superview == nil)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(next.log == ["willDisappear", "willAppear", "didAppear"])
        pan(to: 300)
        #expect(navigation.topViewController === root && next.parent == nil)
    }

    /// A fade out that puts the presenter's view beneath the leaving one, as tutorials of iOS 8 wrote it.
    final class BackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let toView = context.viewController(forKey: .to)!.view!
            let fromView = context.viewController(forKey: .from)!.view!
            context.containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: 0.3, animations: { fromView.alpha = 0 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    @Test("R-BR2 an animator that moves the presenter's view into the container: it goes back where it stood when the dismissal ends")
    func presenterViewPutBack() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        delegate.dismissAnimator = BackAnimator()
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .formSheet
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: false)
        presented.dismiss(animated: true)
        #expect(scene.presenter.view.superview === presented.presentationController?.containerView)
        scene.advance(0.4)
        #expect(scene.presenter.presentedViewController == nil)
        #expect(scene.presenter.view.superview === scene.window, "the presenter's view is back in the window")
    }

    /// Slides the presenter away and removes its view, as a public tutorial app does.
    final class SlideAwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else { return }
            context.containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
            UIView.animate(withDuration: 0.3, animations: { fromVC.view.frame.origin.x += 400 }) { _ in
                fromVC.view.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    @Test("R-BR2 an animator that removes the presenter's view: a presentation that leaves it on screen puts it back")
    func removedPresenterViewPutBack() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        delegate.presentAnimator = SlideAwayAnimator()
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .formSheet
        presented.transitioningDelegate = delegate
        scene.presenter.present(presented, animated: true)
        scene.advance(0.4)
        #expect(scene.presenter.presentedViewController === presented)
        #expect(scene.presenter.view.superview === scene.window, "the presenter stays beneath the sheet")
        #expect(scene.window.subviews.first === scene.presenter.view)
    }

    /// A navigation delegate with a pop animator and an edge recognizer of its own, as apps write it.
    final class PopDelegate: NSObject, UINavigationControllerDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?
        var pops = 0
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .pop ? BackAnimator() : nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func swiped(_ gesture: UIScreenEdgePanGestureRecognizer, in navigation: UINavigationController) {
            let percent = gesture.translation(in: navigation.view).x / navigation.view.bounds.width
            switch gesture.state {
            case .began:
                interaction = UIPercentDrivenInteractiveTransition()
                pops += 1
                navigation.popViewController(animated: true)
            case .changed: interaction?.update(percent)
            case .ended:
                if percent > 0.5 { interaction?.finish() } else { interaction?.cancel() }
                interaction = nil
            default: break
            }
        }
    }

    @Test("R-BR2 with a pop animator of the delegate's, the system swipe stands aside and the app's own edge recognizer drives the pop")
    func appEdgeRecognizerDrivesPop() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let root = LoggingController("root"), next = LoggingController("next")
        let navigation = UINavigationController(rootViewController: root)
        let delegate = PopDelegate()
        navigation.delegate = delegate
        scene.window.rootViewController = navigation
        navigation.pushViewController(next, animated: false)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.addTarget { [unowned navigation] recognizer in delegate.swiped(recognizer as! UIScreenEdgePanGestureRecognizer, in: navigation) }
        navigation.view.addGestureRecognizer(edge)
        scene.window.layoutIfNeeded()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 3, y: 300), in: scene.window)
        for x in stride(from: 23, through: 323, by: 30) {
            scene.h.input.advance(by: 0.1)
            scene.h.input.moveTouch(touch, to: CGPoint(x: CGFloat(x), y: 300))
        }
        #expect(delegate.pops == 1)
        let systemSwipe = navigation.interactivePopGestureRecognizer?.state
        #expect(systemSwipe == .failed || systemSwipe == .possible, "the system swipe did not begin: \(String(describing: systemSwipe))")
        #expect(navigation.transitionCoordinator?.isInteractive == true, "the app's interaction drives it")
        scene.h.input.advance(by: 0.3)
        scene.h.input.endTouch(touch, at: CGPoint(x: 323, y: 300))
        scene.advance(0.5)
        #expect(navigation.topViewController === root && delegate.pops == 1)
    }

    /// An animator that forgets to call `completeTransition(_:)`.
    final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        }
    }

    @Test("R-BR2 a transition whose animator never completes is completed after a time-out, and the window takes input again")
    func forgetfulAnimatorTimesOut() {
        let scene = Scene()
        defer { withExtendedLifetime(scene) {} }
        let delegate = TransitionDelegate()
        delegate.presentAnimator = ForgetfulAnimator()
        let presented = LoggingController("presented")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var done = false
        scene.presenter.present(presented, animated: true) { done = true }
        scene.h.input.advance(by: 1)
        #expect(!done && presented.transitionCoordinator != nil)
        scene.h.input.advance(by: 0.3 + ControllerTransition.completionGrace)
        #expect(done && presented.transitionCoordinator == nil)
        #expect(presented.log == ["willAppear", "didAppear"])
        presented.dismiss(animated: false)
        #expect(scene.presenter.presentedViewController == nil)
    }
}
