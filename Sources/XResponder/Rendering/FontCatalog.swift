import CCairo
import CPango
import Foundation

/// What fonts there are: fontconfig's families (asked once, through Pango), and the stand-ins for
/// the iOS families UIKit code names most (listed in docs/appearance.md).
enum FontCatalog {
    /// Stands in the table below for San Francisco's names: the system face (`SystemFace.family`).
    private static let systemStandIn = ".system"

    /// iOS family → the fontconfig family drawn in its place.
    static let iOSStandIns: [String: String] = [
        "helvetica": "Sans", "helveticaneue": "Sans", "helvetica neue": "Sans", "arial": "Sans",
        "avenir": "Sans", "avenirnext": "Sans", "avenir next": "Sans", "gillsans": "Sans", "verdana": "Sans", "futura": "Sans",
        "sfprotext": systemStandIn, "sfprodisplay": systemStandIn, ".sfui": systemStandIn, "sf pro": systemStandIn,
        "system": systemStandIn,
        "georgia": "Serif", "times": "Serif", "timesnewroman": "Serif", "times new roman": "Serif", "palatino": "Serif",
        "baskerville": "Serif", "menlo": "Monospace", "courier": "Monospace", "couriernew": "Monospace",
        "courier new": "Monospace", "sfmono": "Monospace", "monaco": "Monospace",
        "sans": "Sans", "serif": "Serif", "monospace": "Monospace", "sans-serif": "Sans",
    ]

    /// The families fontconfig knows, by name, the app's own fonts (`UIAppFonts`) among them.
    static var families: Set<String> { index.names }

    private static var lowercasedFamilies: [String: String] { index.lowercased }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cachedIndex: (names: Set<String>, lowercased: [String: String])?

    /// The families, listed once through Pango (again after fonts are added, `familiesChanged`).
    private static var index: (names: Set<String>, lowercased: [String: String]) {
        // The app's fonts are added before the first listing (outside the lock: adding them
        // clears the listing).
        _ = AppFonts.registered
        return lock.withLock {
            if let cachedIndex { return cachedIndex }
            var names: Set<String> = []
            if let map = pango_cairo_font_map_get_default() {
                var list: UnsafeMutablePointer<OpaquePointer?>?
                var count: Int32 = 0
                pango_font_map_list_families(map, &list, &count)
                defer { g_free(list) }
                for index in 0..<Int(count) {
                    if let family = list?[index], let name = pango_font_family_get_name(family) { names.insert(String(cString: name)) }
                }
            }
            var lowercased: [String: String] = [:]
            for family in names {
                lowercased[family.lowercased()] = family
                lowercased[family.lowercased().replacingOccurrences(of: " ", with: "")] = family
            }
            cachedIndex = (names, lowercased)
            return (names, lowercased)
        }
    }

    /// Forgets the listing: fonts were added.
    static func familiesChanged() { lock.withLock { cachedIndex = nil } }

    /// The family, weight and style a UIKit font name stands for, or nil for a font there is not.
    static func resolve(_ name: String) -> (family: String, weight: UIFont.Weight, italic: Bool)? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let base = parts.first, !base.isEmpty else { return nil }
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let key = base.lowercased()
        guard var family = lowercasedFamilies[key] ?? lowercasedFamilies[key.replacingOccurrences(of: " ", with: "")]
                ?? iOSStandIns[key] ?? iOSStandIns[key.replacingOccurrences(of: " ", with: "")] else { return nil }
        if family == systemStandIn { family = SystemFace.family }
        let weights: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium), ("semibold", .semibold),
            ("demibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        // "SemiBold" before "Bold": the first match in this order wins.
        let weight = weights.first { style.hasPrefix($0.0) || (style.contains($0.0) && !style.contains("semi" + $0.0)) }?.1 ?? .regular
        return (family, weight, style.contains("italic") || style.contains("oblique"))
    }

    static func weightName(_ weight: UIFont.Weight) -> String {
        switch weight {
        case .ultraLight: "UltraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: ""
        }
    }

    static func pangoWeight(_ weight: UIFont.Weight) -> PangoWeight {
        switch weight.rawValue {
        case ..<(-0.7): PANGO_WEIGHT_ULTRALIGHT
        case ..<(-0.5): PANGO_WEIGHT_THIN
        case ..<(-0.2): PANGO_WEIGHT_LIGHT
        case ..<0.2: PANGO_WEIGHT_NORMAL
        case ..<0.27: PANGO_WEIGHT_MEDIUM
        case ..<0.35: PANGO_WEIGHT_SEMIBOLD
        case ..<0.5: PANGO_WEIGHT_BOLD
        case ..<0.6: PANGO_WEIGHT_ULTRABOLD
        default: PANGO_WEIGHT_HEAVY
        }
    }
}
