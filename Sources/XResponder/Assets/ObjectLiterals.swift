import Foundation

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, the colour wells and
// image thumbnails Xcode shows in code (R-IB4). Swift resolves an object literal through the
// `_ColorLiteralType` and `_ImageLiteralType` names the imported modules declare (UIKit declares
// them on iOS) and the `_ExpressibleBy…Literal` protocols.

/// The type `#colorLiteral(…)` makes.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(…)` makes.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`: sRGB components.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName: "logo")`: `UIImage(named:)`'s image (catalogs first); an empty
    /// image, said once on standard error, when there is none (a literal cannot be nil).
    public convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path) {
            self.init(sharing: found)
        } else {
            AssetCatalogs.report("#imageLiteral(resourceName: \"\(path)\"): no such image")
            self.init()
        }
    }
}
