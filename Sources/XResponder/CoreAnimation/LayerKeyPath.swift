import Foundation

/// A key path into a layer's animatable properties, as Core Animation spells them: a property
/// (`position`, `opacity`, `strokeEnd`) and optionally a part of it (`position.x`,
/// `bounds.size.width`, `transform.scale`, `transform.rotation.z`, `shadowOffset.height`).
///
/// Parts of a transform are read from and written into its decomposition (scale, rotation,
/// translation), so animating `transform.rotation.z` from 0 to 2π turns a full circle and
/// `transform.scale` scales whatever rotation the model has. Layers are drawn flat: a rotation about
/// the x or y axis is drawn as its projection, a squash along y or x (a card flip reads as one).
@MainActor
struct LayerKeyPath: Hashable {
    let property: String
    let part: [String]

    init(_ keyPath: String) {
        let pieces = keyPath.split(separator: ".").map(String.init)
        property = Self.canonical(pieces.first ?? "")
        part = Array(pieces.dropFirst())
    }

    /// Swift's spelling of a Boolean property names the same key as Core Animation's.
    private static func canonical(_ name: String) -> String {
        name == "isHidden" ? "hidden" : name
    }

    /// The part of `whole` this key path names; nil when `whole` has no such part.
    func read(from whole: AnimatableValue) -> AnimatableValue? {
        guard !part.isEmpty else { return whole }
        switch whole {
        case .point(let p):
            switch part.first { case "x": return .scalar(p.x); case "y": return .scalar(p.y); default: return nil }
        case .size(let s):
            switch part.first { case "width": return .scalar(s.width); case "height": return .scalar(s.height); default: return nil }
        case .rect(let r):
            switch part {
            case ["origin"]: return .point(r.origin)
            case ["size"]: return .size(r.size)
            case ["origin", "x"]: return .scalar(r.minX)
            case ["origin", "y"]: return .scalar(r.minY)
            case ["size", "width"]: return .scalar(r.width)
            case ["size", "height"]: return .scalar(r.height)
            default: return nil
            }
        case .transform(let t):
            let d = ViewAnimator.Decomposed(t.affine) ?? ViewAnimator.Decomposed(scaleX: 0, scaleY: 0, shear: 0, angle: 0, tx: t.m41, ty: t.m42)
            switch part {
            case ["scale"]: return .scalar((d.scaleX + d.scaleY) / 2)
            case ["scale", "x"]: return .scalar(d.scaleX)
            case ["scale", "y"]: return .scalar(d.scaleY)
            case ["scale", "z"]: return .scalar(t.m33)
            case ["rotation"], ["rotation", "z"]: return .scalar(d.angle)
            case ["rotation", "x"], ["rotation", "y"]: return .scalar(0)
            case ["translation"]: return .size(CGSize(width: d.tx, height: d.ty))
            case ["translation", "x"]: return .scalar(d.tx)
            case ["translation", "y"]: return .scalar(d.ty)
            case ["translation", "z"]: return .scalar(t.m43)
            default: return nil
            }
        default: return nil
        }
    }

    /// `whole` with this key path's part set to `value`; nil when the part or the value does not fit.
    func write(_ value: AnimatableValue, into whole: AnimatableValue) -> AnimatableValue? {
        guard !part.isEmpty else { return value }
        switch (whole, value) {
        case (.point(var p), .scalar(let v)):
            switch part.first { case "x": p.x = v; case "y": p.y = v; default: return nil }
            return .point(p)
        case (.size(var s), .scalar(let v)):
            switch part.first { case "width": s.width = v; case "height": s.height = v; default: return nil }
            return .size(s)
        case (.rect(var r), _):
            switch (part, value) {
            case (["origin"], .point(let p)): r.origin = p
            case (["size"], .size(let s)): r.size = s
            case (["origin", "x"], .scalar(let v)): r.origin.x = v
            case (["origin", "y"], .scalar(let v)): r.origin.y = v
            case (["size", "width"], .scalar(let v)): r.size.width = v
            case (["size", "height"], .scalar(let v)): r.size.height = v
            default: return nil
            }
            return .rect(r)
        case (.transform(let t), _):
            return Self.transform(t, setting: part, to: value).map(AnimatableValue.transform)
        default: return nil
        }
    }

    private static func transform(_ t: CATransform3D, setting part: [String], to value: AnimatableValue) -> CATransform3D? {
        var d = ViewAnimator.Decomposed(t.affine) ?? ViewAnimator.Decomposed(scaleX: 1, scaleY: 1, shear: 0, angle: 0, tx: t.m41, ty: t.m42)
        var out = t
        switch (part, value) {
        case (["scale"], .scalar(let v)): d.scaleX = v; d.scaleY = v; out.m33 = v
        case (["scale", "x"], .scalar(let v)): d.scaleX = v
        case (["scale", "y"], .scalar(let v)): d.scaleY = v
        case (["scale", "z"], .scalar(let v)): out.m33 = v
        case (["rotation"], .scalar(let v)), (["rotation", "z"], .scalar(let v)): d.angle = v
        // Drawn flat: turning about x squashes the height, about y the width, by the cosine.
        case (["rotation", "x"], .scalar(let v)): d.scaleY *= cos(v)
        case (["rotation", "y"], .scalar(let v)): d.scaleX *= cos(v)
        case (["translation"], .size(let s)): d.tx = s.width; d.ty = s.height
        case (["translation", "x"], .scalar(let v)): d.tx = v
        case (["translation", "y"], .scalar(let v)): d.ty = v
        case (["translation", "z"], .scalar(let v)): out.m43 = v
        default: return nil
        }
        let affine = d.transform
        out.m11 = affine.a; out.m12 = affine.b; out.m21 = affine.c; out.m22 = affine.d; out.m41 = affine.tx; out.m42 = affine.ty
        return out
    }
}

/// The values a layer is drawn with this frame, by property: its model values, then each of its
/// animations applied in the order they were added, each on top of what the ones before left.
///
/// A short list rather than a dictionary: a layer animates one to three properties, and this is
/// made for every animated layer twice a frame.
@MainActor
struct LayerPresentationValues {
    unowned let layer: CALayer
    private(set) var changed: [(key: String, value: AnimatableValue)] = []

    init(layer: CALayer) { self.layer = layer }

    private func current(_ property: String) -> AnimatableValue? {
        for entry in changed where entry.key == property { return entry.value }
        return layer.animatableValue(forKey: property)
    }

    /// What the animations before this one left at `keyPath` (the model's value when none touched
    /// it); nil when the layer has no such property.
    func value(at keyPath: LayerKeyPath) -> AnimatableValue? {
        current(keyPath.property).flatMap { keyPath.read(from: $0) }
    }

    mutating func set(_ value: AnimatableValue, at keyPath: LayerKeyPath) {
        guard let whole = current(keyPath.property), let updated = keyPath.write(value, into: whole) else { return }
        if let index = changed.firstIndex(where: { $0.key == keyPath.property }) {
            changed[index].value = updated
        } else {
            changed.append((keyPath.property, updated))
        }
    }
}
