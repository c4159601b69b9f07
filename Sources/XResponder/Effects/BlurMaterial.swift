import Foundation

/// What a blur style looks like, resolved for an appearance: how far the backdrop is blurred (in
/// points), how much its colours are saturated, and the tint laid over it. The values approximate
/// iOS 17's materials as measured on screenshots: heavier materials tint more, dark ones tint with
/// near-black.
struct BlurMaterial: Equatable {
    var radius: CGFloat
    var saturation: CGFloat
    var tintWhite: CGFloat
    var tintAlpha: CGFloat
    var isDark: Bool

    static func of(_ style: UIBlurEffect.Style, dark: Bool) -> BlurMaterial {
        func material(_ thickness: CGFloat, dark: Bool) -> BlurMaterial {
            BlurMaterial(radius: 30, saturation: 1.8, tintWhite: dark ? 0.12 : 0.97, tintAlpha: thickness, isDark: dark)
        }
        switch style {
        case .extraLight: return BlurMaterial(radius: 30, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.8, isDark: false)
        case .light: return BlurMaterial(radius: 30, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.5, isDark: false)
        case .dark: return BlurMaterial(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73, isDark: true)
        case .regular: return dark ? of(.dark, dark: true) : of(.light, dark: false)
        case .prominent: return dark ? material(0.82, dark: true) : of(.extraLight, dark: false)
        case .systemUltraThinMaterial: return material(0.35, dark: dark)
        case .systemThinMaterial: return material(0.55, dark: dark)
        case .systemMaterial: return material(0.72, dark: dark)
        case .systemThickMaterial: return material(0.85, dark: dark)
        case .systemChromeMaterial: return material(0.78, dark: dark)
        case .systemUltraThinMaterialLight: return material(0.35, dark: false)
        case .systemThinMaterialLight: return material(0.55, dark: false)
        case .systemMaterialLight: return material(0.72, dark: false)
        case .systemThickMaterialLight: return material(0.85, dark: false)
        case .systemChromeMaterialLight: return material(0.78, dark: false)
        case .systemUltraThinMaterialDark: return material(0.35, dark: true)
        case .systemThinMaterialDark: return material(0.55, dark: true)
        case .systemMaterialDark: return material(0.72, dark: true)
        case .systemThickMaterialDark: return material(0.85, dark: true)
        case .systemChromeMaterialDark: return material(0.78, dark: true)
        }
    }

    /// The colour vibrant content of `style` takes on this material.
    func vibrantColor(_ style: UIVibrancyEffectStyle) -> UIColor {
        let alpha: CGFloat = switch style {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel, .fill: 0.4
        case .quaternaryLabel, .secondaryFill: 0.3
        case .tertiaryFill: 0.2
        case .separator: 0.25
        }
        return isDark ? UIColor(white: 1, alpha: alpha) : UIColor(white: 0, alpha: alpha * 0.75)
    }
}
