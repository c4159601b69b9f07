import Foundation

/// An item of a collection view (R-LC2): a `contentView` for your subviews (or a list content
/// configuration), a `backgroundView`, and a `selectedBackgroundView` shown while selected or
/// highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    // Accessibility (R-A11Y1; CellAccessibility): the item's texts as one element, selected when
    // the item is; a container when it holds controls.
    override var defaultIsAccessibilityElement: Bool { !CellAccessibility.holdsControls(self) }
    override var defaultAccessibilityLabel: String? { CellAccessibility.label(of: self) }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }

    public let contentView = UIView()
    open var isSelected = false { didSet { if isSelected != oldValue { updateStateAppearance() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateStateAppearance() } } }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateStateAppearance() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { updateStateAppearance() }
    }
    /// The segue a storyboard's prototype cell triggers when selected (R-IB3).
    var selectionSegue: ((Any?) -> Void)?
    /// The content configuration's view, when one is set.
    private var configuredContent: ListContentView?

    override func applyClassDefaults() {
        super.applyClassDefaults()
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Setting one fills the content view with the configuration's text and image.
    open var contentConfiguration: UIListContentConfiguration? {
        didSet {
            configuredContent = ListContentView.show(contentConfiguration, in: contentView, replacing: configuredContent)
            setNeedsLayout()
        }
    }

    /// The view showing the content configuration, for measuring (UICollectionView+SelfSizing).
    var shownListContent: ListContentView? { configuredContent }

    /// Whether the cell shows its selected look: selected or pressed.
    var showsSelection: Bool { isSelected || isHighlighted }

    /// The selected background while selected or highlighted; the background configuration's
    /// colour otherwise.
    func updateStateAppearance() {
        if let selectedBackgroundView {
            if showsSelection {
                selectedBackgroundView.frame = bounds
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = contentFrame
        configuredContent?.frame = contentView.bounds
    }

    /// Where the content view goes; list cells keep room for their accessories.
    var contentFrame: CGRect { bounds }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}
