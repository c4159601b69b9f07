import Foundation

/// An element of the app as a UI test sees it, found through the accessibility tree (R-A11Y1):
/// XCUITest's names (`app.buttons["Save"].tap()`, `app.textFields["Name"].typeText("Ada")`,
/// `waitForExistence(timeout:)`), driven in process through `HeadlessInput`. What it reads —
/// label, value, enabled, selected — is what a screen reader reads.
///
/// An element is a query, resolved each time it is used: it may not exist yet, and it follows its
/// view through updates. Actions wait, as XCUITest does, until the app is idle (no animation
/// running), at most two seconds of the app's clock.
@preconcurrency @MainActor
public class XCUIElement {
    let input: HeadlessInput
    let resolve: @MainActor () -> AccessibilityNode?

    init(input: HeadlessInput, resolve: @escaping @MainActor () -> AccessibilityNode?) {
        self.input = input
        self.resolve = resolve
    }

    // MARK: Reading

    public var exists: Bool { resolve() != nil }

    /// Runs the app (its clock stepped a frame at a time) until the element exists or `timeout`
    /// seconds of the app's time have passed.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        var waited: TimeInterval = 0
        while !exists {
            guard waited < timeout else { return false }
            input.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
        return true
    }

    public var label: String { resolve()?.label ?? "" }
    public var identifier: String { resolve()?.identifier ?? "" }
    /// The accessibility value (a field's text, a slider's percentage, a switch's "1" or "0").
    public var value: Any? { resolve()?.value }
    public var placeholderValue: String? { (resolve()?.view as? UITextField)?.placeholder }
    public var isEnabled: Bool { resolve()?.isEnabled ?? false }
    public var isSelected: Bool { resolve()?.isSelected ?? false }
    public var hasFocus: Bool { resolve()?.isFocused ?? false }
    /// The frame in screen coordinates.
    public var frame: CGRect { resolve()?.frame ?? .zero }
    public var elementType: ElementType { resolve().map { ElementType($0.role) } ?? .any }
    /// Whether a tap at the element's activation point would reach it (or a view inside it).
    public var isHittable: Bool {
        guard let node = resolve(), let window = node.window, let point = node.activationPointInWindow,
              let hit = window.hitTest(point, with: nil) else { return false }
        guard let view = node.view ?? (node.object.elementContainer) else { return false }
        return hit === view || hit.isDescendant(of: view)
    }

    // MARK: Acting

    /// A tap at the activation point (the frame's centre).
    public func tap() {
        guard let (window, point) = target() else { return }
        input.tap(at: point, in: window)
        settle()
    }

    public func doubleTap() {
        guard let (window, point) = target() else { return }
        input.tap(at: point, in: window, tapCount: 2)
        settle()
    }

    public func press(forDuration duration: TimeInterval) {
        guard let (window, point) = target() else { return }
        let touch = input.beginTouch(at: point, in: window)
        input.advance(by: duration)
        input.endTouch(touch, at: point)
        settle()
    }

    /// Types `text` into the element, tapping it first unless it has the keyboard focus.
    public func typeText(_ text: String) {
        if !hasFocus { tap() }
        input.typeText(text)
        settle()
    }

    public func swipeLeft() { swipe(dx: -0.5, dy: 0) }
    public func swipeRight() { swipe(dx: 0.5, dy: 0) }
    public func swipeUp() { swipe(dx: 0, dy: -0.5) }
    public func swipeDown() { swipe(dx: 0, dy: 0.5) }

    /// Drags a slider's thumb to `position` (0 … 1 along its track).
    public func adjust(toNormalizedSliderPosition position: CGFloat) {
        guard let slider = resolve()?.view as? UISlider, let window = slider.window else { return }
        let start = slider.convert(slider.thumbCenter(atFraction: slider.valueFraction), to: window)
        let end = slider.convert(slider.thumbCenter(atFraction: position), to: window)
        input.drag(from: start, to: end, in: window, steps: 8)
        settle()
    }

    /// How far along its track a slider's thumb is (0 … 1).
    public var normalizedSliderPosition: CGFloat { (resolve()?.view as? UISlider)?.valueFraction ?? 0 }

    /// The element's window and activation point there, or nil when it does not exist.
    private func target() -> (UIWindow, CGPoint)? {
        guard let node = resolve(), let window = node.window, let point = node.activationPointInWindow else { return nil }
        return (window, point)
    }

    private func swipe(dx: CGFloat, dy: CGFloat) {
        guard let node = resolve(), let window = node.window, let start = node.activationPointInWindow else { return }
        let frame = node.frame
        let end = CGPoint(x: start.x + dx * frame.width, y: start.y + dy * frame.height)
        input.drag(from: start, to: end, in: window, steps: 8)
        settle()
    }

    /// Runs the app until no animation is running (at most two seconds of its clock).
    func settle() {
        input.runUntilIdle()
        var waited: TimeInterval = 0
        while !UIApplication.shared.viewAnimator.isIdle, waited < 2 {
            input.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
    }

    // MARK: Queries below this element

    public func descendants(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) { [resolve] in
            guard let node = resolve() else { return [] }
            return AccessibilityTree.descendants(of: node).dropFirst().filter { elementType.matches(ElementType($0.role)) }
        }
    }

    public func children(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) { [resolve] in
            (resolve()?.children ?? []).filter { elementType.matches(ElementType($0.role)) }
        }
    }

    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var links: XCUIElementQuery { descendants(matching: .link) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    public var windows: XCUIElementQuery { descendants(matching: .window) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

extension AccessibilityNode.Object {
    /// The view an element belongs to (for hit-testing it).
    @MainActor var elementContainer: UIView? {
        if case .element(let element) = self { return element.accessibilityContainer as? UIView }
        return nil
    }
}
