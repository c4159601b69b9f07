import Foundation

// iOS's semantic and system colours, light and dark (R-AP3), with Apple's published values. Each
// resolves through `UITraitCollection`, so a view that uses them follows the desktop's dark
// preference with no code of its own.
extension UIColor {
    /// A colour that is `light` in the light style (and when unspecified) and `dark` in the dark one.
    static func adaptive(_ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    private static func pair(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) -> UIColor {
        adaptive(UIColor(rgb: light, alpha: alpha), UIColor(rgb: dark, alpha: darkAlpha ?? alpha))
    }

    // Labels and text
    public static let label = pair(0x000000, 0xFFFFFF)
    public static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    public static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    public static let placeholderText = pair(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    public static let link = pair(0x007AFF, 0x0984FF)
    public static let darkText = UIColor.black
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // Backgrounds
    public static let systemBackground = pair(0xFFFFFF, 0x000000)
    public static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
    public static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
    public static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
    public static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
    public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)

    // Separators and fills
    public static let separator = pair(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    public static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
    public static let systemFill = pair(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    public static let secondarySystemFill = pair(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    public static let tertiarySystemFill = pair(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    public static let quaternarySystemFill = pair(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)

    // The system palette
    public static let systemBlue = pair(0x007AFF, 0x0A84FF)
    public static let systemRed = pair(0xFF3B30, 0xFF453A)
    public static let systemGreen = pair(0x34C759, 0x30D158)
    public static let systemOrange = pair(0xFF9500, 0xFF9F0A)
    public static let systemYellow = pair(0xFFCC00, 0xFFD60A)
    public static let systemPink = pair(0xFF2D55, 0xFF375F)
    public static let systemPurple = pair(0xAF52DE, 0xBF5AF2)
    public static let systemTeal = pair(0x30B0C7, 0x40C8E0)
    public static let systemIndigo = pair(0x5856D6, 0x5E5CE6)
    public static let systemMint = pair(0x00C7BE, 0x63E6E2)
    public static let systemCyan = pair(0x32ADE6, 0x64D2FF)
    public static let systemBrown = pair(0xA2845E, 0xAC8E68)
    public static let systemGray = pair(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = pair(0xAEAEB2, 0x636366)
    public static let systemGray3 = pair(0xC7C7CC, 0x48484A)
    public static let systemGray4 = pair(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = pair(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = pair(0xF2F2F7, 0x1C1C1E)

    /// The tint of the view drawing (UIKit's `UIColor.tintColor`): resolves to `.systemBlue`
    /// outside a view; views that use it through `tintColor` get their inherited tint.
    public static let tintColor = systemBlue
}
