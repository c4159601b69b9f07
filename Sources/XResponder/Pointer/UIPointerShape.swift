import Foundation

/// The pointer's shape (UIKit's). The beams are the text cursors; the other shapes are the arrow
/// on a desktop.
public enum UIPointerShape: Sendable {
    case path(CGRect)
    case roundedRect(CGRect, radius: CGFloat = 8)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    var cursorName: String {
        switch self {
        case .verticalBeam: return "text"
        case .horizontalBeam: return "vertical-text"
        case .path, .roundedRect: return "default"
        }
    }
}
