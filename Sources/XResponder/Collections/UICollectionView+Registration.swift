import Foundation

// Cell and supplementary registrations (iOS 14): a registration names a cell class and how to
// configure a cell for an item; the collection view registers it under its own identifier on first
// use and hands out configured cells.

/// Each registration's own reuse identifier.
@MainActor
private var registrationCount = 0

@MainActor
private func nextRegistrationIdentifier(_ kind: String) -> String {
    registrationCount += 1
    return "registration-\(kind)-\(registrationCount)"
}

extension UICollectionView {
    /// A cell class and the handler that configures it for an item: what `dequeueConfiguredReusableCell(using:for:item:)` dequeues with, no reuse identifier needed.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = nextRegistrationIdentifier(String(describing: Cell.self))
        }
    }

    /// A supplementary view class of one element kind and the handler that configures it, for `dequeueConfiguredReusableSupplementary(using:for:)`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let handler: Handler
        let elementKind: String
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.handler = handler
            self.elementKind = elementKind
            reuseIdentifier = nextRegistrationIdentifier(elementKind)
        }
    }

    /// A cell of the registration's class for `indexPath`, configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !isRegistered(cell: registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredWith: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        if !isRegistered(supplementary: registration.reuseIdentifier, kind: registration.elementKind) {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredWith: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
