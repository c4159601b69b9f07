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

/// A space that knows where its points are on the screen: views, through their window's frame,
/// and the screen itself, whose points are screen points.
@MainActor
protocol ScreenMappedSpace: UICoordinateSpace {}

extension ScreenMappedSpace {
    /// Screen position of `point`: a view's conversion to its window (transforms included), moved
    /// by the window's frame origin.
    fileprivate func toScreen(_ point: CGPoint) -> CGPoint {
        if let view = self as? UIView {
            let inWindow = view.convert(point, to: nil)
            let origin = view.window?.frame.origin ?? (view as? UIWindow)?.frame.origin ?? .zero
            return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
        }
        return point
    }

    fileprivate func fromScreen(_ point: CGPoint) -> CGPoint {
        if let view = self as? UIView {
            let origin = view.window?.frame.origin ?? (view as? UIWindow)?.frame.origin ?? .zero
            return view.convert(CGPoint(x: point.x - origin.x, y: point.y - origin.y), from: nil)
        }
        return point
    }

    func convertPoint(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        let onScreen = toScreen(point)
        if let mapped = space as? any ScreenMappedSpace { return mapped.fromScreen(onScreen) }
        return space.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    func convertPoint(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        let onScreen = (space as? any ScreenMappedSpace)?.toScreen(point) ?? space.convert(point, to: UIScreen.main.coordinateSpace)
        return fromScreen(onScreen)
    }

    /// A rect's four corners converted, and the box around them (a rotated view's rect grows).
    func convertRect(_ rect: CGRect, with convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView: ScreenMappedSpace {
    // Swift prefers these to the `UIView?` forms for a view argument: a view goes straight to the
    // view conversion (same results to the last bit, and no trip through the screen).
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
        return convertRect(rect) { convertPoint($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return convertRect(rect) { convertPoint($0, from: coordinateSpace) }
    }
}

/// The screen's space: points on the screen, origin at its top left. A desktop screen does not
/// rotate, so UIKit's two screen spaces are the same here.
@MainActor
final class ScreenCoordinateSpace: ScreenMappedSpace {
    var bounds: CGRect { UIScreen.main.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { convertPoint(point, to: coordinateSpace) }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { convertPoint(point, from: coordinateSpace) }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convertPoint($0, to: coordinateSpace) }
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect) { convertPoint($0, from: coordinateSpace) }
    }
}

extension UIScreen {
    private static let space = ScreenCoordinateSpace()
    /// The screen's coordinate space.
    public var coordinateSpace: any UICoordinateSpace { Self.space }
    /// The screen's coordinate space in its native orientation (the same: a desktop screen does not rotate).
    public var fixedCoordinateSpace: any UICoordinateSpace { Self.space }
}
