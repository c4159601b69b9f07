//
//  NotesListViewController.swift
//  Notes
//

import UIKit

class NotesListViewController: UIViewController {

    private let scrollView = UIScrollView()
    private let stackView = UIStackView()
    private let emptyLabel = UILabel()
    private let feedback = UIImpactFeedbackGenerator(style: .light)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemGroupedBackground

        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(confirmClear(_:)))

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .onDrag
        view.addSubview(scrollView)

        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stackView)

        emptyLabel.text = "No notes"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
        ])
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    private func reload() {
        stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        let notes = NoteStore.shared.notes
        if notes.isEmpty {
            stackView.addArrangedSubview(emptyLabel)
        }
        for (index, note) in notes.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(note.title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
            button.contentHorizontalAlignment = .leading
            button.backgroundColor = .secondarySystemGroupedBackground
            button.layer.cornerRadius = 10
            button.tag = index
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.addTarget(self, action: #selector(NotesListViewController.openNote(_:)), for: .touchUpInside)
            stackView.addArrangedSubview(button)
        }
    }

    @objc private func addNote() {
        feedback.impactOccurred()
        let editor = NoteEditorViewController(note: Note(title: "", body: ""), indexPath: nil)
        editor.delegate = self
        let navigationController = UINavigationController(rootViewController: editor)
        navigationController.modalPresentationStyle = .formSheet
        present(navigationController, animated: true)
    }

    @IBAction func openNote(_ sender: UIButton) {
        let indexPath = IndexPath(row: sender.tag, section: 0)
        let note = NoteStore.shared.notes[indexPath.row]
        let detail = NoteDetailViewController(note: note, indexPath: indexPath)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc func confirmClear(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: "Delete all notes?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { [weak self] _ in
            while !NoteStore.shared.notes.isEmpty {
                NoteStore.shared.remove(at: IndexPath(row: 0, section: 0))
            }
            self?.reload()
        }))
        present(alert, animated: true, completion: nil)
    }
}

extension NotesListViewController: NoteEditorViewControllerDelegate {
    func noteEditor(_ editor: NoteEditorViewController, didSave note: Note, at indexPath: IndexPath?) {
        if let indexPath = indexPath {
            NoteStore.shared.replace(at: indexPath, with: note)
        } else {
            NoteStore.shared.add(note)
        }
        reload()
        dismiss(animated: true)
    }
}
