import Foundation

/// Reads a colour set entry's colour (R-IB4): components in the colour spaces Xcode offers, or a
/// reference to a system colour.
enum AssetColor {
    /// The colour `value` describes, or a reason it cannot be read.
    static func color(_ value: AssetContents.ColorValue) -> Result<UIColor, AssetProblem> {
        if let reference = value.reference {
            guard let system = systemColors[reference] ?? systemColors[reference + "Color"] else {
                return .failure(AssetProblem("unknown system colour \"\(reference)\""))
            }
            return .success(system)
        }
        guard let components = value.components else { return .failure(AssetProblem("a colour without components")) }
        func read(_ key: String) -> CGFloat? { components[key].flatMap { component(8, $0.text) } }
        let space = value.colorSpace ?? "srgb"
        let alpha = components["alpha"].flatMap { alphaComponent($0.text) } ?? 1
        switch space {
        case "gray-gamma-22", "extended-gray":
            guard let white = read("white") else { return .failure(AssetProblem("a grey colour without \"white\"")) }
            return .success(UIColor(white: white, alpha: alpha))
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            guard let red = read("red"), let green = read("green"), let blue = read("blue") else {
                return .failure(AssetProblem("a colour without red, green and blue"))
            }
            let rgb: (CGFloat, CGFloat, CGFloat) = switch space {
            case "display-p3": displayP3ToSRGB(red, green, blue)
            case "extended-linear-srgb": (encode(red), encode(green), encode(blue))
            default: (red, green, blue)
            }
            return .success(UIColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha))
        default:
            return .failure(AssetProblem("unknown colour space \"\(space)\""))
        }
    }

    /// A component as Xcode writes it: `"0.502"` (a fraction), `"128"` (0…255, the 8-bit
    /// inspector) or `"0x80"` (hexadecimal, 0…255).
    static func component(_ bits: Int, _ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt32(trimmed.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
        }
        if trimmed.contains(".") || trimmed.contains("e") { return Double(trimmed).map { CGFloat($0) } }
        return Int(trimmed).map { CGFloat($0) / 255 }
    }

    /// Alpha is a fraction even when the other components are 8-bit (Xcode writes `"1.000"`); an
    /// integer above 1 is taken as 8-bit.
    static func alphaComponent(_ text: String) -> CGFloat? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let whole = Int(trimmed) { return whole <= 1 ? CGFloat(whole) : CGFloat(whole) / 255 }
        return component(8, trimmed)
    }

    /// Display P3 → sRGB: decode (both use the sRGB curve), convert the primaries through XYZ
    /// (D65), encode. Out-of-gamut values are left outside 0…1, as extended sRGB keeps them.
    static func displayP3ToSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (lr, lg, lb) = (decode(r), decode(g), decode(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }

    private static func decode(_ c: CGFloat) -> CGFloat {
        let m = abs(c)
        let linear = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    private static func encode(_ c: CGFloat) -> CGFloat {
        let m = abs(c)
        let encoded = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// The system colours a colour set may refer to, by the names Xcode writes.
    static let systemColors: [String: UIColor] = [
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "systemFillColor": .systemFill,
        "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
        "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkGrayColor": .darkGray,
        "lightGrayColor": .lightGray, "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue,
        "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange,
        "purpleColor": .purple, "brownColor": .brown, "darkTextColor": .darkText, "lightTextColor": .lightText,
    ]
}

/// Why part of a catalog could not be read: said once, with the file, and the rest still loads.
struct AssetProblem: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
