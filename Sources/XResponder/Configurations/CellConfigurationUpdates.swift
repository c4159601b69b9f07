import Foundation

/// What a cell keeps to update its configurations (iOS 14, shared by collection and table cells):
/// whether an update is due — after a state change, `setNeedsUpdateConfiguration()`, or reuse —
/// and the content view its content configuration shows. The update itself runs in the cell's
/// layout (or before it is measured), as UIKit runs it before the cell is next displayed.
@MainActor
struct CellConfigurationUpdates {
    var isDue = true
    var shownContent: (UIView & UIContentView)?
    /// Set while an update runs: a handler that sets configurations does not ask for another.
    var isUpdating = false
}

/// A cell that updates its configurations: `UICollectionViewCell` and `UITableViewCell`, whose
/// update rules are one (their handlers' types differ, so each calls its own).
@MainActor
protocol ConfigurationUpdatingCell: UIView {
    var configurationUpdates: CellConfigurationUpdates { get set }
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: UIContentConfiguration? { get set }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    func updateConfiguration(using state: UICellConfigurationState)
}

extension ConfigurationUpdatingCell {
    /// Shows a new content configuration in the content view (`contentConfiguration`'s didSet).
    func showContent(in contentView: UIView) {
        configurationUpdates.shownContent = ContentConfigurationHost.show(contentConfiguration, in: contentView,
                                                                         replacing: configurationUpdates.shownContent)
        setNeedsLayout()
    }

    /// `setNeedsUpdateConfiguration()`: an update before the next layout or measure.
    func requestConfigurationUpdate() {
        guard !configurationUpdates.isUpdating else { return }
        configurationUpdates.isDue = true
        setNeedsLayout()
    }

    /// The default update's own work: the configurations to their `updated(for:)`.
    func updateConfigurationsAutomatically(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
        }
    }

    /// Runs a due update now (before layout, and before the cell is measured).
    func updateConfigurationIfNeeded() {
        guard configurationUpdates.isDue, !configurationUpdates.isUpdating else { return }
        configurationUpdates.isDue = false
        configurationUpdates.isUpdating = true
        updateConfiguration(using: configurationState)
        configurationUpdates.isUpdating = false
    }
}
