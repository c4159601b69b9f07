import XResponder

// A popover as iOS developers write it: a "Filter" bar button presents a small options controller
// with .popover style, anchored to the bar button item, sized by preferredContentSize, kept a
// popover on iPhone by the delegate's adaptivePresentationStyle returning .none, and the choice
// applied when the user dismisses it by tapping outside (presentationControllerDidDismiss).
// Swift 5 mode; unchanged from what compiles for iOS.

class FilterOptionsViewController: UIViewController {
    let options = ["All", "Unread", "Flagged"]
    var selectedIndex = 0
    var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        preferredContentSize = CGSize(width: 200, height: CGFloat(options.count) * 44)
        for (index, option) in options.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(option, for: .normal)
            button.contentHorizontalAlignment = .leading
            button.frame = CGRect(x: 16, y: CGFloat(index) * 44, width: 168, height: 44)
            button.addAction(UIAction { [weak self] _ in self?.selectedIndex = index }, for: .touchUpInside)
            view.addSubview(button)
            buttons.append(button)
        }
    }
}

class MailboxViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    var filter = "All"
    private var options: FilterOptionsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem?.primaryAction = UIAction(title: "Filter") { [weak self] _ in self?.showFilter() }
    }

    func showFilter() {
        let options = FilterOptionsViewController()
        options.modalPresentationStyle = .popover
        options.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        options.popoverPresentationController?.permittedArrowDirections = .up
        options.popoverPresentationController?.delegate = self
        self.options = options
        present(options, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let options = options else { return }
        filter = options.options[options.selectedIndex]
        self.options = nil
    }
}
