import XResponder

// A table view controller as iOS developers write it (issue #32, first step): sections with titles,
// a registered cell with a list content configuration, the classic dequeue-or-make cell, and
// didSelectRowAt pushing a detail. Swift 5 mode, UIKit's idiom unchanged.

class FruitListViewController: UITableViewController {
    let sections = ["Citrus", "Berries"]
    let fruits = [["Lemon", "Lime", "Orange", "Grapefruit"], ["Strawberry", "Blueberry", "Raspberry"]]
    var shownDetails: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        return sections[section]
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            // The classic pattern: dequeue, or make a subtitle cell.
            let cell = tableView.dequeueReusableCell(withIdentifier: "Berry") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Berry")
            cell.textLabel?.text = fruits[indexPath.section][indexPath.row]
            cell.detailTextLabel?.text = "A berry"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.section][indexPath.row]
        content.image = UIImage(systemName: "star")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = fruits[indexPath.section][indexPath.row]
        shownDetails.append(detail.title!)
        navigationController?.pushViewController(detail, animated: true)
    }
}
