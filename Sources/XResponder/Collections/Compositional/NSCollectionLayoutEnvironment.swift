import Foundation

/// What a section provider knows of where its section goes (R-LC2): the container's size and
/// insets, and the traits.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The environment the compositional layout gives its section provider.
@MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
