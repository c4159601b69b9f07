import Foundation

/// One `Contents.json` of an asset catalog, as Xcode writes it: the entries of an image, colour or
/// data set and the set's properties (R-IB4). Every field is optional — catalogs are written by
/// hand and by other tools too — and unknown keys are ignored.
struct AssetContents: Decodable {
    /// A variant condition: `{"appearance": "luminosity", "value": "dark"}` or
    /// `{"appearance": "contrast", "value": "high"}`.
    struct Appearance: Decodable, Equatable {
        let appearance: String
        let value: String
    }

    /// An entry of an image set (`filename` absent: a slot Xcode shows empty).
    struct Image: Decodable {
        let filename: String?
        let idiom: String?
        let scale: String?
        /// An app icon slot's side in points (`"60x60"`).
        let size: String?
        let appearances: [Appearance]?

        /// `"2x"` as 2; nil when the entry has no scale (one image for every scale).
        var scaleFactor: Double? { scale.flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } }
    }

    /// An entry of a colour set.
    struct Color: Decodable {
        let idiom: String?
        let appearances: [Appearance]?
        let color: ColorValue?
    }

    /// A colour as Xcode stores it: components in a colour space, or a reference to a system colour
    /// (`{"platform": "ios", "reference": "systemBlueColor"}`).
    struct ColorValue: Decodable {
        let colorSpace: String?
        let components: [String: Component]?
        let platform: String?
        let reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, platform, reference
        }
    }

    /// A component as written: Xcode writes strings (`"0.502"`, `"128"`, `"0x80"`); other tools
    /// write numbers. Both are kept as text and read by `AssetColor`.
    struct Component: Decodable {
        let text: String
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                text = String(try container.decode(Double.self))
            }
        }
    }

    /// An entry of a data set.
    struct DataEntry: Decodable {
        let filename: String?
        let idiom: String?
        let universalTypeIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case filename, idiom, universalTypeIdentifier = "universal-type-identifier"
        }
    }

    struct Properties: Decodable {
        /// `"template"` or `"original"`: how an image set's images draw by default.
        let templateRenderingIntent: String?
        /// A folder whose name prefixes its sets' names (`Icons/add`).
        let providesNamespace: Bool?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent", providesNamespace = "provides-namespace"
        }
    }

    let images: [Image]?
    let colors: [Color]?
    let data: [DataEntry]?
    let properties: Properties?
}

/// The conditions an entry is for, and how well it suits a trait collection.
struct AssetVariant: Equatable {
    /// `"light"`, `"dark"` or nil (any appearance).
    let luminosity: String?
    /// `"high"` or nil.
    let contrast: String?
    let idiom: String

    init(idiom: String?, appearances: [AssetContents.Appearance]?) {
        self.idiom = idiom ?? "universal"
        luminosity = appearances?.first { $0.appearance == "luminosity" }?.value
        contrast = appearances?.first { $0.appearance == "contrast" }?.value
    }

    /// How well this variant suits `traits`, higher is better; nil when it does not apply. A dark
    /// variant applies only in dark mode and a light one only outside it; "any" applies always, below
    /// a variant that names the appearance. Likewise for high contrast. Universal and phone entries
    /// come before pad and Mac ones (the desktop has a pointer but phone-sized defaults).
    func score(for traits: UITraitCollection) -> Int? {
        let dark = traits.userInterfaceStyle == .dark
        var score = 0
        switch luminosity {
        case nil: break
        case "dark": guard dark else { return nil }; score += 4
        case "light": guard !dark else { return nil }; score += 4
        default: return nil
        }
        switch contrast {
        case nil: break
        case "high": guard traits.accessibilityContrast == .high else { return nil }; score += 8
        default: return nil
        }
        switch idiom {
        case "universal": score += 2
        case "iphone": score += 1
        case "ipad", "mac", "tv", "watch", "car", "vision": break
        default: return nil   // "ios-marketing" and other icon slots
        }
        return score
    }

    /// The entries of `entries` that suit `traits` best (several when they tie), in their order.
    static func best<Entry>(_ entries: [Entry], for traits: UITraitCollection, variant: (Entry) -> AssetVariant) -> [Entry] {
        let scored = entries.compactMap { entry in variant(entry).score(for: traits).map { (entry, $0) } }
        guard let top = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == top }.map(\.0)
    }
}
