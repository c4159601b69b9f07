import XResponder

// A contacts screen as an iOS developer writes it (issue #31): a tab bar controller with a
// navigation controller, an add button, a detail pushed on tap, an alert with a text field, a
// sheet, and the lifecycle callbacks. Compiled in Swift 5 mode, exactly as xrport leaves UIKit code
// (the #selectors became Selector(name, Type.method); nothing else changed).

struct Contact {
    var name: String
    var phone: String
}

class ContactsViewController: UIViewController {
    var contacts = [Contact(name: "Ada Lovelace", phone: "555-0100"), Contact(name: "Alan Turing", phone: "555-0199")]
    var rows: [UIButton] = []
    var appearances = 0
    let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("addContact", ContactsViewController.addContact))
        stackView.axis = .vertical
        stackView.spacing = 1
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        reloadRows()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        reloadRows()
    }

    func reloadRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = contacts.enumerated().map { index, contact in
            let button = UIButton(type: .system)
            button.setTitle(contact.name, for: .normal)
            button.contentHorizontalAlignment = .leading
            button.tag = index
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.addTarget(self, action: Selector("showContact:", ContactsViewController.showContact(_:)), for: .touchUpInside)
            stackView.addArrangedSubview(button)
            return button
        }
    }

    func showContact(_ sender: UIButton) {
        let detail = ContactDetailViewController()
        detail.contact = contacts[sender.tag]
        navigationController?.pushViewController(detail, animated: true)
    }

    func addContact() {
        let alert = UIAlertController(title: "New Contact", message: "Enter a name", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Name"
            textField.autocapitalizationType = .words
        }
        let add = UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self?.contacts.append(Contact(name: name, phone: ""))
            self?.reloadRows()
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(add)
        alert.preferredAction = add
        present(alert, animated: true, completion: nil)
    }
}

class ContactDetailViewController: UIViewController {
    var contact: Contact!
    let phoneLabel = UILabel()
    var didAppear = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = contact.name
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Call", style: .done, target: self, action: Selector("call", ContactDetailViewController.call))
        phoneLabel.text = contact.phone
        phoneLabel.frame = CGRect(x: 20, y: 60, width: 300, height: 30)
        view.addSubview(phoneLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear = true
    }

    func call() {
        let sheet = CallSheetViewController()
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }
}

class CallSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let hangUp = UIButton(type: .system, primaryAction: UIAction(title: "Hang Up") { [unowned self] _ in
            self.dismiss(animated: true)
        })
        hangUp.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        view.addSubview(hangUp)
    }
}

func makeContactsApp() -> UITabBarController {
    let tabs = UITabBarController()
    let contacts = UINavigationController(rootViewController: ContactsViewController())
    contacts.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
    let recents = UIViewController()
    recents.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
    tabs.viewControllers = [contacts, recents]
    return tabs
}
