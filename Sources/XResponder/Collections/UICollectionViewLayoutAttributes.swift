import Foundation

/// Where a layout puts one element of a collection view — a cell or a supplementary view such as a
/// section header — and how it shows (R-LC2).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of view a set of layout attributes places: a cell, a supplementary view or a decoration view.
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
    public private(set) var representedElementCategory: ElementCategory = .cell
    public private(set) var representedElementKind: String?
    /// The sides the element's view is asked to size itself along (R-LC2): its layout gave an
    /// estimate there. The collection view asks the view's `preferredLayoutAttributesFitting(_:)`.
    var selfSizingAxes: SelfSizingAxes = []

    struct SelfSizingAxes: OptionSet {
        let rawValue: UInt8
        static let width = SelfSizingAxes(rawValue: 1)
        static let height = SelfSizingAxes(rawValue: 2)
    }

    /// The designated initializer, as UIKit's (an `NSObject`'s `init()`): a cell at the first index
    /// path, for `copy()` and subclasses.
    public required init() {
        indexPath = IndexPath(item: 0, section: 0)
        frame = .zero
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (UIKit's `NSCopying`, without the conformance: a main-actor class
    /// cannot satisfy Foundation's nonisolated requirement): a subclass that adds properties overrides
    /// this, copies them onto `super.copy(with:)`'s result and returns it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    public func copy() -> Any { copy(with: nil) }
}
