import Foundation

extension UIColor {
    /// The colour's hue, saturation and brightness (each 0…1, hue 0 for greys), as UIKit's.
    public func getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &alpha)
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        brightness = high
        saturation = high > 0 ? range / high : 0
        guard range > 0 else {
            hue = 0
            return true
        }
        var h: CGFloat
        if high == r {
            h = (g - b) / range
        } else if high == g {
            h = 2 + (b - r) / range
        } else {
            h = 4 + (r - g) / range
        }
        h /= 6
        hue = h < 0 ? h + 1 : h
        return true
    }
}
