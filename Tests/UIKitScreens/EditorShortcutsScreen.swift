import XResponder

// Keyboard shortcuts as iOS developers add them for hardware keyboards (issue #34, key commands):
// an editor whose controller offers Cmd+S and Cmd+F with discoverability titles and becomes first
// responder itself when nothing else is. Swift 5 mode; the #selectors became Selector(name,
// Type.method), as the porting tool writes them; nothing else changed.

class EditorViewController: UIViewController {
    let textView = UITextView()
    var saveCount = 0
    var findCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        view.addSubview(textView)
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save", EditorViewController.save), discoverabilityTitle: "Save"),
            UIKeyCommand(title: "Find", action: Selector("find", EditorViewController.find), input: "f", modifierFlags: .command)
        ]
    }

    func save() {
        saveCount += 1
    }

    func find() {
        findCount += 1
    }
}
