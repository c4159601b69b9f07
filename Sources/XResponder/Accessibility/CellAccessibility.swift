import Foundation

/// How table and collection cells read (R-A11Y1): a cell of text is one element whose label joins
/// its labels' texts (", " between them, as VoiceOver reads), selected when its row is; a cell that
/// holds controls is a container, so each control can be read and pressed on its own.
@MainActor
enum CellAccessibility {
    /// The visible labels under `view`, in reading order: top to bottom, then leading to trailing.
    static func labels(in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        TreeWalk.preorder(from: view) { next in
            guard next === view || (!next.isHidden && next.alpha > 0.01) else { return false }
            if let label = next as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty { found.append(label) }
            return true
        }
        return found.sorted {
            let a = $0.convert($0.bounds, to: view), b = $1.convert($1.bounds, to: view)
            return abs(a.minY - b.minY) > 1 ? a.minY < b.minY : a.minX < b.minX
        }
    }

    static func label(of cell: UIView) -> String? {
        let texts = labels(in: cell).compactMap(\.text)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// Whether `cell` holds a control a user would press on its own (then it is a container).
    static func holdsControls(_ cell: UIView) -> Bool {
        var holds = false
        TreeWalk.preorder(from: cell) { next in
            if next !== cell, next is UIControl, !next.isHidden { holds = true }
            return !holds
        }
        return holds
    }
}
