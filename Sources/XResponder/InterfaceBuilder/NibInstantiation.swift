import Foundation

/// One instantiation of a nib or of a storyboard scene's objects (R-IB1): it makes each object from
/// its element through `init?(coder:)`, keeps what it made by id, and, once everything exists,
/// installs the constraints, makes the connections, sets user-defined runtime attributes and sends
/// `awakeFromNib` — UIKit's order.
///
/// An element that cannot be made (an unknown class, a class that is not a view or controller, a
/// failing initializer) is reported once with its file and line and left out; the rest loads.
@MainActor
final class NibInstantiation {
    let document: NibDocument
    let storyboard: UIStoryboard?
    /// Objects made and placeholders, by id. Placeholders mapped to nil (the first responder) are
    /// kept in `nilPlaceholders`.
    private(set) var objects: [String: AnyObject] = [:]
    private var nilPlaceholders: Set<String> = []
    /// Objects to send `awakeFromNib`, in the order they were made.
    private var madeInOrder: [AnyObject] = []
    private var constraintHolders: [(view: UIView, element: NibElement)] = []
    private var connectionSources: [(object: AnyObject, element: NibElement)] = []
    private var depth = 0
    /// The controller of the scene being made, for segues its controls trigger and embed.
    weak var sceneController: UIViewController?
    /// Makes the root controller instead of its class's `init?(coder:)` (UIKit's `creator:`).
    var rootCreator: ((NSCoder) -> UIViewController?)?
    /// Objects nest (views in views) no deeper than this; the XML reader's cap is above it.
    static let maximumDepth = 120

    init(document: NibDocument, storyboard: UIStoryboard?, placeholders: [String: AnyObject?] = [:]) {
        self.document = document
        self.storyboard = storyboard
        for (id, object) in placeholders {
            if let object { objects[id] = object } else { nilPlaceholders.insert(id) }
        }
    }

    /// Whether `id` names the first responder or another placeholder standing for nothing.
    func isNilPlaceholder(_ id: String) -> Bool { nilPlaceholders.contains(id) }

    /// The object of `element`, made now with its subtree (or the one already made).
    @discardableResult
    func make(_ element: NibElement) -> AnyObject? {
        if let id = element.id, let made = objects[id] { return made }
        guard depth < Self.maximumDepth else {
            document.report("objects nest deeper than \(Self.maximumDepth) levels; <\(element.name)> and what it holds are left out", at: element)
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        guard let object = makeObject(element) else { return nil }
        register(object, for: element)
        return object
    }

    /// Records a made object: its id, its connections and runtime attributes for `finish()`.
    func register(_ object: AnyObject, for element: NibElement) {
        if let id = element.id { objects[id] = object }
        madeInOrder.append(object)
        // A controller's own connections name its view's objects: they are made when the view
        // loads (NibControllerLoading), as UIKit connects them then.
        if !(object is UIViewController), element.child("connections") != nil || element.child("userDefinedRuntimeAttributes") != nil {
            connectionSources.append((object, element))
        }
    }

    /// Adds connections of an object made elsewhere (a scene's controller, a nib's owner).
    func addConnections(of object: AnyObject, element: NibElement) {
        connectionSources.append((object, element))
    }

    /// Records an object the file names but does not make (a view's layout guide).
    func register(_ object: AnyObject, id: String) { objects[id] = object }

    /// The object an id names: made, a placeholder, or an object of the file's `<objects>` made
    /// now (a gesture recognizer an outlet collection names). Nil for the first responder.
    func object(forID id: String) -> AnyObject? {
        if let made = objects[id] { return made }
        guard !nilPlaceholders.contains(id), let element = document.elementsByID[id] else { return nil }
        guard NibObjectKinds.isMadeOnDemand(element) else { return nil }
        return make(element)
    }

    /// Keeps `view`'s `<constraints>` and size-class `<variation>`s for `finish()`, when every item
    /// they name exists.
    func deferConstraints(of view: UIView, element: NibElement) {
        if element.child("constraints") != nil || element.child("variation") != nil { constraintHolders.append((view, element)) }
    }

    /// Installs constraints, connects, sets runtime attributes and awakes what was made.
    func finish() {
        for (view, element) in constraintHolders { NibConstraints.install(element, holder: view, in: self) }
        constraintHolders.removeAll()
        // Connecting can make objects that only an outlet names (a recognizer placed in the scene,
        // a bar item): their own connections, such as the recognizer's action, are made in turn.
        while !connectionSources.isEmpty {
            let sources = connectionSources
            connectionSources.removeAll()
            for (object, element) in sources { NibConnecting.connect(element, of: object, in: self) }
            for (object, element) in sources { NibRuntimeAttributes.apply(element, to: object, in: self) }
        }
        let awakening = madeInOrder
        madeInOrder.removeAll()
        for object in awakening { (object as? UIResponder)?.awakeFromNib() }
    }

    // MARK: Making one object

    private func makeObject(_ element: NibElement) -> AnyObject? {
        if let special = NibObjectKinds.makeSpecial(element, in: self) { return special }
        let coder = NibCoder(element: element, instantiation: self)
        if let creator = rootCreator {
            rootCreator = nil
            return creator(coder)
        }
        guard let type = resolveClass(of: element) else { return nil }
        let made: AnyObject?
        if let viewType = type as? UIView.Type {
            made = viewType.init(coder: coder)
        } else if let controllerType = type as? UIViewController.Type {
            made = controllerType.init(coder: coder)
        } else {
            document.report("\(String(reflecting: type)) (<\(element.name)>) is neither a view nor a view controller; left out", at: element)
            return nil
        }
        if made == nil { document.report("\(String(reflecting: type)).init(coder:) returned nil; <\(element.name)> left out", at: element) }
        return made
    }

    /// The class of `element`: its `customClass` when it names one that descends from the
    /// element's own class, otherwise the element's class (`<label>` → `UILabel`).
    private func resolveClass(of element: NibElement) -> AnyClass? {
        let base: AnyClass? = NibObjectKinds.baseClass(of: element.name)
        guard let custom = element["customClass"] else {
            if base == nil { document.report("<\(element.name)> is not an object XResponder makes; left out", at: element) }
            return base
        }
        guard let type = NibClasses.named(custom, module: element["customModule"]) else {
            document.report("no class \(custom) (customModule \(element["customModule"] ?? "none")); \(base.map { String(describing: $0) } ?? "nothing") is made instead", at: element)
            return base
        }
        if let base, !NibObjectKinds.isSubclass(type, of: base) {
            document.report("\(custom) is not a subclass of \(base), as <\(element.name)> needs; \(base) is made instead", at: element)
            return base
        }
        return type
    }
}
