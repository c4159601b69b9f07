import Foundation

/// The application under test, as XCUITest names it (R-A11Y1): the root of the accessibility tree
/// — every window shown — driven in process through a `HeadlessInput`.
///
/// ```swift
/// let app = XCUIApplication(input: input)
/// app.textFields["Name"].typeText("Ada")
/// app.buttons["Save"].tap()
/// #expect(app.staticTexts["Saved Ada"].waitForExistence(timeout: 1))
/// ```
@preconcurrency @MainActor
public final class XCUIApplication: XCUIElement {
    /// An application driven by `input` (its clock is the one `waitForExistence` steps).
    public init(input: HeadlessInput) {
        super.init(input: input) { nil }
    }

    /// The application is this process, already running: nothing to launch (XCUITest starts a
    /// process here).
    public func launch() {}

    public override var exists: Bool { true }

    public override func descendants(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) {
            AccessibilityTree.windows.flatMap { AccessibilityTree.descendants(of: $0) }
                .filter { elementType.matches(ElementType($0.role)) }
        }
    }

    public override func children(matching elementType: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) {
            AccessibilityTree.windows.filter { elementType.matches(ElementType($0.role)) }
        }
    }
}
