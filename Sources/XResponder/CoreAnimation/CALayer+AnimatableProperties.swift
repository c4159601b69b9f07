import Foundation

/// The properties of a layer Core Animation animates, by key, and Core Animation's key-value
/// access to them (`layer.setValue(1.2, forKeyPath: "transform.scale")`).
extension CALayer {
    /// The keys a plain layer animates (subclasses add theirs).
    static let baseAnimatableKeys: Set<String> = [
        "position", "bounds", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
        "shadowPath", "zPosition", "hidden",
    ]

    func baseAnimatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "anchorPoint": return .point(anchorPoint)
        case "transform": return .transform(transform)
        case "opacity": return .scalar(CGFloat(opacity))
        case "backgroundColor": return .color(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "shadowOpacity": return .scalar(CGFloat(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowPath": return .path(shadowPath)
        case "zPosition": return .scalar(zPosition)
        case "hidden": return .scalar(isHidden ? 1 : 0)
        default: return nil
        }
    }

    func setBaseAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        // A view's geometry, opacity and background are the view's: while drawing animated values
        // they go straight into its storage, as `UIView.animate`'s do.
        if let hostView, LayerAnimationEngine.isWritingPresentation, writeHostPresentation(value, forKey: key, of: hostView) {
            return true
        }
        switch (key, value) {
        case ("position", .point(let v)): position = v
        case ("bounds", .rect(let v)): bounds = v
        case ("anchorPoint", .point(let v)): anchorPoint = v
        case ("transform", .transform(let v)): transform = v
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let v)): backgroundColor = v
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", .color(let v)): borderColor = v
        case ("shadowColor", .color(let v)): shadowColor = v
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let v)): shadowOffset = v
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowPath", .path(let v)): shadowPath = v
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("hidden", .scalar(let v)): isHidden = v >= 0.5
        default: return false
        }
        return true
    }

    private func writeHostPresentation(_ value: AnimatableValue, forKey key: String, of view: UIView) -> Bool {
        switch (key, value) {
        case ("position", .point(let v)): ViewAnimator.write(view, .center, .point(v))
        case ("bounds", .rect(let v)): ViewAnimator.write(view, .bounds, .rect(v))
        case ("transform", .transform(let v)): ViewAnimator.write(view, .transform, .transform(v.affine))
        case ("opacity", .scalar(let v)): ViewAnimator.write(view, .alpha, .scalar(v))
        case ("backgroundColor", .color(let v)): ViewAnimator.write(view, .backgroundColor, .color(v.map(UIColor.init(cgColor:))))
        // A view's `isHidden` is not swapped for a frame (it would lay out and damage): an
        // animation of a view layer's `hidden` is not drawn.
        case ("hidden", _): break
        default: return false
        }
        return true
    }

    // MARK: Key-value access

    /// A property by key (an animatable one, or a value set under a key of the app's own).
    public func value(forKey key: String) -> Any? {
        animatableValue(forKey: key)?.boxed ?? userValues[key]
    }

    /// Sets a property by key; a key the layer does not have keeps the value for `value(forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        if let animatable = AnimatableValue(value), animatableValue(forKey: key) != nil,
           setAnimatableValue(animatable, forKey: key) { return }
        userValues[key] = value
    }

    /// A property or a part of one: `"position.x"`, `"transform.rotation.z"`, `"bounds.size.width"`.
    public func value(forKeyPath keyPath: String) -> Any? {
        let path = LayerKeyPath(keyPath)
        guard let whole = animatableValue(forKey: path.property) else { return path.part.isEmpty ? userValues[keyPath] : nil }
        return path.read(from: whole)?.boxed
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let path = LayerKeyPath(keyPath)
        guard let whole = animatableValue(forKey: path.property) else {
            if path.part.isEmpty { userValues[keyPath] = value }
            return
        }
        guard let part = AnimatableValue(value), let updated = path.write(part, into: whole) else { return }
        setAnimatableValue(updated, forKey: path.property)
    }
}

extension AnimatableValue {
    /// Whether two values draw the same (an implicit animation between them would show nothing).
    static func same(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.transform(let x), .transform(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.path(let x), .path(let y)): return x === y || x == y
        default: return false
        }
    }
}
