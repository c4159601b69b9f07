import Foundation
import Testing
@testable import XResponder

/// A tab bar controller's delegate animating tab switches (R-BR2).
@Suite("Custom transitions between tabs (R-BR2)", .serialized, .tearsDownTestTrees)
@MainActor
struct TabTransitionTests {
    typealias Logging = CustomTransitionTests.LoggingController

    /// Fades the new tab in (an animator as tutorials write it, for tab bar controllers).
    final class TabFade: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
        var asked: [String] = []
        var interaction: UIPercentDrivenInteractiveTransition?
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            asked.append("\((fromVC as? Logging)?.name ?? "?")→\((toVC as? Logging)?.name ?? "?")")
            return self
        }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    private func tabs() -> (CustomTransitionTests.Scene, UITabBarController, Logging, Logging, TabFade) {
        let scene = CustomTransitionTests.Scene()
        let tabs = UITabBarController()
        let first = Logging("first"), second = Logging("second")
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        let fade = TabFade()
        tabs.delegate = fade
        scene.window.rootViewController = tabs
        scene.window.layoutIfNeeded()
        scene.advance(0.1)
        first.log.removeAll()
        return (scene, tabs, first, second, fade)
    }

    @Test("R-BR2 a tab clicked runs the delegate's animator: both views in the container, the new one fading in under the tab bar; then the old one goes, with UIKit's appearance calls")
    func animatedSwitch() throws {
        let (scene, tabs, first, second, fade) = tabs()
        let item = try #require(tabs.tabBar.items?.last)
        tabs.tabBar(tabs.tabBar, didSelect: item)
        #expect(fade.asked == ["first→second"] && tabs.selectedViewController === second)
        #expect(first.view.superview === tabs.view && second.view.superview === tabs.view)
        #expect(tabs.view.subviews.last === tabs.tabBar, "the tab bar stays in front")
        scene.advance(0.2)
        let halfway = scene.drawn { second.view.alpha }
        #expect(abs(halfway - 0.5) < 0.1, "\(halfway)")
        scene.advance(0.3)
        #expect(first.view.superview == nil && second.view.superview === tabs.view && tabs.view.subviews.last === tabs.tabBar)
        #expect(first.log == ["willDisappear", "didDisappear"] && second.log == ["willAppear", "didAppear"], "\(first.log) \(second.log)")
        // Programmatic selection animates too.
        tabs.selectedIndex = 0
        #expect(fade.asked == ["first→second", "second→first"])
        scene.advance(0.5)
        #expect(tabs.selectedViewController === first && second.view.superview == nil)
    }

    @Test("R-BR2 an interactive tab switch follows update(_:); cancelled, the old tab stays selected and shown")
    func interactiveCancel() throws {
        let (scene, tabs, first, second, fade) = tabs()
        let interaction = UIPercentDrivenInteractiveTransition()
        fade.interaction = interaction
        tabs.selectedIndex = 1
        interaction.update(0.5)
        scene.advance(0.1)
        #expect(abs(scene.drawn { second.view.alpha } - 0.5) < 0.1)
        interaction.cancel()
        scene.advance(0.6)
        #expect(tabs.selectedViewController === first && tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(first.view.superview === tabs.view && second.view.superview == nil)
        #expect(first.log.last == "didAppear" && second.log.last == "didDisappear", "\(first.log) \(second.log)")
    }
}
