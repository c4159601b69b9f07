import Foundation
import Testing
@testable import XResponder

// docs/lists.md: the table view controller of the page, shown and asked for its rows.

final class FruitViewController: UITableViewController {
    let fruits = ["Lemon", "Lime", "Orange"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor @Test func theDocsFruitListShowsItsRows() {
    _ = UIApplication.launch(clock: ManualClock())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let fruit = FruitViewController(style: .plain)
    window.rootViewController = fruit
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(fruit.tableView.visibleCells.count == 3)
    #expect(fruit.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.contentConfiguration?.text == "Orange")
    window.isHidden = true
}
