import Foundation
import XResponder

/// A lazy search of the accessibility tree, as XCUITest's (R-A11Y1): it is run again each time it
/// is read, so a query made before the element appears finds it once it has.
@preconcurrency @MainActor
public final class XCUIElementQuery {
    let driver: UITestDriver
    let evaluate: @MainActor () -> [any UITestNode]

    init(driver: UITestDriver, evaluate: @escaping @MainActor () -> [any UITestNode]) {
        self.driver = driver
        self.evaluate = evaluate
    }

    public var count: Int { evaluate().count }

    /// The match whose identifier or label is `key` (the first, when several are).
    public subscript(key: String) -> XCUIElement { matching(identifier: key).firstMatch }

    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(driver: driver) { [evaluate] in
            let nodes = evaluate()
            return nodes.indices.contains(index) ? nodes[index] : nil
        }
    }

    public var firstMatch: XCUIElement { element(boundBy: 0) }
    /// The only match (XCUITest fails when there are several; here the first stands).
    public var element: XCUIElement { firstMatch }
    public var allElementsBoundByIndex: [XCUIElement] { (0..<count).map { element(boundBy: $0) } }

    /// Matches whose identifier or label is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered { $0.isNamed(identifier) }
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered { elementType.matches($0.elementType) && (identifier.map($0.isNamed) ?? true) }
    }

    /// Matches with a descendant of `elementType` (named `identifier`, when given).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered { node in
            node.subtree.dropFirst().contains { elementType.matches($0.elementType) && (identifier.map($0.isNamed) ?? true) }
        }
    }

    public func descendants(matching elementType: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [evaluate] in
            evaluate().flatMap { $0.subtree.dropFirst() }.filter { elementType.matches($0.elementType) }
        }
    }

    public func children(matching elementType: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [evaluate] in
            evaluate().flatMap(\.testChildren).filter { elementType.matches($0.elementType) }
        }
    }

    private func filtered(_ keep: @escaping @MainActor (any UITestNode) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(driver: driver) { [evaluate] in evaluate().filter(keep) }
    }

    // The element types as properties, as on XCUIElement (`app.tables.cells["Lime"]`).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var menuItems: XCUIElementQuery { descendants(matching: .menuItem) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
