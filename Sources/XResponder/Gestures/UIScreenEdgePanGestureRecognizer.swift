import Foundation

/// A pan that must start within 20 points of one of `edges` of the window.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    public var edges: UIRectEdge = []
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
            let p = touch.location(in: nil)
            let b = window.bounds
            let near = (edges.contains(.left) && p.x - b.minX <= Self.edgeWidth)
                || (edges.contains(.right) && b.maxX - p.x <= Self.edgeWidth)
                || (edges.contains(.top) && p.y - b.minY <= Self.edgeWidth)
                || (edges.contains(.bottom) && b.maxY - p.y <= Self.edgeWidth)
            if !near {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
