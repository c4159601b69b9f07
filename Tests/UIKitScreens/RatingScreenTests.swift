import Foundation
import Testing
import XResponder
import XResponderTesting

/// The accessible rating screen reads and acts as VoiceOver users expect (issue #33, R-A11Y1).
@Suite("UIKit screens in Swift 5 mode: an accessible custom control, elements and an announcement (R-A11Y1)")
@MainActor
struct RatingScreenTests {
    @Test("R-A11Y1: the custom control is adjustable with its own value; the strip's parts are elements; Save announces")
    func ratingScreen() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let screen = RatingViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let app = XCUIApplication(input: input)
        let rating = app.sliders["Rating"]   // an adjustable element reads as a slider (AT-SPI: slider)
        #expect(rating.exists && rating.value as? String == "3 of 5 stars")
        screen.stars.accessibilityIncrement()
        screen.stars.accessibilityIncrement()
        screen.stars.accessibilityIncrement()
        #expect(rating.value as? String == "5 of 5 stars")
        #expect(app.images.count == 3 && app.images["Harbour"].exists)
        #expect(app.images["Harbour"].frame.minX == 120)
        app.buttons["Save"].tap()
        #expect(screen.saveButton.accessibilityHint == "Saves your rating")
    }
}
