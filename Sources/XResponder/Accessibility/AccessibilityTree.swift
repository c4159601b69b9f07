import Foundation

/// How the view tree becomes the accessibility tree (R-A11Y1), as UIKit's does for VoiceOver: an
/// accessibility element is a leaf (what is inside it is read as part of it); a container shows
/// its `accessibilityElements`, or else its visible subviews. Plain views that are neither
/// elements nor anything a reader names (no role, label or identifier) are passed through: their
/// children join the nearest named container, so the tree is the app's structure, not its layout
/// views. Hidden views, `accessibilityElementsHidden` subtrees and the siblings of a modal view
/// (`accessibilityViewIsModal`: an alert, a sheet) are left out.
@MainActor
package enum AccessibilityTree {
    /// The windows shown, front last, as the application's children.
    package static var windows: [AccessibilityNode] {
        UIApplication.shared.windows.filter { !$0.isHidden }.map { AccessibilityNode($0) }
    }

    static func children(of view: UIView) -> [AccessibilityNode] {
        if let elements = view.accessibilityElements {
            return elements.flatMap { item -> [AccessibilityNode] in
                if let element = item as? UIAccessibilityElement { return element.isAccessibilityElement ? [AccessibilityNode(element)] : [] }
                if let subview = item as? UIView { return nodes(for: subview) }
                return []
            }
        }
        var shown = view.subviews.filter(isShown)
        // A modal view hides the views beside it (the frontmost modal one wins).
        if let modal = shown.last(where: { $0.accessibilityViewIsModal }) { shown = [modal] }
        var result = shown.flatMap(nodes(for:))
        // Lists add their rows in any order: read them top to bottom.
        if view is UITableView || view is UICollectionView {
            result.sort { a, b in
                let p = a.frame, q = b.frame
                return abs(p.minY - q.minY) > 0.5 ? p.minY < q.minY : p.minX < q.minX
            }
        }
        return result
    }

    /// `view` as a node, or, when it is a pass-through container, its children.
    private static func nodes(for view: UIView) -> [AccessibilityNode] {
        guard isShown(view) else { return [] }
        let node = AccessibilityNode(view)
        if view.isAccessibilityElement || isNamedContainer(view, role: node.role) { return [node] }
        return children(of: view)
    }

    private static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    /// A container a reader should know of: a list, a bar, an alert, a window — or a plain view the
    /// app named (a label or an identifier). A view with a leaf's role that is not an element (an
    /// image view, as UIKit makes them) is not read.
    private static func isNamedContainer(_ view: UIView, role: AccessibilityRole) -> Bool {
        if role.isContainer { return true }
        guard role == .group || role == .other else { return false }
        return view.accessibilityIdentifier != nil || view.accessibilityLabel != nil
    }

    /// Every node under `root` (itself included), depth first — for queries.
    package static func descendants(of root: AccessibilityNode) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
