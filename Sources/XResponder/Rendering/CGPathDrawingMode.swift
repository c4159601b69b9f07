import Foundation

/// How `CGContext.drawPath(using:)` paints the current path: filled (non-zero or even-odd),
/// stroked, or filled and then stroked.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
