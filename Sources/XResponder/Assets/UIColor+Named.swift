import Foundation

extension UIColor {
    /// The colour set `name` of the app's asset catalogs (R-IB4): one colour, or a dynamic colour
    /// that takes each variant (light, dark, high contrast) in the trait collection it is drawn in.
    /// Nil when no catalog has it. Callable from any thread, as in UIKit.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s catalogs (`Bundle.module`), else of the app's; resolved
    /// for `traitCollection` when one is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = AssetCatalogs.catalogs(for: bundle).lazy.compactMap({ $0.color(named: name) }).first else { return nil }
        self.init(copying: traitCollection.map { found.resolvedColor(with: $0) } ?? found)
    }

    /// A colour that draws as `color`: a plain colour (equal to another of its components) when it
    /// is one colour for every appearance, else a dynamic one that resolves as it does.
    convenience init(copying color: UIColor) {
        if color.resolvedColor(with: UITraitCollection()) === color {
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        } else {
            self.init(dynamicProvider: { traits in color.resolvedColor(with: traits) })
        }
    }
}
