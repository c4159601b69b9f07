import Foundation

/// A lazy search of the accessibility tree, as XCUITest's (R-A11Y1): it is run again each time it
/// is read, so a query made before the element appears finds it once it has.
@preconcurrency @MainActor
public final class XCUIElementQuery {
    let input: HeadlessInput
    let evaluate: @MainActor () -> [AccessibilityNode]

    init(input: HeadlessInput, evaluate: @escaping @MainActor () -> [AccessibilityNode]) {
        self.input = input
        self.evaluate = evaluate
    }

    public var count: Int { evaluate().count }

    /// The match whose identifier or label is `key` (the first, when several are).
    public subscript(key: String) -> XCUIElement { matching(identifier: key).firstMatch }

    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(input: input) { [evaluate] in
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
        filtered { $0.identifier == identifier || $0.label == identifier }
    }

    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered { elementType.matches(XCUIElement.ElementType($0.role)) && (identifier == nil || $0.identifier == identifier || $0.label == identifier) }
    }

    /// Matches with a descendant of `elementType` (named `identifier`, when given).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered { node in
            AccessibilityTree.descendants(of: node).dropFirst().contains {
                elementType.matches(XCUIElement.ElementType($0.role)) && (identifier == nil || $0.identifier == identifier || $0.label == identifier)
            }
        }
    }

    public func descendants(matching elementType: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) { [evaluate] in
            evaluate().flatMap { AccessibilityTree.descendants(of: $0).dropFirst() }
                .filter { elementType.matches(XCUIElement.ElementType($0.role)) }
        }
    }

    public func children(matching elementType: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: input) { [evaluate] in
            evaluate().flatMap(\.children).filter { elementType.matches(XCUIElement.ElementType($0.role)) }
        }
    }

    private func filtered(_ keep: @escaping @MainActor (AccessibilityNode) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(input: input) { [evaluate] in evaluate().filter(keep) }
    }

    // The element types as properties, as on XCUIElement (`app.tables.cells["Lime"]`).
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    public var images: XCUIElementQuery { descendants(matching: .image) }
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
