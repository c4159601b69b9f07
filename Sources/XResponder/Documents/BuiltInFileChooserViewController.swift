import Foundation

/// The document picker's own chooser, for desktops without a file chooser portal (R-DA3), written
/// with the library's views in the idiom of iOS's Files browser: a bar with Cancel, the title and
/// the accept button; the user's places (Downloads, Documents, Desktop, Home); the folder with an
/// up button; its contents as a list, folders first. A tap on a folder opens it; a tap on a file
/// picks it (with multiple selection it toggles, and the accept button picks the selection);
/// files of other types are listed greyed out. Exporting adds a name field (one file) and picks
/// the folder shown; a name already taken asks before replacing. Keys: arrows, type-select and
/// Return from the list; Escape cancels; Alt+Up goes up a folder.
final class BuiltInFileChooserViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    var onFinish: ((FileChooserOutcome) -> Void)?
    let request: FileChooserRequest
    let showsFileExtensions: Bool
    let tableView = UITableView(frame: .zero, style: .plain)
    let titleLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let acceptButton = UIButton(type: .system)
    let upButton = UIButton(type: .system)
    let folderLabel = UILabel()
    let placesControl: UISegmentedControl
    /// Exporting one file: its name, editable.
    let nameField: UITextField?
    private let places: [SaveFolders.Folder]
    private(set) var listing: DirectoryListing

    init(request: FileChooserRequest, showsFileExtensions: Bool = true) {
        self.request = request
        self.showsFileExtensions = showsFileExtensions
        places = SaveFolders.available()
        placesControl = UISegmentedControl(items: places.map(\.title))
        if case .save(let names) = request.kind, names.count == 1 {
            let field = UITextField()
            field.text = names[0]
            nameField = field
        } else {
            nameField = nil
        }
        listing = DirectoryListing(folder: Self.startFolder(request.folder, places: places), filter: request.filter)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// `directoryURL` when it is a folder; otherwise Documents, the first place, or the home folder.
    static func startFolder(_ asked: URL?, places: [SaveFolders.Folder]) -> URL {
        var isDirectory: ObjCBool = false
        if let asked, FileManager.default.fileExists(atPath: asked.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return asked
        }
        return (places.first { $0.title == "Documents" } ?? places.first)?.url ?? URL(fileURLWithPath: SaveFolders.homeFolder(), isDirectory: true)
    }

    var isSaving: Bool { if case .save = request.kind { true } else { false } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        titleLabel.text = request.title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        cancelButton.setTitle("Cancel", for: .normal)
        acceptButton.setTitle(request.acceptLabel, for: .normal)
        acceptButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        upButton.setImage(UIImage(systemName: "chevron.up"), for: .normal)
        upButton.accessibilityLabel = "Enclosing Folder"
        folderLabel.font = .preferredFont(forTextStyle: .subheadline)
        folderLabel.textColor = .secondaryLabel
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        acceptButton.addAction(UIAction { [weak self] _ in self?.accept() }, for: .touchUpInside)
        upButton.addAction(UIAction { [weak self] _ in self?.goUp() }, for: .touchUpInside)
        placesControl.addAction(UIAction { [weak self] _ in self?.showPlace() }, for: .valueChanged)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelection = request.kind == .open(multiple: true) && !request.filter.picksFolders
        tableView.accessibilityLabel = "Files"

        let bar = UIStackView(arrangedSubviews: [cancelButton, titleLabel, acceptButton])
        bar.spacing = 8
        let folderRow = UIStackView(arrangedSubviews: [upButton, folderLabel])
        folderRow.spacing = 6
        var rows: [UIView] = [bar]
        if let nameField {
            nameField.borderStyle = .roundedRect
            nameField.delegate = self
            nameField.accessibilityLabel = "Save As"
            nameField.addAction(UIAction { [weak self] _ in self?.updateAcceptButton() }, for: .editingChanged)
            rows.append(nameField)
        }
        if !places.isEmpty { rows.append(placesControl) }
        rows.append(folderRow)
        let top = UIStackView(arrangedSubviews: rows)
        top.axis = .vertical
        top.spacing = 10
        for part in [top, tableView] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            top.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            top.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            tableView.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.cancelAction))
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate, action: Self.upAction))
        show(folder: listing.folder)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let nameField {
            nameField.focusFileNameStem()
        } else {
            tableView.becomeFirstResponder()
        }
    }

    // MARK: Browsing

    /// Lists `folder` and says where the user is.
    func show(folder: URL) {
        listing = DirectoryListing(folder: folder, filter: request.filter)
        let home = SaveFolders.homeFolder()
        let path = folder.standardizedFileURL.path
        folderLabel.text = listing.problem ?? (path.hasPrefix(home) ? "~" + path.dropFirst(home.count) : path)
        upButton.isEnabled = listing.parent != nil
        placesControl.selectedSegmentIndex = places.firstIndex { $0.url.standardizedFileURL.path == path } ?? UISegmentedControl.noSegment
        tableView.reloadData()
        updateAcceptButton()
    }

    func goUp() {
        if let parent = listing.parent { show(folder: parent) }
    }

    private func showPlace() {
        let index = placesControl.selectedSegmentIndex
        if places.indices.contains(index) { show(folder: places[index].url) }
    }

    private var selectedEntries: [DirectoryListing.Entry] {
        (tableView.indexPathsForSelectedRows ?? []).compactMap { listing.entries.indices.contains($0.row) ? listing.entries[$0.row] : nil }
            .filter { !$0.isFolder && $0.isChoosable }
    }

    private func updateAcceptButton() {
        switch request.kind {
        case .save:
            let name = nameField?.text?.trimmingCharacters(in: .whitespaces) ?? "-"
            acceptButton.isEnabled = listing.problem == nil && !name.isEmpty && !name.contains("/")
        case .open:
            acceptButton.isEnabled = request.filter.picksFolders ? listing.problem == nil : !selectedEntries.isEmpty
        }
    }

    // MARK: The list

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listing.entries.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry") ?? UITableViewCell(style: .default, reuseIdentifier: "entry")
        let entry = listing.entries[indexPath.row]
        cell.textLabel?.text = entry.isFolder || showsFileExtensions ? entry.name : (entry.name as NSString).deletingPathExtension
        cell.textLabel?.textColor = entry.isChoosable || isSaving ? .label : .tertiaryLabel
        cell.imageView?.image = UIImage(systemName: entry.isFolder ? "folder" : "doc")
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : .none
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let entry = listing.entries[indexPath.row]
        // Saving picks a folder: files are there to be seen (and a name to be taken) only.
        return entry.isFolder || (entry.isChoosable && !isSaving) ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = listing.entries[indexPath.row]
        if entry.isFolder {
            show(folder: entry.url)
        } else if tableView.allowsMultipleSelection {
            updateAcceptButton()
        } else {
            finish(.chosen([entry.url]))
        }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { updateAcceptButton() }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        accept()
        return false
    }

    // MARK: Finishing

    /// The accept button: the selection (opening several), the folder shown (choosing a folder),
    /// or the destinations in it (exporting).
    func accept() {
        guard acceptButton.isEnabled else { return }
        switch request.kind {
        case .open where request.filter.picksFolders:
            let selectedFolder = (tableView.indexPathForSelectedRow.map { listing.entries[$0.row] }).flatMap { $0.isFolder ? $0.url : nil }
            finish(.chosen([selectedFolder ?? listing.folder]))
        case .open:
            finish(.chosen(selectedEntries.map(\.url)))
        case .save(let names):
            let chosenNames = nameField.map { [$0.text?.trimmingCharacters(in: .whitespaces) ?? ""] } ?? names
            let destinations = chosenNames.map { listing.folder.appendingPathComponent($0) }
            let taken = destinations.filter { FileManager.default.fileExists(atPath: $0.path) }
            guard !taken.isEmpty else { return finish(.chosen(destinations)) }
            confirmReplacing(taken, then: destinations)
        }
    }

    private func confirmReplacing(_ taken: [URL], then destinations: [URL]) {
        let what = taken.count == 1 ? "“\(taken[0].lastPathComponent)” already exists." : "\(taken.count) of these files already exist."
        let alert = UIAlertController(title: what, message: "Replacing it overwrites its contents.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Replace", style: .destructive) { [weak self] _ in self?.finish(.chosen(destinations)) })
        present(alert, animated: true)
    }

    func cancel() { finish(.cancelled) }

    private func finish(_ outcome: FileChooserOutcome) {
        guard let onFinish else { return }
        self.onFinish = nil
        onFinish(outcome)
    }

    private static let cancelAction = Selector("cancelFileChooser:", perform: { (chooser: BuiltInFileChooserViewController, _: Any?) in
        chooser.cancel()
    })
    private static let upAction = Selector("enclosingFolder:", perform: { (chooser: BuiltInFileChooserViewController, _: Any?) in
        chooser.goUp()
    })
}
