import Foundation

// The layout pass (R-L1): marking views for layout and laying out what is marked, top-down; and
// sizing a view to fit. The overridable `layoutSubviews` and the flags live in UIView.swift.

extension UIView {
    /// Lays the view out before the next frame (R-L1).
    public func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
        if let window = windowStorage { window.platformWindow?.setNeedsDisplay(window) }
    }

    /// Sets `subtreeNeedsLayout` here and up to the first ancestor that already has it.
    final func markSubtreeNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superviewStorage
        }
    }

    /// Lays out this view if it needs it, then every subview that needs it (a view added later to a
    /// laid-out parent is still visited). Flags are cleared before a view's layout runs, so layout
    /// that dirties a view again (its own or an ancestor's) is picked up by the next pass.
    public func layoutIfNeeded() {
        prepareLayoutEngine()
        guard subtreeNeedsLayout else { return }
        TreeWalk.preorder(from: self) { view in
            guard view.subtreeNeedsLayout else { return false }
            view.subtreeNeedsLayout = false
            if view.needsLayout {
                view.needsLayout = false
                // A controller's root view tells its controller around its layout, as UIKit does.
                if let controller = view.owningViewController {
                    controller.viewWillLayoutSubviews()
                    view.layoutSubviews()
                    controller.viewDidLayoutSubviews()
                } else {
                    view.layoutSubviews()
                }
            }
            return true
        }
    }

    /// Resizes the view to `sizeThatFits` its current size, keeping its top-left corner (UIKit).
    public func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        let frame = self.frame
        self.frame = CGRect(origin: frame.origin, size: size)
    }

    /// UIKit's "no intrinsic size along this axis".
    public static let noIntrinsicMetric: CGFloat = -1
}
