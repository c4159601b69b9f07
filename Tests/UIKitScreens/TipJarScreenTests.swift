import Foundation
import Testing
import XResponder
import XResponderTesting

/// The tip jar runs as it would on iOS (R-F4): targets named in property initializers.
@Suite("UIKit screens in Swift 5 mode: controls whose target is `self` in a property initializer (R-F4)")
@MainActor
struct TipJarScreenTests {
    func tap(_ view: UIView, _ input: HeadlessInput) {
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        input.advance(by: 0.1)
    }

    @Test("R-F4: a button and a tap recognizer whose target is `self` in a property initializer reach the controller along the responder chain")
    func targetsFromPropertyInitializers() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let jar = TipJarViewController()
        window.rootViewController = UINavigationController(rootViewController: jar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // The target is no object, so nothing is held and the chain decides.
        #expect(jar.tipButton.allTargets.isEmpty)
        tap(jar.tipButton, input)
        tap(jar.tipButton, input)
        #expect(jar.tips == [1, 1] && jar.totalLabel.text == "$2")

        tap(jar.totalLabel, input)
        #expect(jar.shakes == 1)

        // A bar button item made in viewDidLoad, where `self` is the controller, for comparison.
        let bar = try #require(jar.navigationController?.navigationBar)
        let clearView = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Clear" })
        tap(clearView, input)
        #expect(jar.cleared == 1 && jar.tips.isEmpty && jar.totalLabel.text == "$0")
    }
}
