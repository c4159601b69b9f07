import Foundation

/// A view a collection view reuses (R-LC2): the base of its cells and of supplementary views such
/// as section headers. Registered classes are made through `init(frame:)`, which a subclass's
/// override receives (see `init(registeredWith:)`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    /// How the collection view makes a registered view: through `init(frame:)`, which a subclass's
    /// override receives (Linux Swift can call only a `required` initializer on a class value).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection view hands the view out again: reset what the last item set.
    open func prepareForReuse() {}

    /// The layout's attributes for the element this view shows, after its frame is set.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have (R-LC2): where the layout gave an estimate, the
    /// size its content needs (UICollectionView+SelfSizing.swift); elsewhere the attributes as
    /// they are. Override to size the view yourself: change the size of what `super` returns.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard !layoutAttributes.selfSizingAxes.isEmpty, let fitted = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return layoutAttributes
        }
        fitted.size = fittingSize(for: layoutAttributes)
        return fitted
    }
}
