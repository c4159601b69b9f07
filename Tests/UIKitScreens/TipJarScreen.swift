import XResponder

// A tip jar as iOS developers often write it: controls built in stored properties' closure
// initializers that name `self` as their target. There `self` is the method `NSObject.self`, not
// the controller (the compiler warns), and UIKit sends the action along the responder chain, where
// the controller that shows the control performs it (R-F4). Swift 5 mode, UIKit's idiom unchanged
// except for what xrport rewrites (`import`, `Selector(…)` for `#selector(…)`).

class TipJarViewController: UIViewController {
    private(set) var tips: [Int] = []
    private(set) var cleared = 0
    private(set) var shakes = 0

    let tipButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Tip $1", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addTarget(self, action: Selector("addTip", TipJarViewController.addTip), for: .touchUpInside)
        return button
    }()

    let totalLabel: UILabel = {
        let label = UILabel()
        label.text = "$0"
        label.isUserInteractionEnabled = true
        label.translatesAutoresizingMaskIntoConstraints = false
        label.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("shakeJar", TipJarViewController.shakeJar)))
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self,
                                                            action: Selector("clear", TipJarViewController.clear))
        view.addSubview(tipButton)
        view.addSubview(totalLabel)
        NSLayoutConstraint.activate([
            tipButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            tipButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            totalLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            totalLabel.topAnchor.constraint(equalTo: tipButton.bottomAnchor, constant: 20),
        ])
    }

    func addTip() {
        tips.append(1)
        totalLabel.text = "$\(tips.reduce(0, +))"
    }

    func shakeJar() {
        shakes += 1
    }

    func clear() {
        tips.removeAll()
        cleared += 1
        totalLabel.text = "$0"
    }
}
