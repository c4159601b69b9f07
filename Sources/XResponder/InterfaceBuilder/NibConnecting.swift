import Foundation

/// Makes an object's `<connections>` (R-IB2): outlets and outlet collections, actions of controls,
/// bar button items and gesture recognizers, and segues (`NibSegues`). The library's own outlets
/// (`view`, `delegate`, `dataSource`, `gestureRecognizers`, `titleView`) are set here; an app
/// class's through its module's generated table (`InterfaceBuilderConnections`). A connection
/// that cannot be made is reported with the class, the name and the file, and skipped.
@MainActor
enum NibConnecting {
    static func connect(_ element: NibElement, of source: AnyObject, in instantiation: NibInstantiation) {
        let document = instantiation.document
        var collections: [(property: String, objects: [AnyObject], at: NibElement)] = []
        for connection in element.contents(of: "connections") {
            switch connection.name {
            case "outlet":
                guard let property = connection["property"], let id = connection["destination"] else { continue }
                let destination = instantiation.object(forID: id)
                if destination == nil, !instantiation.isNilPlaceholder(id) {
                    document.report("outlet \(property) of \(describe(source)) names \(id), which is not in the file; not connected", at: connection)
                    continue
                }
                if !setProperty(property, to: destination, on: source) {
                    document.report(missing("outlet", property, of: source), at: connection)
                }
            case "outletCollection":
                guard let property = connection["property"], let id = connection["destination"],
                      let destination = instantiation.object(forID: id) else { continue }
                if let index = collections.firstIndex(where: { $0.property == property }) {
                    collections[index].objects.append(destination)
                } else {
                    collections.append((property, [destination], connection))
                }
            case "action":
                connectAction(connection, of: source, in: instantiation)
            case "segue":
                NibSegues.connect(connection, from: source, in: instantiation)
            default:
                document.report("connection <\(connection.name)> is not supported; skipped", at: connection)
            }
        }
        for (property, objects, at) in collections where !setProperty(property, to: objects, on: source) {
            document.report(missing("outlet collection", property, of: source), at: at)
        }
    }

    private static func describe(_ object: AnyObject) -> String { String(reflecting: type(of: object)) }

    private static func missing(_ kind: String, _ name: String, of object: AnyObject) -> String {
        guard NibClasses.module(of: type(of: object)) != "XResponder" else {
            return "\(describe(object)) has no \(kind) \"\(name)\" a file can connect; not connected"
        }
        return "\(describe(object)) has no \(kind) \"\(name)\" in its module's GeneratedInterfaceBuilderConnections "
            + "(xrport writes it from @IBOutlet, @IBAction and @IBInspectable); not connected"
    }

    /// Sets `property` of `object`: the library's outlets first, then the class's generated table.
    static func setProperty(_ property: String, to value: Any?, on object: AnyObject) -> Bool {
        for entry in NibClasses.entries(for: type(of: object)) {
            if let setter = entry.outlets[property] { return setter(object, value) }
        }
        return setLibraryOutlet(property, to: value, on: object)
    }

    private static func setLibraryOutlet(_ property: String, to value: Any?, on object: AnyObject) -> Bool {
        switch (property, object) {
        case ("view", let controller as UIViewController):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case ("delegate", let table as UITableView): table.delegate = value as? UITableViewDelegate
        case ("dataSource", let table as UITableView): table.dataSource = value as? UITableViewDataSource
        case ("delegate", let collection as UICollectionView): collection.delegate = value as? UICollectionViewDelegate
        case ("dataSource", let collection as UICollectionView): collection.dataSource = value as? UICollectionViewDataSource
        case ("delegate", let field as UITextField): field.delegate = value as? UITextFieldDelegate
        case ("delegate", let search as UISearchBar): search.delegate = value as? UISearchBarDelegate
        case ("delegate", let picker as UIPickerView): picker.delegate = value as? UIPickerViewDelegate
        case ("dataSource", let picker as UIPickerView): picker.dataSource = value as? UIPickerViewDataSource
        case ("delegate", let scroll as UIScrollView): scroll.delegate = value as? UIScrollViewDelegate
        case ("delegate", let recognizer as UIGestureRecognizer): recognizer.delegate = value as? UIGestureRecognizerDelegate
        case ("delegate", let navigation as UINavigationController): navigation.delegate = value as? UINavigationControllerDelegate
        case ("delegate", let tabs as UITabBarController): tabs.delegate = value as? UITabBarControllerDelegate
        case ("gestureRecognizers", let view as UIView):
            for recognizer in (value as? [AnyObject] ?? []).compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
        case ("titleView", let item as UINavigationItem): item.titleView = value as? UIView
        default: return false
        }
        return true
    }

    /// An action found by name on whichever object receives it: the class's generated table, or
    /// one of the standard edit actions (a file's first-responder actions are usually those).
    static func selector(named name: String) -> Selector {
        let standard: [Selector] = [.cut, .copy, .paste, .selectAll, .delete]
        return Selector(name: name) { object in
            for entry in NibClasses.entries(for: type(of: object)) {
                if let action = entry.actions[name] { return action.invocation(on: object) }
            }
            return standard.first { $0.name == name }?.invocation(on: object)
        }
    }

    /// `<action selector="tapped:" destination="…" eventType="touchUpInside"/>`. A destination that
    /// is the first responder sends the action along the responder chain, as in UIKit.
    private static func connectAction(_ connection: NibElement, of source: AnyObject, in instantiation: NibInstantiation) {
        guard let name = connection["selector"], let id = connection["destination"] else { return }
        let target = instantiation.object(forID: id)
        let action = selector(named: name)
        if let target, action.invocation(on: target) == nil {
            instantiation.document.report(missing("action", name, of: target), at: connection)
            return
        }
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: action, for: NibValues.controlEvents(connection["eventType"]))
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: action) }
        default:
            instantiation.document.report("\(describe(source)) cannot send actions; \(name) not connected", at: connection)
        }
    }
}
