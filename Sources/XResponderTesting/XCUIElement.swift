import Foundation
import XResponder

/// An element of the app as a UI test sees it, found through the accessibility tree (R-A11Y1):
/// XCUITest's names (`app.buttons["Save"].tap()`, `app.textFields["Name"].typeText("Ada")`,
/// `waitForExistence(timeout:)`), driven in process through `HeadlessInput` or, for an
/// application in its own process, over AT-SPI2 and XTest. What it reads — label, value, enabled,
/// selected — is what a screen reader reads.
///
/// An element is a query, resolved each time it is used: it may not exist yet, and it follows its
/// view through updates. Actions wait, as XCUITest does, until the app is idle (no animation
/// running), at most two seconds of the app's clock.
@preconcurrency @MainActor
public class XCUIElement {
    let driver: UITestDriver
    let resolve: @MainActor () -> (any UITestNode)?

    init(driver: UITestDriver, resolve: @escaping @MainActor () -> (any UITestNode)?) {
        self.driver = driver
        self.resolve = resolve
    }

    // MARK: Reading

    public var exists: Bool { resolve() != nil }

    /// Runs the app until the element exists or `timeout` seconds have passed (of the app's clock
    /// in process, of the wall clock out of process).
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        var waited: TimeInterval = 0
        while !exists {
            guard waited < timeout else { return false }
            driver.wait(1.0 / 60)
            waited += 1.0 / 60
        }
        return true
    }

    public var label: String { resolve()?.label ?? "" }
    public var identifier: String { resolve()?.identifier ?? "" }
    /// The accessibility value (a field's text, a slider's percentage, a switch's "1" or "0").
    public var value: Any? { resolve()?.value }
    public var placeholderValue: String? { resolve().flatMap(driver.placeholder) }
    public var isEnabled: Bool { resolve()?.isEnabled ?? false }
    public var isSelected: Bool { resolve()?.isSelected ?? false }
    public var hasFocus: Bool { resolve()?.isFocused ?? false }
    /// The frame in screen coordinates.
    public var frame: CGRect { resolve()?.frame ?? .zero }
    public var elementType: ElementType { resolve()?.elementType ?? .any }
    /// Whether a tap at the element's activation point would reach it (or a view inside it).
    public var isHittable: Bool { resolve().map(driver.isHittable) ?? false }

    // MARK: Acting

    /// A tap at the activation point (the frame's centre).
    public func tap() { if let node = resolve() { driver.tap(node, count: 1) } }
    public func doubleTap() { if let node = resolve() { driver.tap(node, count: 2) } }
    public func press(forDuration duration: TimeInterval) { if let node = resolve() { driver.press(node, duration: duration) } }
    /// A secondary click on the element (XCUITest's macOS `rightClick()`): opens its context menu.
    public func rightClick() { if let node = resolve() { driver.rightClick(node) } }

    /// Types `text` into the element, tapping it first unless it has the keyboard focus.
    public func typeText(_ text: String) {
        if !hasFocus { tap() }
        driver.typeText(text)
    }

    public func swipeLeft() { swipe(CGVector(dx: -0.5, dy: 0)) }
    public func swipeRight() { swipe(CGVector(dx: 0.5, dy: 0)) }
    public func swipeUp() { swipe(CGVector(dx: 0, dy: -0.5)) }
    public func swipeDown() { swipe(CGVector(dx: 0, dy: 0.5)) }

    private func swipe(_ fraction: CGVector) { if let node = resolve() { driver.drag(node, by: fraction) } }

    /// Moves a slider's thumb to `position` (0 … 1 along its track).
    public func adjust(toNormalizedSliderPosition position: CGFloat) {
        if let node = resolve() { driver.adjustSlider(node, to: position) }
    }

    /// How far along its track a slider's thumb is (0 … 1).
    public var normalizedSliderPosition: CGFloat { resolve().map(driver.sliderPosition) ?? 0 }

    // MARK: Queries below this element

    public func descendants(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [resolve] in
            resolve()?.subtree.dropFirst().filter { elementType.matches($0.elementType) } ?? []
        }
    }

    public func children(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [resolve] in
            (resolve()?.testChildren ?? []).filter { elementType.matches($0.elementType) }
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
    public var menus: XCUIElementQuery { descendants(matching: .menu) }
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

extension AccessibilityNode.Object {
    /// The view an element belongs to (for hit-testing it).
    @MainActor var elementContainer: UIView? {
        if case .element(let element) = self { return element.accessibilityContainer as? UIView }
        return nil
    }
}
