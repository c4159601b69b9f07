import Foundation

/// The coder every object of a storyboard or nib is made with (R-IB1): `init?(coder:)` receives
/// it, as on iOS, so an app's override runs where UIKit runs it. It wraps the object's element in
/// the file and the instantiation under way, which makes subviews and records connections.
///
/// The library's classes read the element directly (`decodeAttributes(into:)`). For app code that
/// decodes values itself, the keyed methods answer from the element: an attribute by its name
/// (`decodeObject(forKey: "text")`, `decodeBool(forKey: "hidden")`), a keyed colour or font
/// element (`backgroundColor`, `fontDescription`) as `UIColor`/`UIFont`, and a user-defined runtime
/// attribute by its key path. Nothing else is archived: other keys are absent.
final class NibCoder: NSCoder {
    let element: NibElement
    let instantiation: NibInstantiation

    init(element: NibElement, instantiation: NibInstantiation) {
        self.element = element
        self.instantiation = instantiation
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.keyed(key) != nil || runtimeAttribute(key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        let attribute = runtimeAttribute(key)
        let keyed = element.keyed(key)
        guard attribute != nil || keyed != nil else { return nil }
        let document = instantiation.document
        // NSCoder's methods are not isolated; every coder here is used on the main actor.
        nonisolated(unsafe) var decoded: Any?
        MainActor.assumeIsolated {
            if let attribute {
                decoded = NibRuntimeAttributes.value(of: attribute, in: document)
            } else if let keyed {
                switch keyed.name {
                case "color": decoded = NibValues.color(keyed, in: document)
                case "fontDescription": decoded = NibValues.font(keyed, in: document)
                case "string", "mutableString": decoded = keyed["value"] ?? keyed.text
                default: decoded = nil
                }
            }
        }
        return decoded
    }

    override func decodeBool(forKey key: String) -> Bool {
        if let flag = element.flag(key) { return flag }
        return (decodeNumber(key) ?? 0) != 0
    }
    override func decodeInteger(forKey key: String) -> Int { Int(exactly: (decodeNumber(key) ?? 0).rounded()) ?? 0 }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeDouble(forKey key: String) -> Double { decodeNumber(key) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeNumber(key) ?? 0) }

    private func decodeNumber(_ key: String) -> Double? {
        if key == "UISplitViewControllerStyle" { return Double(splitViewStyle.rawValue) }
        if let text = element[key] { return Double(text) }
        if let value = runtimeAttribute(key) { return value.child("real").flatMap { Double($0["value"] ?? "") } ?? Double(value["value"] ?? "") }
        return nil
    }

    /// A split view controller's style as Xcode writes it: `allowDoubleColumnStyle="YES"` (Xcode 12's
    /// "Double Column" style; `allowTripleColumnStyle` likewise), or column relationships only the
    /// column style has (`supplementaryViewController`: three columns; `primaryViewController` or
    /// `secondaryViewController`: two). Otherwise the classic style, master and detail.
    private var splitViewStyle: UISplitViewController.Style {
        let relationships = Set(element.contents(of: "connections").compactMap { $0["kind"] == "relationship" ? $0["relationship"] : nil })
        if element.flag("allowTripleColumnStyle") == true || relationships.contains("supplementaryViewController") { return .tripleColumn }
        if element.flag("allowDoubleColumnStyle") == true || !relationships.isDisjoint(with: ["primaryViewController", "secondaryViewController"]) {
            return .doubleColumn
        }
        return .unspecified
    }

    private func runtimeAttribute(_ keyPath: String) -> NibElement? {
        element.contents(of: "userDefinedRuntimeAttributes").first { $0["keyPath"] == keyPath }
    }

    /// Gives the view what its element says (R-IB1): `UIView.init?(coder:)` calls it once the
    /// class's own set-up is done, so the file's values win over the class's defaults.
    @MainActor func decodeAttributes(into view: UIView) {
        NibViewDecoding.decode(element, into: view, instantiation: instantiation)
    }

    // MARK: Values a class needs before `super.init(coder:)`

    /// An attribute of the element a `NibCoder` wraps; nil for any other coder.
    static func attribute(_ name: String, in coder: NSCoder) -> String? { (coder as? NibCoder)?.element[name] }

    static func buttonType(in coder: NSCoder) -> UIButton.ButtonType {
        switch attribute("buttonType", in: coder) {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    static func activityIndicatorStyle(in coder: NSCoder) -> UIActivityIndicatorView.Style {
        switch attribute("style", in: coder) {
        case "large": .large
        case "whiteLarge": .whiteLarge
        case "white": .white
        case "gray": .gray
        default: .medium
        }
    }

    static func segmentTitles(in coder: NSCoder) -> [String] {
        guard let element = (coder as? NibCoder)?.element else { return [] }
        return element.contents(of: "segments").map { $0["title"] ?? "" }
    }

    static func tableStyle(in coder: NSCoder) -> UITableView.Style {
        switch attribute("style", in: coder) {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    static func cellStyle(in coder: NSCoder) -> UITableViewCell.CellStyle {
        switch attribute("style", in: coder) {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    /// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`.
    @MainActor static func collectionLayout(in coder: NSCoder) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        guard let element = (coder as? NibCoder)?.element.keyed("collectionViewLayout") else { return layout }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if let size = NibValues.size(element.keyed("itemSize")) { layout.itemSize = size }
        if let size = NibValues.size(element.keyed("estimatedItemSize")), size != .zero { layout.estimatedItemSize = size }
        if let size = NibValues.size(element.keyed("headerReferenceSize")) { layout.headerReferenceSize = size }
        if let size = NibValues.size(element.keyed("footerReferenceSize")) { layout.footerReferenceSize = size }
        if let inset = NibValues.insets(element.keyed("sectionInset")) { layout.sectionInset = inset }
        return layout
    }
}

extension NibCoder {
    /// Gives a controller what its element says (`UIViewController.init?(coder:)`).
    @MainActor func decodeController(into controller: UIViewController) {
        NibControllerLoading.decode(element, into: controller, instantiation: instantiation)
    }
}
