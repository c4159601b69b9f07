import Foundation

/// The state a configuration is updated for (iOS 14): the traits, and values apps keep under
/// their own keys. `UIViewConfigurationState` and `UICellConfigurationState` add the view's and
/// the cell's states.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
