import XResponder

// Importing and exporting documents as an iOS developer writes it with UIDocumentPickerViewController
// (issue #51, R-DA3), after Apple's "Providing access to directories" and the usual Stack Overflow
// answer: a notes list whose Import button opens text files (several at once), reading each inside
// startAccessingSecurityScopedResource, and whose Export button writes the notes to a temporary file
// and hands a copy to the picker. Swift 5 mode. The app's `import UIKit` and
// `import UniformTypeIdentifiers` are one `import XResponder` here (xrport makes both `import UIKit`).

class NotesImportViewController: UITableViewController, UIDocumentPickerDelegate {
    private(set) var notes: [String] = []
    private(set) var lastExport: URL?
    private var exporting = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        // `#selector(importNotes)` and `@objc` after xrport: Linux has no Objective-C runtime.
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Import", style: .plain, target: self,
                                                           action: Selector("importNotes", NotesImportViewController.importNotes))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Export", style: .plain, target: self,
                                                            action: Selector("exportNotes", NotesImportViewController.exportNotes))
    }

    func importNotes() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType.plainText], asCopy: false)
        picker.delegate = self
        picker.allowsMultipleSelection = true
        picker.directoryURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        exporting = false
        present(picker, animated: true)
    }

    func exportNotes() {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Notes.txt")
        do {
            try notes.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        } catch {
            print("Could not write the notes: \(error)")
            return
        }
        let picker = UIDocumentPickerViewController(forExporting: [file], asCopy: true)
        picker.delegate = self
        exporting = true
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if exporting {
            lastExport = urls.first
            return
        }
        for url in urls {
            guard url.startAccessingSecurityScopedResource() else { continue }
            defer { url.stopAccessingSecurityScopedResource() }
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                notes.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        tableView.reloadData()
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        print("The picker was cancelled")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
