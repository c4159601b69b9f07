import Foundation

/// Storyboard segues (R-IB3): relationships made with their controller, embeds made with their
/// container, triggered segues attached to the control, bar item or cell that triggers them, and
/// performing a segue in UIKit's order — `shouldPerformSegue` (triggered segues only), the
/// destination made, `prepare(for:sender:)`, then the transition.
@MainActor
enum NibSegues {
    /// A navigation controller's root, a tab bar controller's tabs.
    static func makeRelationships(of element: NibElement, into controller: UIViewController, instantiation: NibInstantiation) {
        guard let storyboard = instantiation.storyboard else { return }
        var tabs: [UIViewController] = []
        for segue in element.contents(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destinationID = segue["destination"], let destination = instantiation.document.elementsByID[destinationID],
                  let child = storyboard.instantiate(destination, creator: nil) else {
                instantiation.document.report("a relationship segue to \(segue["destination"] ?? "nothing") that cannot be made", at: segue)
                continue
            }
            switch segue["relationship"] {
            case "rootViewController":
                (controller as? UINavigationController)?.setViewControllers([child], animated: false)
            case "viewControllers":
                tabs.append(child)
            // A split view's columns: Xcode's classic master and detail, and the column style's.
            case "masterViewController", "primaryViewController":
                (controller as? UISplitViewController)?.setViewController(child, for: .primary)
            case "supplementaryViewController":
                (controller as? UISplitViewController)?.setViewController(child, for: .supplementary)
            case "detailViewController", "secondaryViewController":
                (controller as? UISplitViewController)?.setViewController(child, for: .secondary)
            case "compactViewController":
                (controller as? UISplitViewController)?.setViewController(child, for: .compact)
            default:
                instantiation.document.report("relationship \(segue["relationship"] ?? "") is not supported; skipped", at: segue)
            }
        }
        if !tabs.isEmpty { (controller as? UITabBarController)?.setViewControllers(tabs, animated: false) }
    }

    /// A segue in an object's connections: controllers keep theirs in their scene (performed by
    /// identifier); a control, bar item or cell triggers its own; a container view embeds.
    static func connect(_ segue: NibElement, from source: AnyObject, in instantiation: NibInstantiation) {
        if source is UIViewController { return }
        guard let scene = instantiation.sceneController else {
            instantiation.document.report("a segue outside a controller's scene; skipped", at: segue)
            return
        }
        if segue["kind"] == "embed", let container = source as? UIView {
            embed(segue, in: container, of: scene)
            return
        }
        let trigger: (Any?) -> Void = { [weak scene] sender in
            guard let scene else { return }
            if let identifier = segue["identifier"], !scene.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
            perform(segue, from: scene, sender: sender)
        }
        switch source {
        case let cell as UITableViewCell: cell.selectionSegue = trigger
        case let cell as UICollectionViewCell: cell.selectionSegue = trigger
        case let control as UIControl:
            // A button triggers on touch up inside, as its actions do; other controls on their primary action.
            let events: UIControl.Event = control is UIButton ? .touchUpInside : .primaryActionTriggered
            control.addAction(UIAction { action in trigger(action.sender) }, for: events)
        case let item as UIBarButtonItem:
            item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { action in trigger(action.sender ?? item) }
        default:
            instantiation.document.report("\(type(of: source)) cannot trigger a segue; skipped", at: segue)
        }
    }

    /// `performSegue(withIdentifier:sender:)`.
    static func perform(identifier: String, from source: UIViewController, sender: Any?) {
        guard let scene = source.storyboardScene, let storyboard = source.storyboard else {
            NibDocument.report("performSegue(withIdentifier: \"\(identifier)\"): \(type(of: source)) was not made by a storyboard; nothing happens")
            return
        }
        let segues = scene.descendants().filter { $0.name == "segue" && $0["identifier"] == identifier }
        guard let segue = segues.first else {
            storyboard.document.report("\(type(of: source)) has no segue with identifier \"\(identifier)\"; nothing happens", at: scene)
            return
        }
        perform(segue, from: source, sender: sender)
    }

    /// Makes the destination, calls `prepare(for:sender:)` and performs the transition.
    static func perform(_ segue: NibElement, from source: UIViewController, sender: Any?) {
        guard let storyboard = source.storyboard else { return }
        let document = storyboard.document
        if segue["kind"] == "unwind" {
            unwind(segue, from: source, sender: sender)
            return
        }
        guard let destinationID = segue["destination"], let element = document.elementsByID[destinationID],
              let destination = storyboard.instantiate(element, creator: nil) else {
            document.report("segue \(segue["identifier"] ?? segue.id ?? "") leads to no controller; nothing happens", at: segue)
            return
        }
        let made = makeSegue(segue, source: source, destination: destination, in: document)
        source.prepare(for: made, sender: sender)
        made.perform()
    }

    /// The segue object: the file's custom class, or UIKit's with the kind's transition.
    private static func makeSegue(_ segue: NibElement, source: UIViewController, destination: UIViewController,
                                  in document: NibDocument) -> UIStoryboardSegue {
        let identifier = segue["identifier"]
        if let custom = segue["customClass"] {
            if let type = NibClasses.named(custom, module: segue["customModule"]) as? UIStoryboardSegue.Type {
                return type.init(identifier: identifier, source: source, destination: destination)
            }
            document.report("no segue class \(custom); the segue shows its destination instead", at: segue)
        }
        let made = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        let animated = segue.flag("animates") ?? true
        switch segue["kind"] {
        case "presentation", "modal", "popoverPresentation":
            let styles: [String: UIModalPresentationStyle] = [
                "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "overFullScreen": .overFullScreen,
                "currentContext": .currentContext, "overCurrentContext": .overCurrentContext,
            ]
            if let name = segue["modalPresentationStyle"], let style = styles[name] { destination.modalPresentationStyle = style }
            made.setTransition { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.present(destination, animated: animated)
            }
        case "showDetail":
            made.setTransition { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.showDetailViewController(destination, sender: source)
            }
        case "push":
            made.setTransition { [weak source, weak destination] in
                guard let source, let destination else { return }
                if let navigation = source.navigationController { navigation.pushViewController(destination, animated: animated) }
                else { source.show(destination, sender: source) }
            }
        default:
            made.setTransition { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.show(destination, sender: source)
            }
        }
        return made
    }

    /// An unwind segue: the nearest controller back along the way the source came (presenters,
    /// then the navigation stack below it) that implements the unwind action gets it, after the
    /// source's `prepare(for:sender:)`; then the controllers above it are dismissed or popped.
    static func unwind(_ segue: NibElement, from source: UIViewController, sender: Any?) {
        guard let action = segue["unwindAction"] else { return }
        let selector = NibConnecting.selector(named: action)
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        while let each = current {
            if let navigation = each.navigationController, let index = navigation.viewControllers.firstIndex(where: { $0 === each }) {
                candidates += navigation.viewControllers[..<index].reversed()
            }
            if let presenter = each.presentingViewController {
                candidates.append(presenter)
                if let navigation = presenter as? UINavigationController { candidates += navigation.viewControllers.reversed() }
            }
            current = each.presentingViewController ?? each.parent
        }
        guard let destination = candidates.first(where: { $0 !== source && selector.isImplemented(by: $0)
                && $0.canPerformUnwindSegueAction(selector, from: source, sender: sender) }) else {
            source.storyboard?.document.report("no controller back from \(type(of: source)) implements \(action); nothing happens", at: segue)
            return
        }
        let made = UIStoryboardSegue(identifier: segue["identifier"], source: source, destination: destination)
        source.prepare(for: made, sender: sender)
        selector.invocation(on: destination)?(made, nil)
        if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }),
           source.navigationController === navigation {
            _ = navigation.popToViewController(destination, animated: true)
        } else if destination.presentedViewController != nil {
            destination.dismiss(animated: true)
        }
    }

    /// A container view's embedded controller: a child of the scene's controller, its view filling
    /// the container.
    private static func embed(_ segue: NibElement, in container: UIView, of scene: UIViewController) {
        guard let storyboard = scene.storyboard, let id = segue["destination"], let element = storyboard.document.elementsByID[id],
              let child = storyboard.instantiate(element, creator: nil) else { return }
        let made = UIStoryboardSegue(identifier: segue["identifier"], source: scene, destination: child)
        scene.prepare(for: made, sender: nil)
        scene.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: scene)
    }
}
