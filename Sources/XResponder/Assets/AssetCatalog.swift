import Foundation

/// An asset catalog (`Assets.xcassets`) read at run time (R-IB4).
///
/// On iOS, Xcode compiles a catalog into a `.car` file; on Linux the catalog folder itself ships
/// with the app (xrport copies it beside the sources, a SwiftPM target lists it as a resource) and
/// is read here: each set's `Contents.json` once, when the first asset is asked for. A set is found
/// by its folder's name (`checked.imageset` → "checked"), not by its files' names (which are often
/// `default@2x.png` or the designer's), and a folder that provides a namespace prefixes its sets'
/// names (`Icons/add`). A `Contents.json` that cannot be read is reported once, with its path, and
/// the rest of the catalog loads.
final class AssetCatalog: Sendable {
    /// An image set: its entries with their files, and how they draw.
    struct ImageSet: Sendable {
        struct Entry: Sendable {
            let path: String
            /// 1, 2 or 3; nil for a single image for every scale (typically a PDF or SVG).
            let scale: CGFloat?
            let variant: AssetVariant
        }
        let entries: [Entry]
        let renderingMode: UIImage.RenderingMode
    }

    /// A colour set: each variant's colour.
    struct ColorSet: Sendable {
        let entries: [(variant: AssetVariant, color: UIColor)]
    }

    /// A data set: each variant's file and type.
    struct DataSet: Sendable {
        let entries: [(variant: AssetVariant, path: String, typeIdentifier: String)]
    }

    enum SetKind: Sendable, CaseIterable { case image, color, data, appIcon }

    let url: URL
    /// Each set's folder by kind and name: all a first lookup reads (folder listings).
    private let folders: [SetKind: [String: URL]]
    /// What walking the folders found wrong (a group's Contents.json, depth).
    private let walkProblems: [String]
    /// Sets decoded so far, and what decoding them found wrong. A set's `Contents.json` is read
    /// the first time the set is asked for: an app asks for a few of a catalog's sets at start,
    /// and a 100-set catalog's index is then a listing, not 100 JSON decodings (issue #47's 5 ms).
    private let decoded = DecodedSets()

    /// Indexes the catalog at `url` (an `.xcassets` folder).
    init(url: URL) {
        var reader = Reader(root: url)
        reader.index(folder: url, namespace: "")
        self.url = url
        folders = reader.folders
        walkProblems = reader.problems
        for problem in walkProblems { AssetCatalogs.report(problem) }
    }

    /// Set `name` of `kind`, decoded on first use (nil: no such set, or it could not be read).
    private func set<Value>(_ kind: SetKind, _ name: String, _ decode: (inout Reader, AssetContents, URL) -> Value) -> Value? {
        guard let folder = folders[kind]?[name] else { return nil }
        return decoded.value(for: kind, name) { () -> (Value?, [String]) in
            var reader = Reader(root: url)
            let value = reader.contents(of: folder).map { decode(&reader, $0, folder) }
            for problem in reader.problems { AssetCatalogs.report(problem) }
            return (value, reader.problems)
        }
    }

    func imageSet(named name: String) -> ImageSet? { set(.image, name) { $0.imageSet($1, in: $2) } }
    func colorSet(named name: String) -> ColorSet? { set(.color, name) { $0.colorSet($1, in: $2) } }
    func dataSet(named name: String) -> DataSet? { set(.data, name) { $0.dataSet($1, in: $2) } }
    /// An app icon set's images with their sides in pixels, largest first.
    func appIcon(named name: String) -> [(path: String, pixels: Int)]? { set(.appIcon, name) { $0.appIcon($1, in: $2) } }

    /// Every set, decoded (tests and diagnostics; lookups decode one set).
    var images: [String: ImageSet] { all(.image, imageSet(named:)) }
    var colors: [String: ColorSet] { all(.color, colorSet(named:)) }
    var dataSets: [String: DataSet] { all(.data, dataSet(named:)) }

    private func all<Value>(_ kind: SetKind, _ lookup: (String) -> Value?) -> [String: Value] {
        var found: [String: Value] = [:]
        for name in (folders[kind] ?? [:]).keys { if let value = lookup(name) { found[name] = value } }
        return found
    }

    /// What could not be read, as `path: reason`: every set is decoded to say.
    var problems: [String] {
        for kind in SetKind.allCases {
            for name in (folders[kind] ?? [:]).keys {
                switch kind {
                case .image: _ = imageSet(named: name)
                case .color: _ = colorSet(named: name)
                case .data: _ = dataSet(named: name)
                case .appIcon: _ = appIcon(named: name)
                }
            }
        }
        return walkProblems + decoded.problems
    }

    /// Walks a catalog's folders (listing them; only groups' `Contents.json` are read, for their
    /// namespaces) and decodes sets when asked.
    private struct Reader {
        let root: URL
        var folders: [SetKind: [String: URL]] = [:]
        var problems: [String] = []
        /// Folders deeper than this are not read: a catalog is a few levels deep, and a link loop
        /// must not recurse forever.
        static let maximumDepth = 16

        mutating func index(folder: URL, namespace: String, depth: Int = 0) {
            guard depth < Self.maximumDepth else {
                problems.append("\(folder.path): deeper than \(Self.maximumDepth) folders, not read")
                return
            }
            let children = (try? FileManager.default.contentsOfDirectory(at: ImageFiles.listable(folder), includingPropertiesForKeys: [.isDirectoryKey]))?
                .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
            for child in children where ImageFiles.isFolder(child) {
                let name = namespace + child.deletingPathExtension().lastPathComponent
                switch child.pathExtension {
                case "imageset": folders[.image, default: [:]][name] = child
                case "colorset": folders[.color, default: [:]][name] = child
                case "dataset": folders[.data, default: [:]][name] = child
                case "appiconset": folders[.appIcon, default: [:]][name] = child
                case "":
                    // A group: a namespace when its Contents.json says so.
                    let provides = contents(of: child, required: false)?.properties?.providesNamespace == true
                    index(folder: child, namespace: provides ? name + "/" : namespace, depth: depth + 1)
                default:
                    break   // symbol sets, sprite atlases …: not assets `named:` finds
                }
            }
        }

        /// The decoded `Contents.json` of `folder`; nil (and a problem) when it is missing or malformed.
        mutating func contents(of folder: URL, required: Bool = true) -> AssetContents? {
            let file = folder.appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: file.path) else {
                if required { problems.append("\(file.path): missing") }
                return nil
            }
            do {
                return try JSONDecoder().decode(AssetContents.self, from: data)
            } catch {
                problems.append("\(file.path): not a catalog's Contents.json (\(Self.describe(error)))")
                return nil
            }
        }

        /// The entries of `images` whose files are there, with their paths; each missing file is a problem.
        mutating func present(_ images: [AssetContents.Image]?, in folder: URL) -> [(image: AssetContents.Image, path: String)] {
            (images ?? []).compactMap { image in
                guard let filename = image.filename else { return nil }   // an empty slot
                let path = folder.appendingPathComponent(filename).path
                guard FileManager.default.fileExists(atPath: path) else {
                    problems.append("\(path): named in Contents.json but missing")
                    return nil
                }
                return (image, path)
            }
        }

        mutating func imageSet(_ contents: AssetContents, in folder: URL) -> ImageSet {
            let entries = present(contents.images, in: folder).map { image, path in
                ImageSet.Entry(path: path, scale: image.scaleFactor.map { CGFloat($0) },
                               variant: AssetVariant(idiom: image.idiom, appearances: image.appearances))
            }
            let mode: UIImage.RenderingMode = switch contents.properties?.templateRenderingIntent {
            case "template": .alwaysTemplate
            case "original": .alwaysOriginal
            default: .automatic
            }
            return ImageSet(entries: entries, renderingMode: mode)
        }

        /// An icon set's images with their sides in pixels (`"60x60"` at `"2x"` is 120), largest first.
        mutating func appIcon(_ contents: AssetContents, in folder: URL) -> [(path: String, pixels: Int)] {
            let icons = present(contents.images, in: folder).map { image, path in
                let side = image.size.flatMap { Double($0.split(separator: "x").first ?? "") } ?? 0
                return (path, Int((side * (image.scaleFactor ?? 1)).rounded()))
            }
            return icons.sorted { $0.1 > $1.1 }
        }

        mutating func colorSet(_ contents: AssetContents, in folder: URL) -> ColorSet {
            var entries: [(AssetVariant, UIColor)] = []
            for entry in contents.colors ?? [] {
                guard let value = entry.color else { continue }
                switch AssetColor.color(value) {
                case .success(let color): entries.append((AssetVariant(idiom: entry.idiom, appearances: entry.appearances), color))
                case .failure(let problem): problems.append("\(folder.appendingPathComponent("Contents.json").path): \(problem)")
                }
            }
            return ColorSet(entries: entries)
        }

        mutating func dataSet(_ contents: AssetContents, in folder: URL) -> DataSet {
            var entries: [(AssetVariant, String, String)] = []
            for entry in contents.data ?? [] {
                guard let filename = entry.filename else { continue }
                let path = folder.appendingPathComponent(filename).path
                entries.append((AssetVariant(idiom: entry.idiom, appearances: nil), path, entry.universalTypeIdentifier ?? "public.data"))
            }
            return DataSet(entries: entries)
        }

        static func describe(_ error: Error) -> String {
            switch error {
            case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
                 DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
                let path = context.codingPath.map(\.stringValue).joined(separator: ".")
                return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
            default:
                return "\(error)"
            }
        }
    }

    // MARK: Lookup

    /// The file of image set `name` that suits `traits` at `screenScale`, with its scale and how it
    /// draws. The screen's scale is preferred, then the next larger (drawn smaller), then the next
    /// smaller; a single image for every scale is taken at the screen's.
    /// `varies` says whether the set has variants by appearance or contrast, which an image view
    /// switches between.
    func image(named name: String, traits: UITraitCollection, screenScale: CGFloat)
        -> (path: String, scale: CGFloat, mode: UIImage.RenderingMode, varies: Bool)? {
        guard let set = imageSet(named: name) else { return nil }
        let candidates = AssetVariant.best(set.entries, for: traits, variant: \.variant)
        let target = max(1, screenScale.rounded())
        func rank(_ entry: ImageSet.Entry) -> (Int, CGFloat) {
            guard let scale = entry.scale else { return (1, 0) }          // any scale: after an exact match
            if scale == target { return (0, 0) }
            return scale > target ? (2, scale - target) : (3, target - scale)
        }
        guard let chosen = candidates.min(by: { rank($0) < rank($1) }) else { return nil }
        let varies = set.entries.contains { $0.variant.luminosity != nil || $0.variant.contrast != nil }
        return (chosen.path, chosen.scale ?? target, set.renderingMode, varies)
    }

    /// The colour set `name`: one colour, or a dynamic one that resolves each variant by the trait
    /// collection it is drawn in (light, dark, high contrast).
    func color(named name: String) -> UIColor? {
        guard let set = colorSet(named: name), !set.entries.isEmpty else { return nil }
        if set.entries.count == 1 { return set.entries[0].color }
        let entries = set.entries
        return UIColor { traits in AssetVariant.best(entries, for: traits, variant: \.variant).first?.color ?? entries[0].color }
    }

    /// The data set `name`'s file and type for `traits`.
    func data(named name: String, traits: UITraitCollection) -> (path: String, typeIdentifier: String)? {
        guard let set = dataSet(named: name), let best = AssetVariant.best(set.entries, for: traits, variant: \.variant).first else { return nil }
        return (best.path, best.typeIdentifier)
    }
}

/// The sets a catalog has decoded, by kind and name, under a lock (catalogs are read from any
/// thread), and the problems decoding them found. Keyed by name: a catalog never forgets a set.
private final class DecodedSets: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var found: [String] = []

    /// The value stored for `kind`/`name`, or `decode`'s (stored, with its problems, once).
    func value<Value>(for kind: AssetCatalog.SetKind, _ name: String, decode: () -> (Value?, [String])) -> Value? {
        let key = "\(kind)/\(name)"
        if let known = lock.withLock({ values[key] }) { return known as? Value }
        let (value, problems) = decode()
        lock.withLock {
            if values[key] == nil {
                values[key] = value.map { $0 as Any } ?? Optional<Value>.none as Any
                found += problems
            }
        }
        return value
    }

    var problems: [String] { lock.withLock { found } }
}
