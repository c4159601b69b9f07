import Foundation
import Testing
import XResponder

/// The tally counter runs from its storyboard as it would on iOS (R-IB1, R-IB2, R-IB3).
@Suite("UIKit screens in Swift 5 mode: a screen built in Interface Builder (R-IB1, R-IB2, R-IB3)")
@MainActor
struct TallyScreenTests {
    @Test("R-IB2: the storyboard's stepper and button call the controller's actions, which update its outlets; the Share item's segue passes the count; Start over unwinds")
    func tally() throws {
        UIApplication.launch(clock: ManualClock())
        let storyboard = UIStoryboard(name: "Tally", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let tally = try #require(navigation.topViewController as? TallyViewController)
        #expect(tally.countLabel.text == "0" && tally.navigationItem.title == "Tally")
        #expect(tally.stepper.maximumValue == 99)

        tally.stepper.value = 3
        tally.stepper.sendActions(for: .valueChanged)
        #expect(tally.countLabel.text == "3")
        let stack = try #require(tally.countLabel.superview as? UIStackView)
        #expect(abs(stack.center.x - tally.view.bounds.midX) < 1, "centred by the file's constraints")

        // The Share item's button in the navigation bar, pressed.
        func buttons(in view: UIView) -> [UIButton] { view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) } }
        let share = try #require(buttons(in: navigation.navigationBar).first { $0.accessibilityIdentifier == "Share" })
        share.sendActions(for: .touchUpInside)
        let summary = try #require(navigation.topViewController as? TallySummaryViewController)
        #expect(summary.summaryLabel.text == "You counted 3.")

        let startOver = try #require(summary.view.subviews.compactMap { $0 as? UIButton }.first)
        startOver.sendActions(for: .touchUpInside)
        #expect(tally.countLabel.text == "0" && tally.stepper.value == 0)
    }
}
