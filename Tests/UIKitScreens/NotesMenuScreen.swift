import XResponder

// The main menu as a Mac Catalyst app builds it, after Apple's "Adding menus and shortcuts to the
// menu bar and user interface" (issue #51, R-DA1): the app delegate's buildMenu(with:) removes
// Format, puts New Note at the top of File and a Note menu after Edit; the notes controller
// validates its commands (Pin Note is checked while the note is pinned, and disabled with no
// note). Swift 5 mode; `#selector` and `@objc` are written as `xrport` writes them.

class NotesMenuAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window?.rootViewController = UINavigationController(rootViewController: NotesMenuViewController())
        window?.makeKeyAndVisible()
        return true
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }

        builder.remove(menu: .format)

        let newNote = UIKeyCommand(title: "New Note", action: Selector("newNote", NotesMenuViewController.newNote),
                                   input: "n", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("com.example.notes.new"),
                                   options: .displayInline, children: [newNote]), atStartOfMenu: .file)

        let pin = UIKeyCommand(title: "Pin Note", action: Selector("togglePin", NotesMenuViewController.togglePin),
                               input: "p", modifierFlags: [.command, .shift])
        let sort = UIMenu(title: "Sort By", children: [
            UICommand(title: "Date", action: Selector("sortByDate", NotesMenuViewController.sortByDate)),
            UICommand(title: "Title", action: Selector("sortByTitle", NotesMenuViewController.sortByTitle)),
        ])
        let note = UIMenu(title: "Note", identifier: UIMenu.Identifier("com.example.notes.note"), children: [pin, sort])
        builder.insertSibling(note, afterMenu: .edit)
    }
}

class NotesMenuViewController: UITableViewController {
    var notes: [(title: String, date: Date, pinned: Bool)] = []
    var sortsByTitle = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        let note = notes[indexPath.row]
        cell.textLabel?.text = note.pinned ? "📌 " + note.title : note.title
        return cell
    }

    func newNote() {
        notes.insert((title: "Note \(notes.count + 1)", date: Date(), pinned: false), at: 0)
        tableView.reloadData()
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        UIMenuSystem.main.setNeedsRevalidate()
    }

    func togglePin() {
        guard let row = tableView.indexPathForSelectedRow?.row else { return }
        notes[row].pinned.toggle()
        tableView.reloadData()
        tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }

    func sortByDate() {
        sortsByTitle = false
        notes.sort { $0.date > $1.date }
        tableView.reloadData()
    }

    func sortByTitle() {
        sortsByTitle = true
        notes.sort { $0.title < $1.title }
        tableView.reloadData()
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("togglePin", NotesMenuViewController.togglePin) {
            return tableView.indexPathForSelectedRow != nil
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        switch command.action {
        case Selector("togglePin", NotesMenuViewController.togglePin):
            let pinned = tableView.indexPathForSelectedRow.map { notes[$0.row].pinned } ?? false
            command.state = pinned ? .on : .off
        case Selector("sortByDate", NotesMenuViewController.sortByDate):
            command.state = sortsByTitle ? .off : .on
        case Selector("sortByTitle", NotesMenuViewController.sortByTitle):
            command.state = sortsByTitle ? .on : .off
        default:
            break
        }
    }
}
