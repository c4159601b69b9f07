import Foundation
import Testing
import XResponder
import XResponderTesting

/// The tabs cross-fade (R-BR2).
@Suite("UIKit screens in Swift 5 mode: tabs that cross-fade (R-BR2)")
@MainActor
struct FadingTabsScreenTests {
    @Test("R-BR2: clicking the Search tab fades it in over Home; at the end Search alone is shown, Home's view back at full alpha")
    func tabsFade() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let tabs = FadingTabBarController()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        input.runUntilIdle()
        let home = try #require(tabs.viewControllers?.first), search = try #require(tabs.viewControllers?.last)

        let bar = tabs.tabBar
        let point = bar.convert(CGPoint(x: bar.bounds.width * 0.75, y: bar.bounds.midY), to: window)
        input.tap(at: point, in: window)
        input.advance(by: 0.05)
        #expect(tabs.selectedViewController === search && home.view.superview != nil, "both shown while fading")
        input.advance(by: 0.5)
        input.runUntilIdle()
        #expect(home.view.superview == nil && search.view.superview === tabs.view && home.view.alpha == 1)
    }
}
