import Foundation

/// One side of a compositional layout size (R-LC2): a fraction of the container's width or
/// height, an absolute length, or an estimate (laid out at the estimate until the cell is shown
/// and measured: UICollectionView+SelfSizing.swift).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? max(0, dimension) : 0
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container`'s size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated: return dimension
        }
    }
}
