import Foundation
import XResponder

/// An object of an application's accessibility tree as UI tests see it (R-A11Y1): in this process
/// (`AccessibilityNode`) or in another one, read over AT-SPI2 (`RemoteAccessibleNode`). The
/// queries of `XCUIElementQuery` walk these, whichever side they are on.
@MainActor
protocol UITestNode {
    var role: AccessibilityRole { get }
    var label: String? { get }
    var identifier: String? { get }
    var value: String? { get }
    var isEnabled: Bool { get }
    var isSelected: Bool { get }
    var isFocused: Bool { get }
    /// The frame in screen coordinates (points in process, pixels out of process).
    var frame: CGRect { get }
    var testChildren: [any UITestNode] { get }
}

extension AccessibilityNode: UITestNode {
    var testChildren: [any UITestNode] { children }
}

extension UITestNode {
    /// This node and everything under it, depth first.
    var subtree: [any UITestNode] {
        var result: [any UITestNode] = []
        var stack: [any UITestNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.testChildren.reversed())
        }
        return result
    }

    var elementType: XCUIElement.ElementType { XCUIElement.ElementType(role) }

    /// XCUITest's subscript and `matching(identifier:)`: the identifier or the label.
    func isNamed(_ key: String) -> Bool { identifier == key || label == key }
}
