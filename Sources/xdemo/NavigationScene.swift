import XResponder

/// Scene 21: an app's structure, as UIKit code builds it (R-AS1 … R-AS3). A navigation controller
/// embedded as a child shows a list of notes; a click pushes the detail (the back button and the
/// edge pan pop it); "Edit" presents an edit sheet with Cancel and Save; Save without a title, or
/// "Delete", asks with an alert; the toolbar's share item opens an action sheet; "Card" presents
/// the first note as a card through a custom transition (`CardTransition.swift`) that a drag down
/// dismisses; "Browse" pushes the notes as pages (`NotePagesController`), and the share item opens
/// the share sheet. Every lifecycle callback is reported on the status line.
final class NavigationScene: SceneController {
    let navigation = UINavigationController(rootViewController: NoteListController())

    override var sceneTitle: String { "21 · Navigation: push, sheets and alerts" }
    override var summary: String {
        "A navigation controller with bar items and a toolbar; push to the detail, edit in a sheet, confirm with alerts; Card shows a custom transition (drag it down). Return picks, Escape cancels."
    }

    override func buildScene() {
        addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 84, width: 720, height: 446)
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigation.isToolbarHidden = false
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override func tour(_ driver: TourDriver) {
        let list = navigation.viewControllers[0] as! NoteListController
        driver.screenshot("21-navigation-list")
        driver.click(CGPoint(x: 100, y: 22), in: list.rows[0])             // push the first note
        driver.wait(0.5)
        driver.screenshot("21-navigation-detail")
        let detail = navigation.topViewController as! NoteDetailController
        detail.edit()                                                        // the edit sheet
        driver.wait(0.5)
        driver.screenshot("21-navigation-sheet")
        detail.dismiss(animated: false)   // as in UIKit, the presenting ancestor's sheet goes
        detail.confirmDelete()                                               // the alert
        driver.wait(0.5)
        driver.screenshot("21-navigation-alert")
        driver.keys([0xFF1B], holding: [])                                   // Escape: Cancel
        driver.wait(0.4)
        navigation.popToRootViewController(animated: false)
        list.present(NoteCardController(note: list.notes[0]), animated: true)   // the custom transition
        driver.wait(0.6)
        driver.screenshot("21-navigation-card")
        list.dismiss(animated: false)
        list.browse()                                                        // the notes as pages
        driver.wait(0.5)
        let pages = navigation.topViewController!
        driver.drag(from: CGPoint(x: 600, y: 200), to: CGPoint(x: 200, y: 200), in: pages.view)
        driver.wait(0.6)
        driver.screenshot("21-navigation-pages")
        navigation.popToRootViewController(animated: false)
        list.share()                                                         // the share sheet
        driver.wait(0.6)
        driver.screenshot("21-navigation-share")
        driver.keys([0xFF1B], holding: [])                                   // Escape closes it
    }
}

/// A note of the scene's little notes app.
struct DemoNote {
    var title: String
    var body: String
}

/// The list: one row per note, an add button in the bar, a share item in the toolbar.
final class NoteListController: UIViewController {
    var notes = [DemoNote(title: "Groceries", body: "Milk, eggs, bread and coffee."),
                 DemoNote(title: "Release notes", body: "Navigation, sheets and alerts, as UIKit has them."),
                 DemoNote(title: "Ideas", body: "A notes app for the Linux desktop.")]
    private(set) var rows: [UIButton] = []
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: Selector("addNote", NoteListController.addNote))
        navigationItem.backButtonTitle = "Notes"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Card", primaryAction: UIAction { [unowned self] _ in
            present(NoteCardController(note: notes[0]), animated: true)
        })
        shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: Selector("share", NoteListController.share))
        toolbarItems = [.flexibleSpace(),
                        UIBarButtonItem(title: "Browse", primaryAction: UIAction { [unowned self] _ in browse() }),
                        .flexibleSpace(), shareItem!, .flexibleSpace()]
        stack.axis = .vertical
        stack.spacing = 8
        view.addContent(stack, top: 16)
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
        Status.report("Notes: viewWillAppear(animated: \(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Status.report("Notes: viewDidDisappear")
    }

    func reload() {
        for row in rows { row.removeFromSuperview() }
        rows = notes.enumerated().map { index, note in
            var configuration = UIButton.Configuration.plain()
            configuration.title = note.title
            configuration.subtitle = note.body
            configuration.titleAlignment = .leading
            configuration.background.backgroundColor = .secondarySystemGroupedBackground
            configuration.background.cornerRadius = 10
            let row = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in open(index) })
            row.contentHorizontalAlignment = .leading
            row.heightAnchor.constraint(equalToConstant: 56).isActive = true
            stack.addArrangedSubview(row)
            return row
        }
    }

    func open(_ index: Int) {
        guard notes.indices.contains(index) else { return }
        navigationController?.pushViewController(NoteDetailController(list: self, index: index), animated: true)
    }

    func addNote() {
        notes.append(DemoNote(title: "Note \(notes.count + 1)", body: "Added from the bar button."))
        reload()
        Status.report("added a note (UIBarButtonItem target-action)")
    }

    private(set) var shareItem: UIBarButtonItem?

    /// The share sheet (R-BR1): every note as text, at the toolbar's share item.
    func share() {
        let text = notes.map { "\($0.title)\n\($0.body)" }.joined(separator: "\n\n")
        let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = shareItem
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            Status.report(completed ? "shared \(self.notes.count) notes: \(type?.rawValue ?? "")" : "share sheet closed")
        }
        present(sheet, animated: true)
    }

    /// The notes as pages (R-BR1): swipe, drag or press the arrow keys to turn them.
    func browse() {
        navigationController?.pushViewController(NotePagesController(notes: notes), animated: true)
    }
}

/// The detail: the note's text, Edit and Delete in the bar.
final class NoteDetailController: UIViewController {
    private unowned let list: NoteListController
    private let index: Int
    private let body = UILabel()

    init(list: NoteListController, index: Int) {
        self.list = list
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: Selector("edit", NoteDetailController.edit)),
            UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: Selector("confirmDelete", NoteDetailController.confirmDelete)),
        ]
        body.numberOfLines = 0
        body.font = .preferredFont(forTextStyle: .body)
        view.addContent(body, top: 20)
        show()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Status.report("\(title ?? ""): viewDidAppear(animated: \(animated)) — the back button or a pan from the left edge pops")
    }

    private func show() {
        let note = list.notes[index]
        title = note.title
        body.text = note.body
    }

    func edit() {
        let editor = NoteEditorController(note: list.notes[index]) { [unowned self] note in
            list.notes[index] = note
            show()
        }
        let sheet = UINavigationController(rootViewController: editor)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 460, height: 320)
        present(sheet, animated: true)
    }

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete “\(list.notes[index].title)”?", message: "This cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in Status.report("alert: cancelled") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
            list.notes.remove(at: index)
            navigationController?.popViewController(animated: true)
            Status.report("alert: deleted")
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        present(alert, animated: true)
    }
}

/// The edit sheet: a title field and a body, Cancel and Save in its own navigation bar.
final class NoteEditorController: UIViewController {
    private var note: DemoNote
    private let onSave: (DemoNote) -> Void
    private let titleField = UITextField()
    private let bodyView = UITextView()

    init(note: DemoNote, onSave: @escaping (DemoNote) -> Void) {
        self.note = note
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Note"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: Selector("save", NoteEditorController.save))
        titleField.borderStyle = .roundedRect
        titleField.placeholder = "Title"
        titleField.text = note.title
        bodyView.text = note.body
        bodyView.font = .preferredFont(forTextStyle: .body)
        let stack = UIStackView(arrangedSubviews: [titleField, bodyView])
        stack.axis = .vertical
        stack.spacing = 12
        view.addContent(stack, top: 16)
        stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16).isActive = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = titleField.becomeFirstResponder()
    }

    func save() {
        guard let title = titleField.text, !title.isEmpty else {
            let alert = UIAlertController(title: "A note needs a title", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Title" }
            let use = UIAlertAction(title: "Use", style: .default) { [unowned self, unowned alert] _ in
                titleField.text = alert.textFields?.first?.text
                save()
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(use)
            alert.preferredAction = use
            present(alert, animated: true)
            return
        }
        note.title = title
        note.body = bodyView.text
        onSave(note)
        dismiss(animated: true)
        Status.report("saved “\(title)”")
    }
}

extension UIView {
    /// Adds `content` below the safe area's top (by `top`) between the layout margins: how each
    /// screen of the notes app places its content under the navigation bar.
    fileprivate func addContent(_ content: UIView, top: CGFloat) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: top),
            content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }
}
