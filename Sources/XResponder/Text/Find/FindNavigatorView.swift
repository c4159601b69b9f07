import Foundation

/// The find bar a `UIFindInteraction` shows over the top of its view: a search field, the result
/// count ("3 of 12"), previous and next buttons and Done. Escape closes it (a key command here,
/// up the chain from the field), Return goes to the next result.
@MainActor
final class FindNavigatorView: UIView, UITextFieldDelegate {
    static let height: CGFloat = 40

    /// The interaction owns this bar; it points back without retaining.
    private weak var interaction: UIFindInteraction?
    let field = UITextField()
    let countLabel = UILabel()
    private let previousButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let doneButton = UIButton(type: .system)

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(interaction: UIFindInteraction) {
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        field.placeholder = "Find"
        field.borderStyle = .roundedRect
        field.returnKeyType = .search
        field.delegate = self
        field.addTarget(self, action: Selector("queryChanged", FindNavigatorView.queryChanged), for: .editingChanged)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .right
        previousButton.setTitle("‹", for: .normal)
        previousButton.accessibilityLabel = "Previous Result"
        previousButton.addTarget(self, action: Selector("previousTapped", FindNavigatorView.previousTapped), for: .touchUpInside)
        nextButton.setTitle("›", for: .normal)
        nextButton.accessibilityLabel = "Next Result"
        nextButton.addTarget(self, action: Selector("nextTapped", FindNavigatorView.nextTapped), for: .touchUpInside)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: Selector("doneTapped", FindNavigatorView.doneTapped), for: .touchUpInside)
        for view in [field, countLabel, previousButton, nextButton, doneButton] as [UIView] { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds.insetBy(dx: 8, dy: 5)
        doneButton.frame = CGRect(x: b.maxX - 48, y: b.minY, width: 48, height: b.height)
        nextButton.frame = CGRect(x: doneButton.frame.minX - 30, y: b.minY, width: 28, height: b.height)
        previousButton.frame = CGRect(x: nextButton.frame.minX - 30, y: b.minY, width: 28, height: b.height)
        countLabel.frame = CGRect(x: previousButton.frame.minX - 78, y: b.minY, width: 74, height: b.height)
        field.frame = CGRect(x: b.minX, y: b.minY, width: max(40, countLabel.frame.minX - 6 - b.minX), height: b.height)
    }

    func focusField() {
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    }

    func showSearchText(_ text: String) {
        if field.text != text { field.text = text }
    }

    func showResultCount(_ session: UIFindSession?) {
        guard let session, !(field.text ?? "").isEmpty else {
            countLabel.text = ""
            return
        }
        let count = session.resultCount
        if count == 0 {
            countLabel.text = "No results"
        } else if session.highlightedResultIndex == NSNotFound {
            countLabel.text = "\(count.formatted()) found"
        } else {
            countLabel.text = "\((session.highlightedResultIndex + 1).formatted()) of \(count.formatted())"
        }
    }

    private func queryChanged() { interaction?.search(field.text ?? "") }
    private func previousTapped() { interaction?.findPrevious() }
    private func nextTapped() { interaction?.findNext() }
    private func doneTapped() { interaction?.dismissFindNavigator() }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        interaction?.findNext()
        return false
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.dismissAction),
         UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext),
         UIKeyCommand(input: "g", modifierFlags: [.command, .shift], action: .findPrevious)]
    }

    private static let dismissAction = Selector("dismissFindNavigator:", perform: { (bar: FindNavigatorView, _: Any?) in
        bar.interaction?.dismissFindNavigator()
    })
}

extension FindNavigatorView: UIFindActions {
    func find(_ sender: Any?) { focusField() }
    func findNext(_ sender: Any?) { interaction?.findNext() }
    func findPrevious(_ sender: Any?) { interaction?.findPrevious() }
}
