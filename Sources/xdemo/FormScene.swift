import XResponder

/// Issue #11's form: a name, a password and multi-line notes, with copy and paste between the
/// fields and with every other program on the desktop (the X clipboard and PRIMARY). Tab moves
/// between fields, the pointer is an I-beam over text, and dead keys and an input method compose.
final class FormScene: SceneController, UITextFieldDelegate, UITextViewDelegate {
    let name = UITextField(frame: CGRect(x: 130, y: 96, width: 360, height: 34))
    let password = UITextField(frame: CGRect(x: 130, y: 142, width: 360, height: 34))
    let notes = UITextView(frame: CGRect(x: 130, y: 188, width: 360, height: 170))
    let copyButton = UIButton(frame: CGRect(x: 510, y: 96, width: 170, height: 34))
    let pasteButton = UIButton(frame: CGRect(x: 510, y: 142, width: 170, height: 34))
    let counter = makeLabel("", frame: CGRect(x: 130, y: 364, width: 360, height: 20), size: 12)

    override var sceneTitle: String { "17 · A form: fields, notes and the clipboard" }
    override var summary: String {
        "Type, select (double-click a word, triple-click a line), Ctrl+C/X/V with other programs, middle-click pastes the last selection, Ctrl+Z undoes, Tab moves on."
    }

    override func buildScene() {
        for (text, y) in [("Name", 96.0), ("Password", 142.0), ("Notes", 188.0)] {
            view.addSubview(makeLabel(text, frame: CGRect(x: 20, y: y + 8, width: 100, height: 20), size: 14, color: .black))
        }
        name.placeholder = "Your name"
        name.borderStyle = .roundedRect
        name.clearButtonMode = .whileEditing
        name.delegate = self
        password.placeholder = "Password (never copied)"
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.delegate = self
        let frame = UIView(frame: notes.frame.insetBy(dx: -1, dy: -1))   // a 1-point border
        frame.backgroundColor = UIColor(white: 0.78, alpha: 1)
        view.addSubview(frame)
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
        for subview in [name, password, notes, copyButton, pasteButton, counter] as [UIView] { view.addSubview(subview) }
        updateCounter()
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
    }
}
