import Foundation

extension UIButton {
    /// A button's content and style, as UIKit's (iOS 15) `UIButton.Configuration` (R-AP2): pick a
    /// style (`plain()`, `tinted()`, `gray()`, `filled()`, `bordered…()`), set a title, subtitle and
    /// image, and the button draws its background, colours and padding the way iOS does, per state.
    /// Colours left nil come from the style and the button's `tintColor`.
    public struct Configuration {
        /// Which of the system styles this configuration was made from.
        enum Style: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// How round a configured button's background corners are, from fixed to a capsule.
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// The size class of a configured button, which sets its padding and font.
        public enum Size: Sendable { case mini, small, medium, large }
        /// How a configured button's title and subtitle align with each other.
        public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image sits relative to the title (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the title block.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !customInsets { contentInsets = Self.defaultInsets(for: buttonSize) } }
        }
        /// The space around the content; defaults follow `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { insets }
            set { insets = newValue; customInsets = true }
        }
        public var showsActivityIndicator = false
        /// A title drawn with its own attributes.
        public var attributedTitle: AttributedString?

        private var insets: NSDirectionalEdgeInsets
        private var customInsets = false

        init(style: Style) {
            self.style = style
            insets = Self.defaultInsets(for: .medium)
            if style == .plain || style == .borderless { background = .clear() }
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// This configuration as `button` shows it in its current state (UIKit calls this before
        /// drawing; a `configurationUpdateHandler` may start from it).
        @MainActor public func updated(for button: UIButton) -> Configuration { self }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// iOS's type sizes for buttons: footnote, subheadline, body, body.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 13)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .mini ? 11 : 13) }

        /// The corner radius drawn for a background of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The colours the style draws in `state` with `tint`.
        func resolvedColors(state: UIControl.State, tint: UIColor) -> (foreground: UIColor, background: UIColor?) {
            let prominent = style == .filled || style == .borderedProminent
            var foreground = baseForegroundColor ?? (prominent ? .white : tint)
            var fill: UIColor? = background.backgroundColor ?? {
                switch style {
                case .plain, .borderless: nil
                case .gray, .bordered: baseBackgroundColor ?? Self.grayFill
                case .tinted, .borderedTinted: (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                case .filled, .borderedProminent: baseBackgroundColor ?? tint
                }
            }()
            if state.contains(.disabled) {
                foreground = Self.disabledForeground
                if fill != nil, fill?.alpha ?? 0 > 0 { fill = Self.grayFill }
            } else if state.contains(.highlighted) {
                // Pressed: plain buttons fade their title; filled ones lighten their fill.
                if let current = fill, current.alpha > 0 {
                    fill = current.withAlphaComponent(current.alpha * (prominent ? 0.75 : 0.6))
                } else {
                    foreground = foreground.withAlphaComponent(foreground.alpha * 0.5)
                }
            }
            return (foreground, fill)
        }

        /// iOS's tertiarySystemFill, the gray style's background.
        static let grayFill = UIColor(rgb: 0x767680, alpha: 0.12)
        /// iOS's tertiaryLabel, a disabled button's title.
        static let disabledForeground = UIColor(rgb: 0x3C3C43, alpha: 0.3)
    }
}
