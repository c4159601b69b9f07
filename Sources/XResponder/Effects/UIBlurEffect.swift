import Foundation

/// Blurs what lies behind the effect view and tints it with a material (R-BR1). The styles are
/// UIKit's: the iOS 8 ones (`.light`, `.dark`, `.extraLight`, `.regular`, `.prominent`) and the
/// iOS 13 materials from ultra-thin to chrome, each following the light or dark appearance unless
/// it names one.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .systemMaterial
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIBlurEffect)?.style == style }
    open override var hash: Int { style.rawValue }
}
