import XResponder

/// Scene 26: a split view controller as an iPad app builds it (R-BR1). A double column: a sidebar
/// of mailboxes beside the messages; a click shows a mailbox in the secondary column; the sidebar
/// button hides and shows the primary. Narrowed below 640 points (resize the window), the split
/// view collapses to one stack, the sidebar on top.
final class SplitScene: SceneController, UISplitViewControllerDelegate {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = MailboxListController(style: .insetGrouped)

    override var sceneTitle: String { "26 · A split view: sidebar and detail" }
    override var summary: String {
        "A double-column split view controller: pick a mailbox in the sidebar; the sidebar button hides and shows it. Narrow the window to collapse it."
    }

    override func buildScene() {
        split.delegate = self
        split.setViewController(sidebar, for: .primary)
        split.setViewController(MailboxDetailController(mailbox: "Inbox"), for: .secondary)
        split.preferredPrimaryColumnWidth = 260
        addChild(split)
        split.view.frame = CGRect(x: 0, y: 84, width: 720, height: 446)
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(split.view)
        split.didMove(toParent: self)
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { .primary }

    override func tour(_ driver: TourDriver) {
        driver.screenshot("26-split-view")
        let table = sidebar.tableView!
        let sent = table.rectForRow(at: IndexPath(row: 2, section: 0))
        driver.click(CGPoint(x: sent.midX, y: sent.midY), in: table)
        driver.wait(0.5)
        driver.screenshot("26-split-view-sent")
        split.hide(.primary)
        driver.wait(0.3)
        driver.screenshot("26-split-view-secondary-only")
        split.show(.primary)
    }
}

/// The sidebar: mailboxes in an inset grouped list.
final class MailboxListController: UITableViewController {
    let mailboxes = ["Inbox", "Drafts", "Sent", "Archive", "Junk"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "mailbox")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mailboxes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mailbox", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = mailboxes[indexPath.row]
        content.image = UIImage(systemName: indexPath.row == 0 ? "envelope" : "folder")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showDetailViewController(MailboxDetailController(mailbox: mailboxes[indexPath.row]), sender: self)
        Status.report("split view: showing \(mailboxes[indexPath.row])")
    }
}

/// The secondary column: the mailbox's name and an empty state.
final class MailboxDetailController: UIViewController {
    let mailbox: String

    init(mailbox: String) {
        self.mailbox = mailbox
        super.init(nibName: nil, bundle: nil)
        title = mailbox
    }

    required init?(coder: NSCoder) {
        mailbox = "Inbox"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "No messages in \(mailbox)"
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
