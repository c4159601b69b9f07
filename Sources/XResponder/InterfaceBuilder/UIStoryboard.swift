import Foundation

/// A storyboard file read at run time (R-IB1): Xcode's XML, parsed once per file, each controller
/// made from what was parsed through `init?(coder:)`.
///
/// UIKit raises when the file or an identifier is missing; here the problem is reported (file,
/// what) and an empty controller stands in, so the app keeps running.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: NibDocument
    /// Controllers being made, by element id: a relationship or embed cycle stops here.
    private var making: Set<String> = []

    /// The storyboard `name.storyboard` in `bundle` (nil: the app's resources and the folders
    /// `UIImage(named:)` searches, with their `Base.lproj`).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let path = NibDocument.find(name, extension: "storyboard", in: storyboardBundleOrNil)
        if let path, let document = NibDocument.load(path: path) {
            self.document = document
        } else {
            // A file that was found and could not be read has been reported already.
            if path == nil { NibDocument.report("\(name).storyboard: not found in the app's resources; its controllers are empty") }
            document = NibDocument(path: "\(name).storyboard", root: NibElement(name: "document", attributes: [:], line: 0))
        }
        super.init()
    }

    init(document: NibDocument) {
        self.document = document
        super.init()
    }

    /// The controller the storyboard starts with (nil when it names none).
    open func instantiateInitialViewController() -> UIViewController? {
        guard let element = document.initialController else { return nil }
        return instantiate(element, creator: nil)
    }

    /// The initial controller, made by `creator` (which calls the controller's own initializer
    /// with the coder, for dependencies a storyboard cannot give).
    public func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let element = document.initialController else { return nil }
        return instantiate(element, creator: creator.map { made in { made($0) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = document.controllersByIdentifier[identifier] else {
            document.report("no controller with the Storyboard ID \"\(identifier)\"; an empty controller stands in", at: nil)
            return UIViewController()
        }
        return instantiate(element, creator: nil) ?? UIViewController()
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator`.
    public func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                            creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let element = document.controllersByIdentifier[identifier],
              let made = instantiate(element, creator: creator.map { made in { made($0) } }) as? ViewController else {
            document.report("no controller of type \(ViewController.self) with the Storyboard ID \"\(identifier)\"", at: nil)
            // A plain instance through the initializer every controller has; UIKit raises here.
            guard let plain = ViewController(coder: NSCoder()) else {
                fatalError("XResponder: no controller \"\(identifier)\" in \(document.path), and \(ViewController.self)(coder:) failed")
            }
            return plain
        }
        return made
    }

    /// Makes the controller of `element` (its children by relationship included), then awakes it.
    func instantiate(_ element: NibElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let key = element.id ?? "\(element.line)"
        guard !making.contains(key) else {
            document.report("controller \(key) contains itself through its relationship or embed segues; not made again", at: element)
            return nil
        }
        making.insert(key)
        defer { making.remove(key) }
        let instantiation = NibInstantiation(document: document, storyboard: self)
        instantiation.rootCreator = creator
        let made = instantiation.make(element)
        instantiation.finish()
        guard let controller = made as? UIViewController else {
            if made != nil { document.report("<\(element.name)> is not a view controller", at: element) }
            return nil
        }
        return controller
    }
}
