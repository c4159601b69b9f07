import Foundation

/// A `.xib` file read at run time (R-IB1): parsed once, instantiated as often as asked, each time
/// with its File's Owner and first-responder placeholders standing for the owner and the chain.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// A key of the options `instantiate(withOwner:options:)` takes (`.externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary from placeholder identifiers to the objects they stand for.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: NibDocument?
    private let name: String

    /// The nib `name.xib` in `bundle` (nil: the app's resources), as UIKit's `nibWithNibName:bundle:`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        if let path = NibDocument.find(name, extension: "xib", in: bundleOrNil) {
            document = NibDocument.load(path: path)
        } else {
            NibDocument.report("\(name).xib: not found in the app's resources")
            document = nil
        }
        super.init()
    }

    /// A nib from the XML of a `.xib` file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "nib data"
        switch NibXMLReader.read(data) {
        case .success(let root): document = NibDocument(path: "nib data", root: root)
        case .failure(let failure):
            NibDocument.report("nib data: \(failure)")
            document = nil
        }
        super.init()
    }

    /// Makes the nib's objects: the placeholders stand for `owner` and the options' external
    /// objects, outlets and actions are connected, `awakeFromNib` is sent, and the top-level
    /// objects are returned in file order (placeholders left out).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var placeholders: [String: AnyObject?] = [:]
        var placeholderElements: [(AnyObject, NibElement)] = []
        for element in document.topLevelObjects where element.name == "placeholder" {
            guard let id = element.id else { continue }
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner":
                let owner = ownerOrNil.map { $0 as AnyObject }
                placeholders[id] = owner
                if let owner { placeholderElements.append((owner, element)) }
            case let identifier?:
                let object = external[identifier].map { $0 as AnyObject }
                placeholders[id] = object
                if let object { placeholderElements.append((object, element)) }
            case nil:
                placeholders[id] = .some(nil)
            }
        }
        let instantiation = NibInstantiation(document: document, storyboard: nil, placeholders: placeholders)
        instantiation.sceneController = ownerOrNil as? UIViewController
        var made: [Any] = []
        for element in document.topLevelObjects where element.name != "placeholder" {
            if let object = instantiation.make(element) { made.append(object) }
        }
        for (object, element) in placeholderElements { instantiation.addConnections(of: object, element: element) }
        instantiation.finish()
        return made
    }
}

extension Bundle {
    /// The nib `name.xib` in this bundle, instantiated with `owner` (R-IB1).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Cells of `identifier` are made from the nib's first top-level cell (R-IB1).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return }
        cellRegistry.register(factory: { nib.instantiate(withOwner: nil).first { $0 is UITableViewCell } as? UITableViewCell },
                              identifier: identifier)
    }

    /// Headers and footers of `identifier` are made from the nib's first top-level view.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return }
        sectionViewRegistry.register(factory: {
            nib.instantiate(withOwner: nil).first { $0 is UITableViewHeaderFooterView } as? UITableViewHeaderFooterView
        }, identifier: identifier)
    }
}

extension UICollectionView {
    /// Cells of `identifier` are made from the nib's first top-level cell (R-IB1).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return }
        registerCell(factory: { nib.instantiate(withOwner: nil).first { $0 is UICollectionViewCell } as? UICollectionViewCell },
                     identifier: identifier)
    }
}
