import Foundation

/// Where a supplementary item sits on its item (iOS 13, R-LC2): against the given edges of the
/// item (centred along an axis with neither edge), moved by an offset in points or as a fraction
/// of the supplementary item's own size — a badge at the top trailing corner, half outside it.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset.x.isFinite && offset.y.isFinite ? offset : .zero
        isAbsoluteOffset = absolute
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The frame of a supplementary item of `size` anchored on `container` (left to right).
    func place(_ size: CGSize, on container: CGRect) -> CGRect {
        func along(_ low: Bool, _ high: Bool, _ minimum: CGFloat, _ maximum: CGFloat, _ length: CGFloat) -> CGFloat {
            if low { return minimum }
            if high { return maximum - length }
            return (minimum + maximum - length) / 2
        }
        var frame = CGRect(x: along(edges.contains(.leading), edges.contains(.trailing), container.minX, container.maxX, size.width),
                           y: along(edges.contains(.top), edges.contains(.bottom), container.minY, container.maxY, size.height),
                           width: size.width, height: size.height)
        frame.origin.x += isAbsoluteOffset ? offset.x : offset.x * size.width
        frame.origin.y += isAbsoluteOffset ? offset.y : offset.y * size.height
        return frame
    }
}
