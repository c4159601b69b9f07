import Foundation

// Autoresizing (R-L1): when a view's size changes, each subview's frame follows its
// `autoresizingMask`, as in UIKit. Along each axis the change in the superview's size is shared
// among the flexible parts (left margin, width, right margin; top margin, height, bottom margin) in
// proportion to their current lengths; with none flexible the subview keeps its frame, pinned to the
// top-left. The X11 window, resized by the user, resizes the UIWindow, and from there the root
// view controller's view (flexible width and height, as UIKit sets it) and everything under it.

extension UIView {
    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The view's size changed from `oldSize`: resize the subviews by their masks.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = storedBounds.size
        guard autoresizesSubviews, oldSize != newSize, oldSize.width.isFinite, oldSize.height.isFinite,
              newSize.width.isFinite, newSize.height.isFinite else { return }
        for child in subviewStorage where !child.autoresizingMask.isEmpty {
            child.autoresize(from: oldSize, to: newSize)
        }
    }

    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        func axis(_ origin: CGFloat, _ length: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat,
                  lead: Bool, body: Bool, trail: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - oldTotal
            let trailing = oldTotal - origin - length
            let parts: [(flexible: Bool, length: CGFloat)] = [(lead, origin), (body, length), (trail, trailing)]
            let flexible = parts.filter(\.flexible)
            guard !flexible.isEmpty, delta != 0 else { return (origin, length) }
            let total = flexible.reduce(0) { $0 + max($1.length, 0) }
            // Shares in proportion to the flexible lengths; equal shares when they are all zero.
            func share(_ part: (flexible: Bool, length: CGFloat)) -> CGFloat {
                guard part.flexible else { return 0 }
                return total > 0 ? delta * max(part.length, 0) / total : delta / CGFloat(flexible.count)
            }
            return (origin + share(parts[0]), max(0, length + share(parts[1])))
        }
        let x = axis(frame.minX, frame.width, oldSize.width, newSize.width, lead: mask.contains(.flexibleLeftMargin),
                     body: mask.contains(.flexibleWidth), trail: mask.contains(.flexibleRightMargin))
        let y = axis(frame.minY, frame.height, oldSize.height, newSize.height, lead: mask.contains(.flexibleTopMargin),
                     body: mask.contains(.flexibleHeight), trail: mask.contains(.flexibleBottomMargin))
        frame = CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
        if frame != self.frame { self.frame = frame }
    }
}
