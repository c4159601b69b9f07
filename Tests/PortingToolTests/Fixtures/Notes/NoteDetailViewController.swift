//
//  NoteDetailViewController.swift
//  Notes
//

import UIKit

class NoteDetailViewController: UIViewController {

    private var note: Note
    private let indexPath: IndexPath
    private let bodyLabel = UILabel()

    init(note: Note, indexPath: IndexPath) {
        self.note = note
        self.indexPath = indexPath
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note.title
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(edit)),
            UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(self.deleteNote)),
        ]
        bodyLabel.text = note.body
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            bodyLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    @objc func edit() {
        let editor = NoteEditorViewController(note: note, indexPath: indexPath)
        editor.delegate = self
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    @objc func deleteNote() {
        let sheet = UIAlertController(title: nil, message: "Delete this note?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Note", style: .destructive) { _ in
            NoteStore.shared.remove(at: self.indexPath)
            self.navigationController?.popViewController(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }
}

extension NoteDetailViewController: NoteEditorViewControllerDelegate {
    func noteEditor(_ editor: NoteEditorViewController, didSave note: Note, at indexPath: IndexPath?) {
        self.note = note
        title = note.title
        bodyLabel.text = note.body
        if let indexPath = indexPath {
            NoteStore.shared.replace(at: indexPath, with: note)
        }
        dismiss(animated: true, completion: nil)
    }
}
