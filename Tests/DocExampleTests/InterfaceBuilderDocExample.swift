import XResponder

// docs/interface-builder.md: the connection table xrport writes for a controller whose outlet
// and action a storyboard connects (the @IBOutlet and @IBAction attributes removed by xrport).

final class InboxViewController: UIViewController {
    weak var titleLabel: UILabel!
    func addTapped(_ sender: Any) {}
}

@MainActor
enum GeneratedInterfaceBuilderConnections: InterfaceBuilderConnections {
    static var classes: [InterfaceBuilderClass] {
        [
            InterfaceBuilderClass(InboxViewController.self, outlets: [
                "titleLabel": InterfaceBuilderClass.outlet { (object: InboxViewController, value) in InterfaceBuilderClass.assign(value, to: &object.titleLabel) },
            ], actions: [
                Selector("addTapped:", InboxViewController.addTapped(_:)),
            ]),
        ]
    }
}
