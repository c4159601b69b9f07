import Foundation

/// The Save to File panel: a name field (its stem selected, so typing replaces it), the user's
/// folders as a segmented control, Cancel and Save. Return saves, Escape cancels.
final class SaveToFileViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let folderControl: UISegmentedControl
    let saveButton = UIButton(type: .system)
    let cancelButton = UIButton(type: .system)
    private let folders: [SaveFolders.Folder]
    private let suggestedName: String
    /// Saves into the folder under the name; false keeps the panel up (the name was unusable).
    var onSave: ((URL, String) -> Bool)?
    var onCancel: (() -> Void)?

    init(suggestedName: String, folders: [SaveFolders.Folder]) {
        self.suggestedName = suggestedName
        self.folders = folders
        folderControl = UISegmentedControl(items: folders.map(\.title))
        super.init(nibName: nil, bundle: nil)
        title = "Save to File"
        preferredContentSize = CGSize(width: 420, height: 190)
        modalPresentationStyle = .formSheet
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let heading = UILabel()
        heading.text = "Save to File"
        heading.font = .boldSystemFont(ofSize: 17)
        nameField.text = suggestedName
        nameField.borderStyle = .roundedRect
        nameField.delegate = self
        nameField.accessibilityLabel = "File name"
        folderControl.selectedSegmentIndex = folders.isEmpty ? UISegmentedControl.noSegment : 0
        cancelButton.setTitle("Cancel", for: .normal)
        saveButton.setTitle("Save", for: .normal)
        saveButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        nameField.addAction(UIAction { [weak self] _ in self?.updateSaveButton() }, for: .editingChanged)
        let buttons = UIStackView(arrangedSubviews: [cancelButton, UIView(), saveButton])
        buttons.axis = .horizontal
        let stack = UIStackView(arrangedSubviews: [heading, nameField, folderControl, buttons])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        ])
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.cancelAction))
        updateSaveButton()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.focusFileNameStem()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save()
        return false
    }

    private func updateSaveButton() {
        let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        saveButton.isEnabled = !name.isEmpty && folderControl.selectedSegmentIndex >= 0
    }

    private static let cancelAction = Selector("cancelSaveToFile:", perform: { (panel: SaveToFileViewController, _: Any?) in
        panel.cancel()
    })

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Gone without saving (a click outside the panel): the activity ends, not completed.
        cancel()
    }

    /// Ends the activity without saving; only the first of cancel and save counts.
    func cancel() {
        let cancel = onCancel
        onCancel = nil
        onSave = nil
        cancel?()
    }

    func save() {
        let index = folderControl.selectedSegmentIndex
        guard folders.indices.contains(index), saveButton.isEnabled else { return }
        guard let onSave, onSave(folders[index].url, nameField.text ?? "") else { return }
        self.onSave = nil
        onCancel = nil
    }
}
