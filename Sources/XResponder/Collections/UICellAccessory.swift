import Foundation

/// Something a list cell shows at its trailing edge (R-LC2): a disclosure chevron, a checkmark, or
/// a label. Other kinds of UIKit's are not drawn yet (docs/lists.md).
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Int, Sendable { case always = 0, whenEditing, whenNotEditing }

    enum Kind: Sendable { case disclosureIndicator, checkmark, label(String) }
    var text: String? {
        if case .label(let text) = kind { return text }
        return nil
    }
    let kind: Kind
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }

    /// The room it takes (a label is measured in the body font).
    @MainActor var width: CGFloat {
        switch kind {
        case .disclosureIndicator, .checkmark: return 34
        case .label(let text):
            let label = UILabel()
            label.text = text
            return label.intrinsicContentSize.width + 16
        }
    }

    /// Draws a glyph accessory in `area`.
    @MainActor func draw(in area: CGRect, context: CGContext, tint: UIColor) {
        switch kind {
        case .disclosureIndicator: AccessoryGlyph.chevron.draw(at: area.minX + 10, midY: area.midY, in: context, tint: tint)
        case .checkmark: AccessoryGlyph.checkmark.draw(at: area.minX + 10, midY: area.midY, in: context, tint: tint)
        case .label: break   // a label accessory is a label the cell lays out
        }
    }
}
