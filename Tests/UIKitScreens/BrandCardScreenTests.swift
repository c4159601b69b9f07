import Foundation
import Testing
import XResponder

/// Colour and image literals as Xcode writes them (R-IB4).
@Suite("UIKit screens in Swift 5 mode: #colorLiteral and #imageLiteral (R-IB4)")
@MainActor
struct BrandCardScreenTests {
    @Test("R-IB4: #colorLiteral makes a UIColor of its components; #imageLiteral of an image nobody has is an empty image, not a crash")
    func literals() {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let card = BrandCardViewController()
        window.rootViewController = card
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let blue = card.card.backgroundColor
        #expect(blue == UIColor(red: CGFloat(Float(0.2392156869)), green: CGFloat(Float(0.6745098233)), blue: CGFloat(Float(0.9686274529)), alpha: 1))
        #expect(card.titleLabel.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(card.logo.image?.size == .zero)
    }
}
