import Foundation

/// How cells and header views show a content configuration (iOS 14): the view shown keeps showing
/// configurations it supports (`UIContentView.supports`), taking each new one; another kind
/// replaces it with the view the configuration makes. The view fills its container.
@MainActor
enum ContentConfigurationHost {
    /// Shows `configuration` in `container` through `shown`, or takes `shown` away when nil.
    /// Returns the view now shown.
    static func show(_ configuration: UIContentConfiguration?, in container: UIView,
                     replacing shown: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        if let shown, shown.supports(configuration) {
            shown.configuration = configuration
            if shown.superview !== container { container.addSubview(shown) }
            return shown
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        container.addSubview(view)
        return view
    }

    /// The size a content view needs at `width` (a self-sizing cell's): a list content view's
    /// text, else its constraints when it has them, else `sizeThatFits`.
    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat? {
        if let list = view as? UIListContentView { return list.fittingHeight(width: width) }
        if view.hasConstraintsInSubtree {
            let size = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            return size.height.isFinite && size.height > 0 ? size.height : nil
        }
        let size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return size.height.isFinite && size.height > 0 && size.height != view.bounds.height ? size.height : nil
    }
}

extension UIView {
    /// Whether the view or a descendant takes part in Auto Layout (has constraints, or a subview
    /// placed by them).
    var hasConstraintsInSubtree: Bool {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.constraints.contains(where: { $0.isActive }) || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) { return true }
            pending += view.subviews
        }
        return false
    }
}
