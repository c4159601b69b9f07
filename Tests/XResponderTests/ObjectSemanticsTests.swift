import Foundation
import Testing
@testable import XResponder

/// UIKit's object semantics and initializers (R-BR4): responders are `NSObject`s, so UIKit code
/// that compares them with `==`, keeps them in sets, finds them with `firstIndex(of:)` and prints
/// them compiles and runs unchanged; a `UIButton` subclass that overrides only `init(frame:)` is
/// made with `()` and `init(type:)`, which go through its `init(frame:)`.
@Suite("Object semantics and initializers as in UIKit (R-BR4)", .tearsDownTestTrees)
@MainActor
struct ObjectSemanticsTests {
    /// Written as an iOS developer writes it: `touch.view == self`.
    final class TouchedView: UIView {
        var touchedSelf = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if let touch = touches.first, touch.view == self { touchedSelf = true }
            super.touchesBegan(touches, with: event)
        }
    }

    /// Overrides only `init(frame:)`, as app subclasses do.
    final class RoundButton: UIButton {
        var madeThroughFrame = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeThroughFrame = true
            layer.cornerRadius = 8
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A keypad row as a public calculator writes it: `init(frame:)` and `init(coder:)` overridden.
    final class KeypadRow: UIStackView {
        var madeThroughFrame = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeThroughFrame = true
        }
        required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("R-BR4 responders are NSObjects: == and hash are identity, they go in sets and firstIndex(of:), and describe themselves by class")
    func respondersAreObjects() {
        let first = UIView(), second = UIView()
        #expect(first == first && first != second)
        let asObject: NSObject = first
        #expect(asObject.isEqual(first) && !asObject.isEqual(second))
        var views: Set<UIView> = [first, second, first]
        #expect(views.count == 2)
        views.remove(first)
        #expect(views == [second])
        let controllers = [UIViewController(), UIViewController(), UIViewController()]
        #expect(controllers.firstIndex(of: controllers[2]) == 2)
        let navigation = UINavigationController(rootViewController: controllers[0])
        #expect(navigation.viewControllers.firstIndex(of: controllers[0]) == 0)
        #expect(first.description.contains("UIView"))
        let label: UIResponder = UILabel()
        #expect(label.description.contains("UILabel"))
        #expect([first, second].contains(second))
    }

    @Test("R-BR4 touch.view == self holds in a view's own touchesBegan")
    func touchViewComparesWithSelf() {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = TouchedView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        window.addSubview(view)
        harness.input.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.touchedSelf)
    }

    @Test("R-BR4 a UIButton subclass that overrides only init(frame:) is made with () and init(type:), both through its init(frame:)")
    func buttonSubclassInitializers() {
        let plain = RoundButton()
        #expect(plain.madeThroughFrame && plain.buttonType == .custom && plain.frame == .zero)
        let system = RoundButton(type: .system)
        #expect(system.madeThroughFrame && system.buttonType == .system)
        let glyph = RoundButton(type: .contactAdd)
        #expect(glyph.madeThroughFrame && glyph.buttonType == .contactAdd && glyph.frame.width > 0)
        let action = RoundButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
        #expect(action.madeThroughFrame && action.currentTitle == "Go")
        #expect(UIButton(type: .system).buttonType == .system)
    }

    @Test("R-BR4 a UIStackView subclass that overrides init(frame:) is made with () and init(arrangedSubviews:), both through its init(frame:)")
    func stackViewSubclassInitializers() {
        let empty = KeypadRow()
        #expect(empty.madeThroughFrame && empty.arrangedSubviews.isEmpty)
        let keys = [UIButton(), UIButton()]
        let row = KeypadRow(arrangedSubviews: keys)
        #expect(row.madeThroughFrame && row.arrangedSubviews == keys && row.subviews == keys)
    }
}
