import Foundation

extension UIColor {
    /// A colour given in Display P3, as iOS apps write their brand colours (iOS 10). The library
    /// draws in sRGB: the colour is converted (through linear light, with the standard P3-to-sRGB
    /// matrix) and clamped to what sRGB can show, so colours inside sRGB come out exactly.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ value: CGFloat) -> CGFloat {
            let v = min(max(value.isFinite ? value : 0, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: CGFloat) -> CGFloat {
            let v = min(max(value, 0), 1)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }
}
