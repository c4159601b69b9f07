import Foundation

/// A cell's content as a value (iOS 14): it makes the view that shows it, and gives itself anew
/// for a state (selected, highlighted…). `UIListContentConfiguration` is one; write your own with
/// a `UIContentView` to show it.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}
