import Foundation

/// A space points and rects convert between: every view, and the screen's fixed space. Views
/// convert through the screen, so a point goes between views in different windows too.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// A space that knows where its points are on the screen: views (through their root window, as
/// the view conversion itself goes between windows) and the screen, whose points are screen points.
@MainActor
protocol ScreenMappedSpace: UICoordinateSpace {
    func toScreen(_ point: CGPoint) -> CGPoint
    func fromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenMappedSpace {
    /// `point` of this space in `space`: through the screen, or by asking a space of another kind.
    func convertPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        if let mapped = space as? any ScreenMappedSpace { return mapped.fromScreen(toScreen(point)) }
        return space.convert(toScreen(point), from: UIScreen.main.coordinateSpace)
    }

    func convertPoint(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        fromScreen((space as? any ScreenMappedSpace)?.toScreen(point) ?? space.convert(point, to: UIScreen.main.coordinateSpace))
    }
}

extension UIView: ScreenMappedSpace {
    func toScreen(_ point: CGPoint) -> CGPoint {
        let inRoot = pointToRoot(point)
        return (inRoot.root as? UIWindow)?.convertToScreen(inRoot.point) ?? inRoot.point
    }

    func fromScreen(_ point: CGPoint) -> CGPoint {
        pointFromRoot((rootView as? UIWindow)?.convertFromScreen(point) ?? point)
    }

    // Swift prefers these to the `UIView?` forms for a view argument: a view goes straight to the
    // view conversion (same results to the last bit).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return convertPoint(point, to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convertPoint(point, from: coordinateSpace)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return boundingBox(of: rect) { convertPoint($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return boundingBox(of: rect) { convertPoint($0, from: coordinateSpace) }
    }
}

/// The screen's space: points on the screen, origin at its top left. A desktop screen does not
/// rotate, so UIKit's two screen spaces are the same here. A rect goes to a view as the view
/// converts it from the screen (corners and all).
@MainActor
final class ScreenCoordinateSpace: ScreenMappedSpace {
    var bounds: CGRect { UIScreen.main.bounds }
    func toScreen(_ point: CGPoint) -> CGPoint { point }
    func fromScreen(_ point: CGPoint) -> CGPoint { point }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { convertPoint(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { convertPoint(point, from: coordinateSpace) }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace === self ? rect : coordinateSpace.convert(rect, from: self)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace === self ? rect : coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    private static let space = ScreenCoordinateSpace()
    /// The screen's coordinate space.
    public var coordinateSpace: any UICoordinateSpace { Self.space }
    /// The screen's coordinate space in its native orientation (the same: a desktop screen does not rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { Self.space }
}
