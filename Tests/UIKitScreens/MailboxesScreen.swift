import XResponder

// A split view as iOS developers write it since iOS 14: a double-column split view controller
// made in the scene delegate, a sidebar of mailboxes, selection showing the messages in the
// secondary column with showDetailViewController, and the delegate keeping the sidebar on top
// when the window is too narrow for two columns. Swift 5 mode, UIKit's idiom unchanged.

class MailboxesViewController: UITableViewController {
    let mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return mailboxes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = mailboxes[indexPath.row]
        content.image = UIImage(systemName: "tray")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let messages = MessagesViewController()
        messages.mailbox = mailboxes[indexPath.row]
        showDetailViewController(UINavigationController(rootViewController: messages), sender: self)
    }
}

class MessagesViewController: UIViewController {
    var mailbox = "Inbox"
    let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = mailbox
        view.backgroundColor = .systemBackground
        countLabel.text = "No messages in \(mailbox)"
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

class MailSplitDelegate: UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        return .primary
    }
}

func makeMailSplitViewController(delegate: MailSplitDelegate) -> UISplitViewController {
    let split = UISplitViewController(style: .doubleColumn)
    split.preferredDisplayMode = .oneBesideSecondary
    split.delegate = delegate
    split.setViewController(MailboxesViewController(style: .insetGrouped), for: .primary)
    split.setViewController(MessagesViewController(), for: .secondary)
    return split
}
