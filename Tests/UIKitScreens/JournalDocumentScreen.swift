import XResponder

// A document-based screen as Apple's "Document-based app" template and its UIDocument guide write
// it (issue #51, R-DA3): a text document subclass, and an editor that opens it, counts each edit as a
// change so that UIDocument autosaves, and closes it when the editor goes. Swift 5 mode; the app's
// `import UIKit` is `import XResponder` here.

class JournalDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        return text.data(using: .utf8) ?? Data()
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
}

class JournalViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var document: JournalDocument?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.delegate = self
        textView.font = .preferredFont(forTextStyle: .body)
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        document?.open { [weak self] success in
            guard let self = self, success, let document = self.document else { return }
            self.title = document.localizedName
            self.textView.text = document.text
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        document?.close(completionHandler: nil)
    }

    func textViewDidChange(_ textView: UITextView) {
        document?.text = textView.text
        document?.updateChangeCount(.done)
    }
}
