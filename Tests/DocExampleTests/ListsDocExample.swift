import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

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
    #expect((fruit.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "Orange")
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
    let y = todo.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).midY
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

// docs/lists.md, "Collection views": the swatch grid of the page.

final class SwatchViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Red", "Green", "Blue", "Teal", "Pink"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Test func theDocsSwatchGridShowsItsItems() {
    _ = UIApplication.launch(clock: ManualClock())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let swatches = SwatchViewController()
    window.rootViewController = swatches
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(swatches.collectionView.visibleCells.count == 5)
    #expect(swatches.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 102)
    window.isHidden = true
}
