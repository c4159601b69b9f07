import Foundation
import Testing
import XResponder
import XResponderTesting

/// The onboarding pages run as they would on iOS (R-BR1 page controllers).
@Suite("UIKit screens in Swift 5 mode: onboarding with UIPageViewController (R-BR1)")
@MainActor
struct OnboardingScreenTests {
    @Test("R-BR1: swipes turn the pages and the dots follow; Get Started on the last page goes back to the first")
    func onboarding() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let onboarding = OnboardingViewController()
        window.rootViewController = onboarding
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func settle() { for _ in 0..<60 { input.advance(by: 1.0 / 60) } }
        func swipeLeft() {
            let touch = input.beginTouch(at: CGPoint(x: 300, y: 350), in: window)
            for step in 1...10 {
                input.advance(by: 0.016)
                input.moveTouch(touch, to: CGPoint(x: 300 - CGFloat(step) * 25, y: 350))
            }
            input.endTouch(touch)
            settle()
        }
        func dots() -> UIPageControl? {
            var found: UIPageControl?
            func walk(_ view: UIView) { if let control = view as? UIPageControl { found = control }; view.subviews.forEach(walk) }
            walk(onboarding.view)
            return found
        }
        #expect(onboarding.viewControllers?.first === onboarding.pages[0])
        let pageControl = try #require(dots())
        #expect(pageControl.numberOfPages == 3 && pageControl.currentPage == 0)

        swipeLeft()
        #expect(onboarding.currentIndex == 1 && pageControl.currentPage == 1)
        swipeLeft()
        #expect(onboarding.currentIndex == 2 && onboarding.finishedTurns == 2)
        swipeLeft()
        #expect(onboarding.currentIndex == 2, "no page after the last")

        let last = onboarding.pages[2]
        let button = try #require(last.view.subviews.compactMap { $0 as? UIButton }.first)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        input.tap(at: center, in: window, type: .indirectPointer)
        settle()
        #expect(onboarding.viewControllers?.first === onboarding.pages[0])
        #expect(pageControl.currentPage == 0 && onboarding.finishedTurns == 2, "a turn in code is not the delegate's")
    }
}
