import Foundation
import Testing
import XResponder
import XResponderTesting

/// The theme set through appearance proxies reaches the views it names, and only those (R-BR3).
@Suite("UIKit screens in Swift 5 mode: an app theme through appearance proxies (R-BR3)")
@MainActor
struct ThemedShopScreenTests {
    @Test("R-BR3: the navigation bar, bar items, the card's switch and labels and the table take the theme; a label outside the card and one with its own colour keep theirs")
    func themeReachesTheViews() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        ShopTheme.apply()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let shop = ShopViewController()
        let navigation = ShopNavigationController(rootViewController: shop)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        input.runUntilIdle()
        #expect(navigation.navigationBar.barTintColor == ShopTheme.brand)
        #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(shop.card.giftSwitch.onTintColor == ShopTheme.brand)
        #expect(shop.card.nameLabel.textColor == ShopTheme.brand)
        #expect(shop.card.priceLabel.textColor == .secondaryLabel, "its own colour wins")
        #expect(shop.footnote.textColor == .label, "outside the card: untouched")
        #expect(shop.list.separatorColor == ShopTheme.brand.withAlphaComponent(0.3))
        // Another navigation controller is outside the theme's scope.
        let plain = UINavigationController(rootViewController: UIViewController())
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        other.rootViewController = plain
        other.makeKeyAndVisible()
        input.runUntilIdle()
        #expect(plain.navigationBar.barTintColor == nil)
    }
}
