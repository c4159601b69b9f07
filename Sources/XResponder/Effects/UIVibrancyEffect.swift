import Foundation

/// Content that takes its colour from the blur beneath (R-BR1): put in the contentView of a
/// `UIVisualEffectView` with this effect, itself in a blur effect view's contentView. The content's
/// shapes (its alpha) are painted in the style's colour for the blur's material and appearance,
/// blended with the blurred backdrop; their own colours do not show, as in UIKit.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }
    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}
