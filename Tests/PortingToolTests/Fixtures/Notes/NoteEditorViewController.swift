//
//  NoteEditorViewController.swift
//  Notes
//

import UIKit

protocol NoteEditorViewControllerDelegate: AnyObject {
    func noteEditor(_ editor: NoteEditorViewController, didSave note: Note, at indexPath: IndexPath?)
}

class NoteEditorViewController: UIViewController, UITextFieldDelegate {

    weak var delegate: NoteEditorViewControllerDelegate?
    private var note: Note
    private let indexPath: IndexPath?

    @IBOutlet weak var titleField: UITextField!
    @IBOutlet weak var bodyView: UITextView!

    init(note: Note, indexPath: IndexPath?) {
        self.note = note
        self.indexPath = indexPath
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let titleField = UITextField()
        titleField.borderStyle = .roundedRect
        titleField.placeholder = "Title"
        titleField.returnKeyType = .next
        titleField.autocapitalizationType = .words
        titleField.enablesReturnKeyAutomatically = true
        titleField.delegate = self
        let bodyView = UITextView()
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.autocorrectionType = .yes
        let stack = UIStackView(arrangedSubviews: [titleField, bodyView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
        self.titleField = titleField
        self.bodyView = bodyView
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = indexPath == nil ? "New Note" : "Edit Note"
        titleField.text = note.title
        bodyView.text = note.body
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        bodyView.contentInset.bottom = max(overlap - view.safeAreaInsets.bottom, 0)
        bodyView.verticalScrollIndicatorInsets.bottom = bodyView.contentInset.bottom
    }

    @objc func cancel() {
        dismiss(animated: true)
    }

    @objc func save() {
        guard let title = titleField.text, !title.isEmpty else {
            let alert = UIAlertController(title: "A note needs a title", message: nil, preferredStyle: .alert)
            alert.addTextField { textField in
                textField.placeholder = "Title"
            }
            let use = UIAlertAction(title: "Use", style: .default) { [weak self, weak alert] _ in
                self?.titleField.text = alert?.textFields?.first?.text
                self?.save()
            }
            alert.addAction(use)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.preferredAction = use
            present(alert, animated: true)
            return
        }
        note.title = title
        note.body = bodyView.text
        delegate?.noteEditor(self, didSave: note, at: indexPath)
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bodyView.becomeFirstResponder()
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if reason == .committed {
            note.title = textField.text ?? ""
        }
    }
}
