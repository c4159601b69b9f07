import Foundation

/// A list content configuration is a content configuration (iOS 14): it makes a
/// `UIListContentView`, and stays as it is for a state (the cell's selected look is its
/// background's).
extension UIListContentConfiguration: UIContentConfiguration {
    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    @MainActor public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
