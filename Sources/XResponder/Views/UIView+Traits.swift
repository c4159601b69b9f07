import Foundation

// Which style a view draws in, and telling a subtree when it changed (R-AP3).
extension UIView {
    /// The style set on this view or on the controller whose root view it is.
    var ownStyleOverride: UIUserInterfaceStyle {
        overrideUserInterfaceStyleStorage != .unspecified ? overrideUserInterfaceStyleStorage
            : owningViewController?.overrideUserInterfaceStyle ?? .unspecified
    }

    /// The nearest override up the tree (iteratively: trees may be deeper than the stack), else
    /// the desktop's.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            let style = current.ownStyleOverride
            if style != .unspecified { return style }
            view = current.superviewStorage
        }
        return DesktopAppearance.style
    }

    /// The style this view would have if its controller's override were `controllerOverride`: its
    /// own override, else that one, else its superview's.
    func style(withControllerOverride controllerOverride: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
        if overrideUserInterfaceStyleStorage != .unspecified { return overrideUserInterfaceStyleStorage }
        if controllerOverride != .unspecified { return controllerOverride }
        return superviewStorage?.effectiveUserInterfaceStyle ?? DesktopAppearance.style
    }

    /// This view's traits changed from `previous`: it and the descendants that inherit its style
    /// hear `traitCollectionDidChange(_:)` (with their controllers) and redraw. Descendants with an
    /// override of their own keep their style and are left alone.
    func traitsDidChange(previous: UITraitCollection, sizeClassesChanged: Bool = false) {
        // A new screen scale, text size or size classes reach every view; a new style stops at views that
        // fix their own.
        let sizeChanged = previous.preferredContentSizeCategory != DesktopAppearance.contentSizeCategory
        let scaleChanged = previous.displayScale != DesktopAppearance.displayScale || sizeClassesChanged || sizeChanged
        guard scaleChanged || previous.userInterfaceStyle != effectiveUserInterfaceStyle else { return }
        // A new text size reaches the fonts of the whole subtree before anyone hears of it, so a
        // controller reading a label's font or size in traitCollectionDidChange sees the new one.
        if sizeChanged {
            TreeWalk.forEach(in: self) { ($0 as? ContentSizeFollowing)?.contentSizeCategoryDidChange() }
        }
        // Storyboard variations follow new size classes in the whole subtree before anyone hears of
        // them: a controller reads its descendants' new fonts and installed views (not during the
        // walk: this may install or remove subviews).
        if sizeClassesChanged {
            var varied: [UIView] = []
            TreeWalk.forEach(in: self) { if $0.nibVariations != nil { varied.append($0) } }
            for view in varied { view.applyNibVariations() }
        }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.owningViewController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
            view.setNeedsDisplay()
            for child in view.subviewStorage where scaleChanged || child.ownStyleOverride == .unspecified { pending.append(child) }
        }
    }
}

extension UIWindow {
    /// The window was resized: crossing `DesktopAppearance.regularWidth` or `regularHeight`
    /// changes its size classes, and its views and controllers hear `traitCollectionDidChange(_:)`,
    /// as an iPad app's do when its window is narrowed into Slide Over.
    func sizeClassesMayHaveChanged() {
        let new = DesktopAppearance.sizeClasses(for: bounds.size)
        guard new != sizeClasses else { return }
        let previous = traitCollection
        sizeClasses = new
        traitsDidChange(previous: previous, sizeClassesChanged: true)
    }
}

/// A view whose text follows the content size category (labels, fields and text views with
/// `adjustsFontForContentSizeCategory`): told when it changed, before anyone hears
/// `traitCollectionDidChange(_:)`, to take its new fonts and measure again.
@MainActor
protocol ContentSizeFollowing: AnyObject {
    func contentSizeCategoryDidChange()
}
