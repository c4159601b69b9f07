import Foundation

/// The objects Interface Builder files hold, by element name: the class each element makes, and
/// the elements made without a coder — gesture recognizers and bar items, which UIKit archives but
/// which here are not `NSObject`s with an `init?(coder:)`.
@MainActor
enum NibObjectKinds {
    static let classes: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "stepper": UIStepper.self, "segmentedControl": UISegmentedControl.self, "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "navigationBar": UINavigationBar.self,
        "containerView": UIView.self, "toolbar": UIToolbar.self, "tabBar": UITabBar.self, "window": UIWindow.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
        "searchBar": UISearchBar.self, "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self,
        "visualEffectView": UIVisualEffectView.self,
    ]

    static func baseClass(of elementName: String) -> AnyClass? { classes[elementName] }

    static func isSubclass(_ type: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let each = current {
            if each == base { return true }
            current = _getSuperclass(each)
        }
        return false
    }

    private static let recognizers: Set<String> = [
        "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "rotationGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer",
    ]

    /// Whether an outlet may make `element` when it names it before anything else did: the
    /// recognizers and free-standing views a scene or nib holds beside its main objects.
    static func isMadeOnDemand(_ element: NibElement) -> Bool {
        recognizers.contains(element.name) || element.name == "barButtonItem"
            || (classes[element.name].map { $0 is UIView.Type } ?? false)
    }

    /// The object of an element made without a coder, or nil when `element` is made with one.
    static func makeSpecial(_ element: NibElement, in instantiation: NibInstantiation) -> AnyObject? {
        if recognizers.contains(element.name) { return recognizer(element, in: instantiation.document) }
        if element.name == "barButtonItem" { return barButtonItem(element, in: instantiation.document) }
        return nil
    }

    /// The standard recognizer of an element name (`recognizers` lists them).
    private static func standardRecognizer(_ name: String) -> UIGestureRecognizer {
        switch name {
        case "tapGestureRecognizer": UITapGestureRecognizer()
        case "panGestureRecognizer": UIPanGestureRecognizer()
        case "swipeGestureRecognizer": UISwipeGestureRecognizer()
        case "pinchGestureRecognizer": UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": UIRotationGestureRecognizer()
        case "longPressGestureRecognizer": UILongPressGestureRecognizer()
        default: UIScreenEdgePanGestureRecognizer()
        }
    }

    /// The element's recognizer: its `customClass` when the module's connection table can make
    /// one (xrport writes a maker for each recognizer subclass), else the standard class (reported).
    private static func makeRecognizer(_ element: NibElement, in document: NibDocument) -> UIGestureRecognizer {
        let standard = standardRecognizer(element.name)
        guard let custom = element["customClass"] else { return standard }
        let base: AnyClass = type(of: standard)
        guard let found = NibClasses.named(custom, module: element["customModule"]), NibObjectKinds.isSubclass(found, of: base),
              let made = NibClasses.entries(for: found).first(where: { $0.type == found })?.make?() as? UIGestureRecognizer else {
            document.report("gesture recognizer class \(custom) has no maker in the connection table (xrport writes one for "
                            + "each subclass it sees) or is not a \(base); the standard recognizer is used", at: element)
            return standard
        }
        return made
    }

    private static func recognizer(_ element: NibElement, in document: NibDocument) -> UIGestureRecognizer {
        let recognizer = makeRecognizer(element, in: document)
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = element.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
            if let touches = element.number("numberOfTouchesRequired") { tap.numberOfTouchesRequired = Int(touches) }
        case let edge as UIScreenEdgePanGestureRecognizer:
            if let edges = element.keyed("edges") {
                var rectEdges: UIRectEdge = []
                if edges.flag("left") == true { rectEdges.insert(.left) }
                if edges.flag("right") == true { rectEdges.insert(.right) }
                if edges.flag("top") == true { rectEdges.insert(.top) }
                if edges.flag("bottom") == true { rectEdges.insert(.bottom) }
                edge.edges = rectEdges
            }
        case let pan as UIPanGestureRecognizer:
            if let touches = element.number("minimumNumberOfTouches") { pan.minimumNumberOfTouches = Int(touches) }
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let name = element["direction"], let direction = directions[name] { swipe.direction = direction }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
        default: break
        }
        if element.flag("cancelsTouchesInView") == false { recognizer.cancelsTouchesInView = false }
        if element.flag("enabled") == false { recognizer.isEnabled = false }
        return recognizer
    }

    private static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera,
        "trash": .trash, "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward,
        "undo": .undo, "redo": .redo, "pageCurl": .pageCurl, "close": .close,
    ]

    /// `<barButtonItem title="Add" style="done" systemItem="add" image="…"/>`; its action is a
    /// connection, made with the others.
    private static func barButtonItem(_ element: NibElement, in document: NibDocument) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let name = element["systemItem"], let system = systemItems[name] {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
            item.title = element["title"]
            item.image = NibValues.image(element.keyed("image"), in: document) ?? NibValues.image(named: element["image"], in: document, at: element)
        }
        if element["style"] == "done" { item.style = .done }
        if element.flag("enabled") == false { item.isEnabled = false }
        if let tint = NibValues.color(element.keyed("tintColor", "color"), in: document) { item.tintColor = tint }
        if let width = element.number("width") { item.width = width }
        return item
    }
}
