import Foundation

/// A part of a view that has one pointer style (UIKit's).
@preconcurrency @MainActor
public final class UIPointerRegion {
    public let rect: CGRect
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}
