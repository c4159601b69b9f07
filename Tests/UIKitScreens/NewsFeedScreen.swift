import XResponder

// Pull to refresh as iOS developers write it: a table view controller whose refreshControl is
// made in viewDidLoad with a target-action (the selector as xrport writes `#selector(refresh(_:))`),
// a "Pull to refresh" title, and a fake network fetch that ends refreshing from the main queue
// after inserting a headline at the top. A "Sort" bar button opens a UIMenu of sort orders as its
// primary action. Swift 5 mode; as xrport leaves it (the selector written out, `@objc` dropped).

class NewsFeedViewController: UITableViewController {
    var headlines = ["Markets close higher", "Rain expected Friday", "Local team wins"]
    var fetches = 0
    var sortedAlphabetically = false
    /// Runs the "network" completion; the test hands it the main queue's next turn.
    var deliver: (@escaping () -> Void) -> Void = { work in DispatchQueue.main.async(execute: work) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "News"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Headline")
        let refreshControl = UIRefreshControl()
        refreshControl.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refreshControl.addTarget(self, action: Selector("refresh:", NewsFeedViewController.refresh(_:)), for: .valueChanged)
        self.refreshControl = refreshControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sortMenu())
    }

    func sortMenu() -> UIMenu {
        UIMenu(title: "Sort By", children: [
            UIAction(title: "Newest", state: sortedAlphabetically ? .off : .on) { [weak self] _ in self?.sort(alphabetically: false) },
            UIAction(title: "A to Z", state: sortedAlphabetically ? .on : .off) { [weak self] _ in self?.sort(alphabetically: true) },
        ])
    }

    func sort(alphabetically: Bool) {
        sortedAlphabetically = alphabetically
        if alphabetically { headlines.sort() }
        navigationItem.rightBarButtonItem?.menu = sortMenu()
        tableView.reloadData()
    }

    func refresh(_ sender: UIRefreshControl) {
        fetches += 1
        deliver { [weak self] in
            guard let self = self else { return }
            self.headlines.insert("Breaking news \(self.fetches)", at: 0)
            self.tableView.reloadData()
            sender.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Headline", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = headlines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
