import XResponder

// A to-do list as iOS developers write it (issue #32, editing): swipe to delete through commit,
// a leading "Done" swipe action, reordering in editing mode with the navigation bar's Edit button,
// and a trailing action set with a destructive delete. Swift 5 mode, UIKit's idiom unchanged.

struct Todo {
    var title: String
    var done = false
}

class TodoListViewController: UITableViewController {
    var todos = ["Buy milk", "Write report", "Call mum", "Water plants", "Book flights", "Pay rent"].map { Todo(title: $0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "To Do"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TodoCell")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return todos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TodoCell", for: indexPath)
        let todo = todos[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = todo.title
        cell.contentConfiguration = content
        cell.accessoryType = todo.done ? .checkmark : .none
        return cell
    }

    // Override to support editing the table view.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    // Override to support rearranging the table view.
    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        let moved = todos.remove(at: fromIndexPath.row)
        todos.insert(moved, at: to.row)
    }

    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let title = todos[indexPath.row].done ? "Undo" : "Done"
        let action = UIContextualAction(style: .normal, title: title) { [weak self] (action, view, completionHandler) in
            guard let self = self else { return }
            self.todos[indexPath.row].done.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            completionHandler(true)
        }
        action.backgroundColor = .systemGreen
        action.image = UIImage(systemName: "checkmark")
        return UISwipeActionsConfiguration(actions: [action])
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] (_, _, completionHandler) in
            self?.todos.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        let later = UIContextualAction(style: .normal, title: "Later") { (_, _, completionHandler) in
            completionHandler(false)
        }
        later.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [delete, later])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
