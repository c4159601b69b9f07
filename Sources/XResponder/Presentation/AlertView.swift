import Foundation

/// The view of a `UIAlertController`: for an alert, a 270-point card with the title, the message,
/// the text fields and the actions (two side by side, more stacked); for an action sheet, a card of
/// actions with the cancel action in a card of its own beneath. It is the alert's first responder
/// when it has no text field, so Return and Escape reach it.
@MainActor
final class AlertView: UIView {
    /// An alert is modal to assistive technology too: what is behind it is not read.
    override var defaultAccessibilityViewIsModal: Bool { true }

    static let alertWidth: CGFloat = 270
    static let sheetWidth: CGFloat = 400
    private static let buttonHeight: CGFloat = 44
    private static let padding: CGFloat = 16

    private weak var controller: UIAlertController?
    private let card = UIView()
    private let cancelCard = UIView()
    private var titleLabel: UILabel?
    private var messageLabel: UILabel?
    private var buttons: [(action: UIAlertAction, button: UIButton)] = []
    private var separators: [UIView] = []

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
        for part in [card, cancelCard] {
            part.backgroundColor = .secondarySystemBackground
            part.layer.cornerRadius = 13
            part.layer.masksToBounds = true
            addSubview(part)
        }
        accessibilityIdentifier = "alert"
        rebuild()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardReturnOrEnter?, .keypadEnter?: controller?.returnPressed()
            case .keyboardEscape?: controller?.escapePressed()
            default: unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    private var isSheet: Bool { controller?.preferredStyle == .actionSheet }

    /// The actions in the order drawn: a sheet's cancel action goes last (in its own card); an
    /// alert with two actions puts cancel on the left, with more it goes to the bottom.
    private var orderedActions: [UIAlertAction] {
        let actions = controller?.actions ?? []
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        if !isSheet, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    private var sideBySide: Bool { !isSheet && (controller?.actions.count ?? 0) == 2 }

    /// Makes the labels, text fields and buttons anew from the controller.
    func rebuild() {
        guard let controller else { return }
        for view in card.subviews + cancelCard.subviews { view.removeFromSuperview() }
        buttons = []; separators = []
        titleLabel = controller.title.map { makeLabel($0, font: isSheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)) }
        messageLabel = controller.message.map { makeLabel($0, font: .systemFont(ofSize: 13)) }
        for label in [titleLabel, messageLabel].compactMap({ $0 }) { card.addSubview(label) }
        for field in controller.textFields ?? [] { card.addSubview(field) }
        for action in orderedActions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = action.style == .cancel || action === controller.preferredAction
            button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            if action.style == .destructive { button.tintColor = .systemRed }
            button.isEnabled = action.isEnabled
            button.accessibilityIdentifier = action.title
            button.addAction(UIAction { [weak controller, weak action] _ in
                if let controller, let action { controller.choose(action) }
            }, for: .touchUpInside)
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.isUserInteractionEnabled = false
            let holder = isSheet && action.style == .cancel ? cancelCard : card
            holder.addSubview(separator)
            holder.addSubview(button)
            separators.append(separator)
            buttons.append((action, button))
        }
        cancelCard.isHidden = !(isSheet && controller.actions.contains { $0.style == .cancel })
        setNeedsLayout()
    }

    private func makeLabel(_ text: String, font: UIFont) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = isSheet ? .secondaryLabel : .label
        return label
    }

    /// The height the view needs at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        layout(width: width, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = layout(width: bounds.width, apply: true)
    }

    /// Lays out (or only measures) top to bottom; returns the total height.
    @discardableResult
    private func layout(width: CGFloat, apply: Bool) -> CGFloat {
        let inner = width - 2 * Self.padding
        var y: CGFloat = (titleLabel != nil || messageLabel != nil) ? Self.padding + 4 : 0
        for label in [titleLabel, messageLabel].compactMap({ $0 }) {
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            if apply { label.frame = CGRect(x: Self.padding, y: y, width: inner, height: height) }
            y += height + 4
        }
        if titleLabel != nil || messageLabel != nil { y += Self.padding - 4 }
        for field in controller?.textFields ?? [] {
            if apply { field.frame = CGRect(x: Self.padding, y: y, width: inner, height: 28) }
            y += 28 + 8
        }
        if !(controller?.textFields ?? []).isEmpty { y += 8 }
        let cardButtons = buttons.enumerated().filter { !(isSheet && $0.element.action.style == .cancel) }
        if sideBySide {
            for (index, entry) in cardButtons {
                let half = width / 2
                if apply {
                    entry.button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: Self.buttonHeight)
                    separators[index].frame = index == 0
                        ? CGRect(x: 0, y: y, width: width, height: 1)
                        : CGRect(x: half, y: y, width: 1, height: Self.buttonHeight)
                }
            }
            y += Self.buttonHeight
        } else {
            for (index, entry) in cardButtons {
                if apply {
                    entry.button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                    separators[index].frame = CGRect(x: 0, y: y, width: width, height: 1)
                    separators[index].isHidden = index == 0 && y == 0
                }
                y += Self.buttonHeight
            }
        }
        if apply { card.frame = CGRect(x: 0, y: 0, width: width, height: y) }
        if let cancelIndex = buttons.firstIndex(where: { $0.action.style == .cancel }), isSheet {
            y += 8
            if apply {
                cancelCard.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                buttons[cancelIndex].button.frame = cancelCard.bounds
                separators[cancelIndex].isHidden = true
            }
            y += Self.buttonHeight
        }
        return y
    }
}
