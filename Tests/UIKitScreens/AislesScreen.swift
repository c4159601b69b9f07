import XResponder

// A shopping list grouped by aisle, as an iOS developer writes it: a table view controller whose
// section headers are a registered UITableViewHeaderFooterView subclass, dequeued in
// viewForHeaderInSection. Compiled in Swift 5 mode, as xrport leaves UIKit code.

class AisleHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "AisleHeaderView"
    let titleLabel = UILabel()
    let countLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        countLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel])
        stack.axis = .horizontal
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        countLabel.text = nil
    }
}

class AislesViewController: UITableViewController {
    let aisles: [(name: String, items: [String])] = (1...30).map { aisle in
        (name: "Aisle \(aisle)", items: (1...4).map { "Item \(aisle).\($0)" })
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.register(AisleHeaderView.self, forHeaderFooterViewReuseIdentifier: AisleHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return aisles.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return aisles[section].items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = aisles[indexPath.section].items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: AisleHeaderView.reuseIdentifier) as? AisleHeaderView else {
            return nil
        }
        header.titleLabel.text = aisles[section].name
        header.countLabel.text = "\(aisles[section].items.count) items"
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 44
    }
}
