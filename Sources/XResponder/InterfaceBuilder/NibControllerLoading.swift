import Foundation

/// Controllers from storyboards and nibs (R-IB1, R-IB3): what `UIViewController.init?(coder:)`
/// reads, and how `loadView()` makes the view from the scene or from the nib named at init.
@MainActor
enum NibControllerLoading {
    /// Reads a controller's element: title, navigation and tab bar items, presentation styles,
    /// the navigation bar, and the children its relationship segues name.
    static func decode(_ element: NibElement, into controller: UIViewController, instantiation: NibInstantiation) {
        let document = instantiation.document
        controller.storyboard = instantiation.storyboard
        controller.storyboardScene = element
        if let title = element["title"] { controller.title = title }
        if let item = element.keyed("navigationItem", "navigationItem") { decodeNavigationItem(item, of: controller, instantiation: instantiation) }
        if let item = element.keyed("tabBarItem", "tabBarItem") {
            let tabItem = controller.tabBarItem ?? UITabBarItem()
            tabItem.title = item["title"]
            tabItem.image = NibValues.image(item.keyed("image", "imageReference"), in: document)
                ?? NibValues.image(named: item["image"], in: document, at: item)
            if let selected = item["selectedImage"] { tabItem.selectedImage = NibValues.image(named: selected, in: document, at: item) }
            if let tag = item.number("tag") { tabItem.tag = Int(tag) }
            controller.tabBarItem = tabItem
        }
        let presentations: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
            "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        ]
        if let name = element["modalPresentationStyle"], let style = presentations[name] { controller.modalPresentationStyle = style }
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
        ]
        if let name = element["modalTransitionStyle"], let style = transitions[name] { controller.modalTransitionStyle = style }
        if let hides = element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let navigation = controller as? UINavigationController, let bar = element.keyed("navigationBar") {
            if let large = bar.flag("largeTitles") { navigation.navigationBar.prefersLargeTitles = large }
            if let color = NibValues.color(bar.keyed("barTintColor", "color"), in: document) { navigation.navigationBar.barTintColor = color }
        }
        instantiation.sceneController = controller
        NibSegues.makeRelationships(of: element, into: controller, instantiation: instantiation)
    }

    private static func decodeNavigationItem(_ element: NibElement, of controller: UIViewController, instantiation: NibInstantiation) {
        let item = controller.navigationItem
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let back = element["backButtonTitle"] { item.backButtonTitle = back }
        switch element["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        func barItem(_ element: NibElement?) -> UIBarButtonItem? { element.flatMap { instantiation.make($0) as? UIBarButtonItem } }
        if let left = barItem(element.keyed("leftBarButtonItem")) { item.leftBarButtonItem = left }
        if let right = barItem(element.keyed("rightBarButtonItem")) { item.rightBarButtonItem = right }
        if let back = barItem(element.keyed("backBarButtonItem")) { item.backBarButtonItem = back }
        // Xcode writes several items as an element named for the property, with no key
        // (`<rightBarButtonItems>`, leading item first); a keyed one is read too.
        func barItems(_ name: String) -> [UIBarButtonItem] {
            (element.keyed(name) ?? element.child(name))?.children.compactMap(barItem) ?? []
        }
        let lefts = barItems("leftBarButtonItems")
        if !lefts.isEmpty { item.leftBarButtonItems = lefts }
        let rights = barItems("rightBarButtonItems")
        if !rights.isEmpty { item.rightBarButtonItems = rights }
        if let titleView = element.keyed("titleView"), let view = instantiation.make(titleView) as? UIView { item.titleView = view }
        if let id = element.id { instantiation.register(item, id: id) }
    }

    /// Whether the controller's view comes from a file (its scene or its nib).
    static func hasFileView(_ controller: UIViewController) -> Bool {
        controller.storyboardScene?.keyed("view") != nil || controller.nibName != nil
    }

    /// Loads the controller's view from its scene or nib; false when it has neither.
    static func loadView(of controller: UIViewController) -> Bool {
        if let scene = controller.storyboardScene, let storyboard = controller.storyboard, let viewElement = scene.keyed("view") {
            var placeholders: [String: AnyObject?] = [:]
            if let id = scene.id { placeholders[id] = controller }
            let instantiation = NibInstantiation(document: storyboard.document, storyboard: storyboard, placeholders: placeholders)
            instantiation.sceneController = controller
            guard let view = instantiation.make(viewElement) as? UIView else { return false }
            controller.view = view
            // Storyboards of iOS 7 to 10 tie views to the controller's top and bottom layout guides.
            for guide in scene.children("layoutGuides").flatMap({ $0.children("viewControllerLayoutGuide") }) {
                guard let id = guide.id else { continue }
                let guides = controller.barLayoutGuidesMade()
                instantiation.register(guide["type"] == "bottom" ? guides.bottom : guides.top, id: id)
            }
            // The controller's outlets name views that exist only now.
            instantiation.addConnections(of: controller, element: scene)
            instantiation.finish()
            return true
        }
        if let name = controller.nibName {
            let nib = UINib(nibName: name, bundle: controller.nibBundle)
            _ = nib.instantiate(withOwner: controller, options: nil)
            if controller.isViewLoaded { return true }
            NibDocument.report("\(name): the nib did not give \(type(of: controller)) a view (no \"view\" outlet from File's Owner)")
            return false
        }
        return false
    }
}
