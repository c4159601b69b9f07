import CCairo
import Foundation

/// A layer that fills its bounds with a gradient (Core Animation's `CAGradientLayer`): `colors`
/// (`CGColor`s) at `locations` (evenly spaced when nil), from `startPoint` to `endPoint` in unit
/// coordinates of the bounds ((0.5, 0) to (0.5, 1) by default: top to bottom). The gradient
/// extends past its end points with its end colours, as Core Animation's does.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]? {
        didSet { implicitChange("colors", from: AnimatableValue(oldValue) ?? .opaque(nil), to: AnimatableValue(colors) ?? .opaque(nil)); change {} }
    }
    open var locations: [NSNumber]? {
        didSet { implicitChange("locations", from: AnimatableValue(oldValue) ?? .opaque(nil), to: AnimatableValue(locations) ?? .opaque(nil)); change {} }
    }
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { implicitChange("startPoint", from: .point(oldValue), to: .point(startPoint)); change {} }
    }
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { implicitChange("endPoint", from: .point(oldValue), to: .point(endPoint)); change {} }
    }
    open var type: CAGradientLayerType = .axial { didSet { change {} } }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint
        endPoint = other.endPoint; type = other.type
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .list((colors ?? []).map { AnimatableValue($0) ?? .opaque($0) })
        case "locations": return .list((locations ?? []).map { .scalar(CGFloat($0.doubleValue)) })
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", .list(let v)): colors = v.compactMap(\.boxed)
        case ("locations", .list(let v)):
            locations = v.compactMap { if case .scalar(let x) = $0 { return NSNumber(value: Double(x)) } else { return nil } }
        case ("startPoint", .point(let v)): startPoint = v
        case ("endPoint", .point(let v)): endPoint = v
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

    override func renderContents(in context: CGContext, bounds: CGRect) {
        let colorList = (colors ?? []).compactMap(CGGradient.cgColor)
        if !colorList.isEmpty, bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 {
            let gradient = CGGradient(colors: colorList, locations: locations?.map { CGFloat($0.doubleValue) })
            func point(_ unit: CGPoint) -> CGPoint {
                CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
            }
            let start = point(startPoint), end = point(endPoint)
            context.saveGState()
            // The gradient is the layer's fill, so it follows the corner radius as a background does.
            context.beginPath()
            context.addPath(roundedPath(bounds))
            context.clip()
            if type == .radial {
                // Core Animation's radial gradient: an ellipse centred on startPoint whose radii
                // reach endPoint in each axis.
                let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
                let radius = max(rx, ry)
                if radius > 0 {
                    context.translateBy(x: start.x, y: start.y)
                    context.scaleBy(x: rx > 0 ? rx / radius : 1, y: ry > 0 ? ry / radius : 1)
                    context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero,
                                               endRadius: radius, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                }
            } else {
                context.drawLinearGradient(gradient, start: start, end: end,
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            context.restoreGState()
        }
        super.renderContents(in: context, bounds: bounds)
    }
}
