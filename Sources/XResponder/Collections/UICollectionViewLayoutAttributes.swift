import Foundation

/// Where a layout puts one element of a collection view — a cell or a supplementary view such as a
/// section header — and how it shows (R-LC2).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    public enum ElementCategory: Int, Sendable { case cell = 0, supplementaryView, decorationView }

    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var transform: CGAffineTransform = .identity
    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }
}
