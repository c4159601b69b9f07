import Foundation

/// Scaling hints and results for string drawing. The text is never scaled here, so
/// `actualScaleFactor` stays 1; `totalBounds` is what the last call laid out.
@preconcurrency @MainActor
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
