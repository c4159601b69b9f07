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

// docs/lists.md, "Editing": the to-do controller of the page; a swipe deletes, a handle moves.

final class TodoViewController: UITableViewController {
    var todos = ["Buy milk", "Call mum", "Pay rent"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        cell.textLabel?.text = todos[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
        todos.insert(todos.remove(at: from.row), at: to.row)
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, completion in completion(true) }
        pin.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [pin])
    }
}

@MainActor @Test func theDocsTodoListDeletesAndMoves() {
    _ = UIApplication.launch(clock: ManualClock())
    let input = HeadlessInput()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let todo = TodoViewController(style: .plain)
    window.rootViewController = todo
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let y = todo.tableView.rect(forRowAt: IndexPath(row: 1, section: 0)).midY
    input.drag(from: CGPoint(x: 250, y: y), to: CGPoint(x: 100, y: y), in: window, steps: 8)
    input.advance(by: 0.5)
    input.tap(at: CGPoint(x: 310, y: y), in: window)
    input.advance(by: 0.5)
    #expect(todo.todos == ["Buy milk", "Pay rent"])
    todo.setEditing(true, animated: false)
    window.layoutIfNeeded()
    input.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 300, y: 66), in: window, steps: 8)
    input.advance(by: 0.5)
    #expect(todo.todos == ["Pay rent", "Buy milk"])
    window.isHidden = true
}
