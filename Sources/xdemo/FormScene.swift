import XResponder

/// Issue #11's form: a name, a password and multi-line notes, with copy and paste between the
/// fields and with every other program on the desktop (the X clipboard and PRIMARY). Tab moves
/// between fields, the pointer is an I-beam over text, and dead keys and an input method compose.
/// Laid out with anchors (issue #29): the fields stretch with the window, the buttons keep theirs.
final class FormScene: SceneController, UITextFieldDelegate, UITextViewDelegate {
    let name = UITextField()
    let password = UITextField()
    let notes = UITextView()
    let copyButton = makeFilledButton(size: .small)
    let pasteButton = makeFilledButton(size: .small)
    let shareButton = makeFilledButton(size: .small)
    let counter = makeLabel("", frame: .zero, size: 12)

    override var sceneTitle: String { "17 · A form: fields, notes and the clipboard" }
    override var summary: String {
        "Type, select (double-click a word, triple-click a line), Ctrl+C/X/V with other programs, middle-click pastes the last selection, Ctrl+Z undoes, Tab moves on."
    }

    override func buildScene() {
        let titles = ["Name", "Password", "Notes"].map { makeLabel($0, frame: .zero, size: 14, color: .black) }
        name.placeholder = "Your name"
        name.borderStyle = .roundedRect
        name.clearButtonMode = .whileEditing
        name.delegate = self
        password.placeholder = "Password (never copied)"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.delegate = self
        let border = UIView()   // a 1-point border around the notes
        border.backgroundColor = UIColor(white: 0.78, alpha: 1)
        view.addSubview(border)
        notes.text = "Notes scroll when they grow.\nשלום — Hebrew runs right to left; مرحبا too."
        notes.delegate = self
        copyButton.setTitle("Copy name", for: .normal)
        pasteButton.setTitle("Paste into notes", for: .normal)
        // Buttons keep the focus where it is: "Copy name" copies, whatever field is being edited.
        copyButton.addAction(UIAction { [unowned self] _ in
            UIPasteboard.general.string = name.text
            Status.report("copied \"\(name.text ?? "")\" to the X clipboard (try: xclip -o -selection clipboard)")
        }, for: .touchUpInside)
        pasteButton.addAction(UIAction { [unowned self] _ in
            notes.becomeFirstResponder()
            notes.paste(nil)
        }, for: .touchUpInside)
        shareButton.setTitle("Share notes…", for: .normal)
        shareButton.addAction(UIAction { [unowned self] _ in shareNotes() }, for: .touchUpInside)
        for subview in titles + [name, password, notes, copyButton, pasteButton, shareButton, counter] as [UIView] { view.addSubview(subview) }
        for subview in titles + [border, name, password, notes, copyButton, pasteButton, shareButton, counter] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        var constraints: [NSLayoutConstraint] = []
        for (title, field) in zip(titles, [name, password, notes] as [UIView]) {
            constraints += [title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                            title.widthAnchor.constraint(equalToConstant: 100),
                            title.topAnchor.constraint(equalTo: field.topAnchor, constant: 8),
                            field.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 10)]
        }
        constraints += [
            name.topAnchor.constraint(equalTo: view.topAnchor, constant: 96),
            password.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 12),
            notes.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 12),
            name.heightAnchor.constraint(equalToConstant: 34),
            password.heightAnchor.constraint(equalTo: name.heightAnchor),
            notes.heightAnchor.constraint(equalToConstant: 170),
            password.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            notes.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            copyButton.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 20),
            copyButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),
            copyButton.widthAnchor.constraint(equalToConstant: 170),
            copyButton.topAnchor.constraint(equalTo: name.topAnchor),
            copyButton.heightAnchor.constraint(equalTo: name.heightAnchor),
            pasteButton.leadingAnchor.constraint(equalTo: copyButton.leadingAnchor),
            pasteButton.trailingAnchor.constraint(equalTo: copyButton.trailingAnchor),
            pasteButton.topAnchor.constraint(equalTo: password.topAnchor),
            pasteButton.heightAnchor.constraint(equalTo: password.heightAnchor),
            shareButton.leadingAnchor.constraint(equalTo: copyButton.leadingAnchor),
            shareButton.trailingAnchor.constraint(equalTo: copyButton.trailingAnchor),
            shareButton.topAnchor.constraint(equalTo: notes.topAnchor),
            shareButton.heightAnchor.constraint(equalTo: name.heightAnchor),
            border.topAnchor.constraint(equalTo: notes.topAnchor, constant: -1),
            border.leadingAnchor.constraint(equalTo: notes.leadingAnchor, constant: -1),
            border.trailingAnchor.constraint(equalTo: notes.trailingAnchor, constant: 1),
            border.bottomAnchor.constraint(equalTo: notes.bottomAnchor, constant: 1),
            counter.topAnchor.constraint(equalTo: notes.bottomAnchor, constant: 6),
            counter.leadingAnchor.constraint(equalTo: notes.leadingAnchor),
            counter.trailingAnchor.constraint(equalTo: notes.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        updateCounter()
    }

    /// The share sheet (R-BR1): the notes, titled by the name, to the clipboard, a mail, a file.
    private func shareNotes() {
        let sheet = UIActivityViewController(activityItems: [NotesItem(title: name.text ?? "", notes: notes.text)],
                                             applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = shareButton
        sheet.completionWithItemsHandler = { type, completed, _, error in
            if let error { Status.report("share failed: \(error)") }
            else { Status.report(completed ? "shared with \(type?.rawValue ?? "?")" : "share sheet closed") }
        }
        present(sheet, animated: true)
    }

    private func updateCounter() {
        counter.text = "\(notes.text.count) characters in the notes · clipboard change count \(UIPasteboard.general.changeCount)"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        // Return moves on, as in a sign-up form.
        if textField === name { password.becomeFirstResponder() } else { notes.becomeFirstResponder() }
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if textField === name { Status.report("name: \(name.text ?? "")") }
    }

    func textViewDidChange(_ textView: UITextView) { updateCounter() }

    override func tour(_ driver: TourDriver) {
        let ctrl: [UInt] = [0xFFE3], shift: [UInt] = [0xFFE1]
        driver.click(CGPoint(x: 300, y: 113), in: view)
        driver.type("Ada Lovelace")
        driver.keys([0xFF09], holding: [])                     // Tab to the password
        driver.type("secret")
        driver.keys([0xFF09], holding: [])                     // Tab to the notes
        driver.keys([0xFF57], holding: ctrl)                   // Ctrl+End
        driver.keys([0xFF0D], holding: [])                     // Return
        driver.type("Caf")
        driver.keys([0xFE51, 0x65], holding: [])               // dead_acute e: é
        driver.keys([0xFF51, 0xFF51, 0xFF51, 0xFF51], holding: shift)   // select "Café"
        driver.keys([0x63], holding: ctrl)                     // Ctrl+C
        driver.keys([0xFF57], holding: [])                     // End
        driver.keys([0x20], holding: [])
        driver.keys([0x76], holding: ctrl)                     // Ctrl+V
        driver.doubleClick(CGPoint(x: 160, y: 113), in: view)  // select "Ada": PRIMARY
        driver.screenshot("17-form")
        driver.click(shareButton.convert(CGPoint(x: shareButton.bounds.midX, y: shareButton.bounds.midY), to: view), in: view)
        driver.wait(0.6)                                       // the popover's presentation animates
        driver.screenshot("17-form-share")
        driver.keys([0xFF1B], holding: [])                     // Escape closes the sheet
    }
}

/// The notes as a share sheet item: the name is the subject (mail's, the saved file's name).
final class NotesItem: NSObject, UIActivityItemSource {
    let title: String
    let notes: String

    init(title: String, notes: String) {
        self.title = title
        self.notes = notes
    }

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { notes }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { notes }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        title.isEmpty ? "Notes" : "Notes from \(title)"
    }
}
