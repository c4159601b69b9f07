import Foundation

/// Visual effect views as Interface Builder writes them (R-IB1): the view's own content view
/// (`<view key="contentView">`, which the effect view made, filled from the file) and its effect —
/// `<blurEffect style="…"/>`, or `<vibrancyEffect style="…">` holding the blur it sits on.
@MainActor
enum NibEffectDecoding {
    static func decode(_ element: NibElement, into view: UIView, instantiation: NibInstantiation) {
        guard let effectView = view as? UIVisualEffectView else { return }
        if let content = element.keyed("contentView") {
            NibListDecoding.decodeContentView(content, into: effectView.contentView, instantiation: instantiation)
        }
        effectView.effect = effect(of: element, document: instantiation.document)
    }

    /// The effect an element holds, or nil when it names none (the view then shows its content only).
    static func effect(of element: NibElement, document: NibDocument) -> UIVisualEffect? {
        if let blur = element.children("blurEffect").first { return blurEffect(blur, document: document) }
        guard let vibrancy = element.children("vibrancyEffect").first else { return nil }
        let blur = vibrancy.children("blurEffect").first.map { blurEffect($0, document: document) } ?? UIBlurEffect(style: .systemMaterial)
        let style: UIVibrancyEffectStyle
        switch vibrancy["style"] {
        case nil: style = .label
        case let name?:
            if let named = vibrancyStyles[name] {
                style = named
            } else {
                document.report("unknown vibrancy style \"\(name)\"; label stands in", at: vibrancy)
                style = .label
            }
        }
        return UIVibrancyEffect(blurEffect: blur, style: style)
    }

    /// Xcode writes a style by its Swift case name (`regular`, `systemThinMaterialDark`).
    private static func blurEffect(_ element: NibElement, document: NibDocument) -> UIBlurEffect {
        let name = element["style"] ?? "regular"
        guard let style = UIBlurEffect.Style.allCases.first(where: { "\($0)" == name }) else {
            document.report("unknown blur style \"\(name)\"; regular stands in", at: element)
            return UIBlurEffect(style: .regular)
        }
        return UIBlurEffect(style: style)
    }

    private static let vibrancyStyles: [String: UIVibrancyEffectStyle] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
        "tertiaryFill": .tertiaryFill, "separator": .separator,
    ]
}
