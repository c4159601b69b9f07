import Foundation

// An effect set inside an animation block fades, as UIKit's does (`UIView.animate { blurView.effect
// = UIBlurEffect(style: .dark) }` blurs the backdrop in): the blur's radius, saturation and tint go
// from the old effect's to the new one's — from none (no blur, no tint) when there was none, to none
// when the new one is nil — with the block's duration and curve. A vibrancy effect switches at once.

extension UIVisualEffectView {
    func effectChanged(from old: UIVisualEffect?) {
        if let recorder = UIView.animationRecorder, !(old == nil && effect == nil) {
            // (A change during a fade starts again from the old effect: the model holds no
            // in-between value to go on from.)
            fadingFrom = Self.material(of: old, dark: traitCollection.userInterfaceStyle == .dark)
            recorder.record(self, .effectProgress, from: .scalar(0), to: .scalar(1))
        } else {
            fadingFrom = nil
        }
        effectDidChange()
    }

    /// The material drawn now: the effect's, or the mix a fade has reached.
    var drawnMaterial: BlurMaterial? {
        let target = material
        guard effectProgress < 1, let from = fadingFrom ?? target?.cleared else { return target }
        return from.mixed(with: target ?? from.cleared, by: max(0, effectProgress))
    }

    /// The material `effect` draws (nil: not a blur).
    static func material(of effect: UIVisualEffect?, dark: Bool) -> BlurMaterial? {
        (effect as? UIBlurEffect).map { BlurMaterial.of($0.style, dark: dark) }
    }
}

extension BlurMaterial {
    /// The material with nothing of it left: no blur, no tint.
    var cleared: BlurMaterial { BlurMaterial(radius: 0, saturation: 1, tintWhite: tintWhite, tintAlpha: 0, isDark: isDark) }

    /// `progress` of the way from this material to `other`.
    func mixed(with other: BlurMaterial, by progress: CGFloat) -> BlurMaterial {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return BlurMaterial(radius: mix(radius, other.radius), saturation: mix(saturation, other.saturation),
                            tintWhite: mix(tintWhite, other.tintWhite), tintAlpha: mix(tintAlpha, other.tintAlpha),
                            isDark: progress < 0.5 ? isDark : other.isDark)
    }
}
