import Foundation

/// Where a split view's columns go in each display mode (R-BR1), back to front: tiled columns
/// side by side from the primary edge, overlaid ones over the secondary (which keeps the whole
/// width), displaced ones pushing the secondary past the trailing edge.
@MainActor
enum SplitColumnLayout {
    typealias Column = UISplitViewController.Column

    static func frames(in bounds: CGRect, mode: UISplitViewController.DisplayMode, triple: Bool, primaryWidth: CGFloat,
                       supplementaryWidth: CGFloat, leading: Bool) -> [(column: Column, frame: CGRect, overlaid: Bool)] {
        /// A column `width` wide starting `offset` from the primary edge.
        func strip(_ offset: CGFloat, _ width: CGFloat) -> CGRect {
            let x = leading ? bounds.minX + offset : bounds.maxX - offset - width
            return CGRect(x: x, y: bounds.minY, width: max(0, width), height: bounds.height)
        }
        let whole = bounds.width
        // The column beside (or over) the secondary in the "one" modes: the supplementary in a
        // triple column, else the primary.
        let first: (column: Column, width: CGFloat) = triple ? (.supplementary, supplementaryWidth) : (.primary, primaryWidth)
        switch mode {
        case .oneBesideSecondary:
            return [(first.column, strip(0, first.width), false), (.secondary, strip(first.width, whole - first.width), false)]
        case .oneOverSecondary:
            return [(.secondary, bounds, false), (first.column, strip(0, first.width), true)]
        case .twoBesideSecondary:
            let both = primaryWidth + supplementaryWidth
            return [(.primary, strip(0, primaryWidth), false), (.supplementary, strip(primaryWidth, supplementaryWidth), false),
                    (.secondary, strip(both, whole - both), false)]
        case .twoOverSecondary:
            return [(.secondary, bounds, false), (.supplementary, strip(primaryWidth, supplementaryWidth), true),
                    (.primary, strip(0, primaryWidth), true)]
        case .twoDisplaceSecondary:
            let both = primaryWidth + supplementaryWidth
            return [(.primary, strip(0, primaryWidth), false), (.supplementary, strip(primaryWidth, supplementaryWidth), false),
                    (.secondary, strip(both, whole - supplementaryWidth), false)]
        case .secondaryOnly, .automatic:
            return [(.secondary, bounds, false)]
        }
    }
}

/// The shade over the secondary column while a column is overlaid: a click hides it.
@MainActor
final class SplitDimmingView: UIView {
    var onTap: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.1)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
}
