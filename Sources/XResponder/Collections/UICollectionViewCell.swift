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
    open var isSelected = false { didSet { if isSelected != oldValue { updateStateAppearance(); setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateStateAppearance(); setNeedsUpdateConfiguration() } } }
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
    /// Whether an update sets the content configuration to its `updated(for:)` state (true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update sets the background configuration to its `updated(for:)` state (true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Called at each configuration update, after `updateConfiguration(using:)`'s own work (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// The segue a storyboard's prototype cell triggers when selected (R-IB3).
    var selectionSegue: ((Any?) -> Void)?
    /// The configuration updates and the content configuration's view.
    var configurationUpdates = CellConfigurationUpdates()

    override func applyClassDefaults() {
        super.applyClassDefaults()
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Setting one fills the content view with the view the configuration makes (a list content
    /// configuration's text and image, or your own `UIContentView`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContent(in: contentView) }
    }

    /// The view showing the content configuration, for measuring (UICollectionView+SelfSizing).
    var shownContentView: (UIView & UIContentView)? { configurationUpdates.shownContent }

    // MARK: Configuration updates (iOS 14)

    /// The cell's state now: traits, selected, highlighted, and what the collection view knows.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isExpandedInOutline
        state.isSwiped = isSwipedInList
        state.isEditing = isEditingInList
        return state
    }

    /// Set by the collection view in editing mode: list cells show their editing accessories.
    var isEditingInList = false {
        didSet {
            guard isEditingInList != oldValue else { return }
            setNeedsUpdateConfiguration()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// Set by the collection view while the cell's row is swiped open.
    var isSwipedInList = false { didSet { if isSwipedInList != oldValue { setNeedsUpdateConfiguration() } } }

    /// Set by the collection view for an outline's parent item (NSDiffableDataSourceSectionSnapshot).
    var isExpandedInOutline = false {
        didSet { if isExpandedInOutline != oldValue { setNeedsUpdateConfiguration(); setNeedsDisplay() } }
    }

    /// Updates the configurations for `state`: the content and background configurations to their
    /// `updated(for:)` (when updated automatically), then the `configurationUpdateHandler`.
    /// Override it to set configurations for the state; call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Asks for a configuration update before the cell is next laid out or measured.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

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
        if let color = backgroundConfiguration?.drawnBackgroundColor { backgroundColor = color }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = contentFrame
        configurationUpdates.shownContent?.frame = contentView.bounds
    }

    /// Where the content view goes; list cells keep room for their accessories.
    var contentFrame: CGRect { bounds }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}

extension UICollectionViewCell: ConfigurationUpdatingCell {}
